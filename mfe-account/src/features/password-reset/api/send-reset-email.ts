import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { EmailBody, EmailSentAnswer } from '../../../../contract';

/** Spec "send reset password email": the same answer whether or not the address has an account. */
export const sendResetEmail = (body: EmailBody): Promise<EmailSentAnswer> =>
  fetchOrThrow<EmailSentAnswer>('POST', '/api/account/password/reset-email', body);

type Options = Omit<UseMutationOptions<EmailSentAnswer, ApiError, EmailBody>, 'mutationFn'>;

export const useSendResetEmailMutation = (options: Options = {}) =>
  useMutation<EmailSentAnswer, ApiError, EmailBody>({
    mutationKey: ['account', 'reset-email'],
    ...options,
    mutationFn: (input) => sendResetEmail(input),
  });
