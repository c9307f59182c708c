import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhoneBody, ProfileView } from '../../../../contract';
import { profileQueryOptions } from './get-profile';

/** Spec "update phone". */
export const savePhone = (body: PhoneBody): Promise<ProfileView> => fetchOrThrow<ProfileView>('POST', '/api/account/profile/phone', body);

export function useSavePhoneMutation() {
  const client = useQueryClient();
  return useMutation<ProfileView, ApiError, PhoneBody>({
    mutationKey: ['account', 'phone'],
    mutationFn: (input) => savePhone(input),
    onSuccess: (next) => client.setQueryData(profileQueryOptions().queryKey, next),
  });
}
