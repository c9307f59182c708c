import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBody, ProfileView } from '../../../../contract';
import { profileQueryOptions } from './get-profile';

/** Spec "update address". */
export const saveAddress = (body: AddressBody): Promise<ProfileView> =>
  fetchOrThrow<ProfileView>('POST', '/api/account/profile/address', body);

export function useSaveAddressMutation() {
  const client = useQueryClient();
  return useMutation<ProfileView, ApiError, AddressBody>({
    mutationKey: ['account', 'address'],
    mutationFn: (input) => saveAddress(input),
    onSuccess: (next) => client.setQueryData(profileQueryOptions().queryKey, next),
  });
}
