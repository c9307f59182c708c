import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileView, UsernameBody } from '../../../../contract';
import { profileQueryOptions } from './get-profile';

/** Spec "update username" (error 100016 when taken). */
export const changeUsername = (body: UsernameBody): Promise<ProfileView> =>
  fetchOrThrow<ProfileView>('POST', '/api/account/profile/username', body);

export function useChangeUsernameMutation() {
  const client = useQueryClient();
  return useMutation<ProfileView, ApiError, UsernameBody>({
    mutationKey: ['account', 'username'],
    mutationFn: (input) => changeUsername(input),
    onSuccess: (next) => client.setQueryData(profileQueryOptions().queryKey, next),
  });
}
