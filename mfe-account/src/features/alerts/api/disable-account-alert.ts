import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertsAnswer } from '../../../../contract';
import { ALERTS_KEY } from './get-alerts';

/** Spec "disable account alert for the session". */
export const disableAccountAlert = (id: string): Promise<AlertsAnswer> =>
  fetchOrThrow<AlertsAnswer>('POST', '/api/account/alerts/account/disable', { id });

export function useDisableAccountAlertMutation() {
  const client = useQueryClient();
  return useMutation<AlertsAnswer, ApiError, string>({
    mutationKey: ['account', 'disable-account-alert'],
    mutationFn: disableAccountAlert,
    onSuccess: (answer) => client.setQueryData(ALERTS_KEY, answer),
  });
}
