import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertsAnswer } from '../../../../contract';
import { ALERTS_KEY } from './get-alerts';

/** Spec "disable sitewide alert": for the rest of the visitor's session, signed in or not. */
export const disableSitewideAlert = (id: string): Promise<AlertsAnswer> =>
  fetchOrThrow<AlertsAnswer>('POST', '/api/account/alerts/sitewide/disable', { id });

export function useDisableSitewideAlertMutation() {
  const client = useQueryClient();
  return useMutation<AlertsAnswer, ApiError, string>({
    mutationKey: ['account', 'disable-sitewide-alert'],
    mutationFn: disableSitewideAlert,
    onSuccess: (answer) => client.setQueryData(ALERTS_KEY, answer),
  });
}
