import { useMutation } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { ReferralCodeAnswer } from '../../../../contract';

/**
 * POST /api/rentals/set-referral-alert ("set referral alert"): checks a friend's code (as "verify
 * referral code" does), and the visitor's session keeps it when it is good.
 */
export const setReferralAlert = (code: string): Promise<ReferralCodeAnswer> =>
  fetchOrThrow<ReferralCodeAnswer>('POST', '/api/rentals/set-referral-alert', { code });

export const useSetReferralAlertMutation = () =>
  useMutation<ReferralCodeAnswer, ApiError, string>({ mutationKey: ['rentals', 'referral'], mutationFn: setReferralAlert });
