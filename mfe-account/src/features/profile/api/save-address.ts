import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AddressBody, ProfileView } from '../../../../contract';

/** Spec "update address". */
export const postAddress = (body: AddressBody): Promise<ProfileView> =>
  fetchOrThrow<ProfileView>('POST', '/api/account/profile/address', body);

type Options = Omit<UseMutationOptions<ProfileView, ApiError, AddressBody>, 'mutationFn'>;

export const usePostAddressMutation = (options: Options = {}) =>
  useMutation<ProfileView, ApiError, AddressBody>({
    mutationKey: ['account', 'address'],
    ...options,
    mutationFn: (input) => postAddress(input),
  });
