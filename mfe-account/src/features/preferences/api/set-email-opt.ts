import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesView } from '../../../../contract';
import { PREFERENCES_KEY } from './get-preferences';

/** Spec "email opt in/out". */
export const setEmailOpt = (body: { optIn: boolean }): Promise<PreferencesView> =>
  fetchOrThrow<PreferencesView>('POST', '/api/account/preferences/email-opt', body);

export function useSetEmailOptMutation() {
  const client = useQueryClient();
  return useMutation<PreferencesView, ApiError, { optIn: boolean }>({
    mutationKey: ['account', 'email-opt'],
    mutationFn: (input) => setEmailOpt(input),
    onSuccess: (next) => client.setQueryData(PREFERENCES_KEY, next),
  });
}
