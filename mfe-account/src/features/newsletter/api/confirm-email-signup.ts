import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation } from '@tanstack/react-query';
import type { SubscriberView } from '../../../../contract';

/** The emailed link's confirmation of an email signup. */
export const confirmEmailSignup = (token: string) => fetchOrThrow<SubscriberView>('POST', '/api/account/email-signup/confirm', { token });

export const useConfirmEmailSignupMutation = () =>
  useMutation<SubscriberView, ApiError, string>({
    mutationKey: ['account', 'email-signup', 'confirm'],
    mutationFn: confirmEmailSignup,
  });
