import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { EmailPreferencesBody, PreferencesView } from '../../../../contract';

/** Spec "email preferences". */
export const postEmailPreferences = (body: EmailPreferencesBody): Promise<PreferencesView> =>
  fetchOrThrow<PreferencesView>('POST', '/api/account/preferences/email', body);

type Options = Omit<UseMutationOptions<PreferencesView, ApiError, EmailPreferencesBody>, 'mutationFn'>;

export const usePostEmailPreferencesMutation = (options: Options = {}) =>
  useMutation<PreferencesView, ApiError, EmailPreferencesBody>({
    mutationKey: ['account', 'email-preferences'],
    ...options,
    mutationFn: (input) => postEmailPreferences(input),
  });
