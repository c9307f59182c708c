import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BirthDateBody, ProfileView } from '../../../../contract';
import { profileQueryOptions } from './get-profile';

/** Spec "update birth date". */
export const saveBirthDate = (body: BirthDateBody): Promise<ProfileView> =>
  fetchOrThrow<ProfileView>('POST', '/api/account/profile/birth-date', body);

export function useSaveBirthDateMutation() {
  const client = useQueryClient();
  return useMutation<ProfileView, ApiError, BirthDateBody>({
    mutationKey: ['account', 'birth-date'],
    mutationFn: (input) => saveBirthDate(input),
    onSuccess: (next) => client.setQueryData(profileQueryOptions().queryKey, next),
  });
}
