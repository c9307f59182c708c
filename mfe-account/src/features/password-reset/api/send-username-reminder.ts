import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { EmailBody, EmailSentAnswer } from '../../../../contract';

/** Spec "forgot username search": mails the sign-in name to the address. */
export const sendUsernameReminder = (body: EmailBody): Promise<EmailSentAnswer> =>
  fetchOrThrow<EmailSentAnswer>('POST', '/api/account/username/forgot', body);

type Options = Omit<UseMutationOptions<EmailSentAnswer, ApiError, EmailBody>, 'mutationFn'>;

export const useSendUsernameReminderMutation = (options: Options = {}) =>
  useMutation<EmailSentAnswer, ApiError, EmailBody>({
    mutationKey: ['account', 'forgot-username'],
    ...options,
    mutationFn: (input) => sendUsernameReminder(input),
  });
