import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { EmailSignupBody, SubscriberSignupAnswer } from '../../../../contract';

/** Spec "email signup": anonymous; a confirmation link goes to the address (double opt-in). */
export const signUpForEmails = (body: EmailSignupBody) => fetchOrThrow<SubscriberSignupAnswer>('POST', '/api/account/email-signup', body);

export const useSignUpForEmailsMutation = (
  options: Omit<UseMutationOptions<SubscriberSignupAnswer, ApiError, EmailSignupBody>, 'mutationFn'> = {},
) =>
  useMutation<SubscriberSignupAnswer, ApiError, EmailSignupBody>({
    mutationKey: ['account', 'email-signup'],
    ...options,
    mutationFn: signUpForEmails,
  });
