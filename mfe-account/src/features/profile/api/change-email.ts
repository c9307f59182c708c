import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ProfileView, UpdateEmailBody } from '../../../../contract';

/** Spec "update email for subscriber" (with the current password). */
export const postEmail = (body: UpdateEmailBody): Promise<ProfileView> =>
  fetchOrThrow<ProfileView>('POST', '/api/account/profile/email', body);

type Options = Omit<UseMutationOptions<ProfileView, ApiError, UpdateEmailBody>, 'mutationFn'>;

export const usePostEmailMutation = (options: Options = {}) =>
  useMutation<ProfileView, ApiError, UpdateEmailBody>({
    mutationKey: ['account', 'email'],
    ...options,
    mutationFn: (input) => postEmail(input),
  });
