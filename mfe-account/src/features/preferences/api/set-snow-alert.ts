import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesView, SnowAlertBody } from '../../../../contract';
import { PREFERENCES_KEY } from './get-preferences';

/** Spec "register snow alert profile and SMS". */
export const setSnowAlert = (body: SnowAlertBody): Promise<PreferencesView> =>
  fetchOrThrow<PreferencesView>('POST', '/api/account/preferences/snow-alert', body);

export function useSetSnowAlertMutation() {
  const client = useQueryClient();
  return useMutation<PreferencesView, ApiError, SnowAlertBody>({
    mutationKey: ['account', 'snow-alert'],
    mutationFn: (input) => setSnowAlert(input),
    onSuccess: (next) => client.setQueryData(PREFERENCES_KEY, next),
  });
}
