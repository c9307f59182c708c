import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { PreferencesView, SnowAlertBody } from '../../../../contract';

/** Spec "register snow alert profile and SMS". */
export const postSnowAlert = (body: SnowAlertBody): Promise<PreferencesView> =>
  fetchOrThrow<PreferencesView>('POST', '/api/account/preferences/snow-alert', body);

type Options = Omit<UseMutationOptions<PreferencesView, ApiError, SnowAlertBody>, 'mutationFn'>;

export const usePostSnowAlertMutation = (options: Options = {}) =>
  useMutation<PreferencesView, ApiError, SnowAlertBody>({
    mutationKey: ['account', 'snow-alert'],
    ...options,
    mutationFn: (input) => postSnowAlert(input),
  });
