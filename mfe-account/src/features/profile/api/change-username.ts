import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ProfileView, UsernameBody } from '../../../../contract';

/** Spec "update username" (error 100016 when taken). */
export const postUsername = (body: UsernameBody): Promise<ProfileView> =>
  fetchOrThrow<ProfileView>('POST', '/api/account/profile/username', body);

type Options = Omit<UseMutationOptions<ProfileView, ApiError, UsernameBody>, 'mutationFn'>;

export const usePostUsernameMutation = (options: Options = {}) =>
  useMutation<ProfileView, ApiError, UsernameBody>({
    mutationKey: ['account', 'username'],
    ...options,
    mutationFn: (input) => postUsername(input),
  });
