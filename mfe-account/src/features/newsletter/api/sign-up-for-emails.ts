import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { EmailSignupBody, SubscriberSignupAnswer, SubscriberView } from '../../../../contract';

/** Spec "email signup": anonymous; a confirmation link goes to the address (double opt-in). */
export const postEmailSignup = (body: EmailSignupBody) => fetchOrThrow<SubscriberSignupAnswer>('POST', '/api/account/email-signup', body);

export const useEmailSignupMutation = (
  options: Omit<UseMutationOptions<SubscriberSignupAnswer, ApiError, EmailSignupBody>, 'mutationFn'> = {},
) =>
  useMutation<SubscriberSignupAnswer, ApiError, EmailSignupBody>({
    mutationKey: ['account', 'email-signup'],
    ...options,
    mutationFn: postEmailSignup,
  });

/** The emailed link's confirmation. */
export const postEmailSignupConfirm = (token: string) =>
  fetchOrThrow<SubscriberView>('POST', '/api/account/email-signup/confirm', { token });

export const useEmailSignupConfirmMutation = () =>
  useMutation<SubscriberView, ApiError, string>({
    mutationKey: ['account', 'email-signup', 'confirm'],
    mutationFn: postEmailSignupConfirm,
  });
