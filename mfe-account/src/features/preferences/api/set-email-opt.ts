import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { PreferencesView } from '../../../../contract';

/** Spec "email opt in/out". */
export const postEmailOpt = (body: { optIn: boolean }): Promise<PreferencesView> =>
  fetchOrThrow<PreferencesView>('POST', '/api/account/preferences/email-opt', body);

type Options = Omit<UseMutationOptions<PreferencesView, ApiError, { optIn: boolean }>, 'mutationFn'>;

export const usePostEmailOptMutation = (options: Options = {}) =>
  useMutation<PreferencesView, ApiError, { optIn: boolean }>({
    mutationKey: ['account', 'email-opt'],
    ...options,
    mutationFn: (input) => postEmailOpt(input),
  });
