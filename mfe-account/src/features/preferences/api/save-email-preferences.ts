import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferencesBody, PreferencesView } from '../../../../contract';
import { PREFERENCES_KEY } from './get-preferences';

/** Spec "email preferences". */
export const saveEmailPreferences = (body: EmailPreferencesBody): Promise<PreferencesView> =>
  fetchOrThrow<PreferencesView>('POST', '/api/account/preferences/email', body);

export function useSaveEmailPreferencesMutation() {
  const client = useQueryClient();
  return useMutation<PreferencesView, ApiError, EmailPreferencesBody>({
    mutationKey: ['account', 'email-preferences'],
    mutationFn: (input) => saveEmailPreferences(input),
    onSuccess: (next) => client.setQueryData(PREFERENCES_KEY, next),
  });
}
