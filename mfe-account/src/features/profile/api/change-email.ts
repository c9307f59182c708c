import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileView, UpdateEmailBody } from '../../../../contract';
import { profileQueryOptions } from './get-profile';

/** Spec "update email for subscriber" (with the current password). */
export const changeEmail = (body: UpdateEmailBody): Promise<ProfileView> =>
  fetchOrThrow<ProfileView>('POST', '/api/account/profile/email', body);

export function useChangeEmailMutation() {
  const client = useQueryClient();
  return useMutation<ProfileView, ApiError, UpdateEmailBody>({
    mutationKey: ['account', 'email'],
    mutationFn: (input) => changeEmail(input),
    onSuccess: (next) => client.setQueryData(profileQueryOptions().queryKey, next),
  });
}
