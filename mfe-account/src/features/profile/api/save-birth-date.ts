import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { BirthDateBody, ProfileView } from '../../../../contract';

/** Spec "update birth date". */
export const postBirthDate = (body: BirthDateBody): Promise<ProfileView> =>
  fetchOrThrow<ProfileView>('POST', '/api/account/profile/birth-date', body);

type Options = Omit<UseMutationOptions<ProfileView, ApiError, BirthDateBody>, 'mutationFn'>;

export const usePostBirthDateMutation = (options: Options = {}) =>
  useMutation<ProfileView, ApiError, BirthDateBody>({
    mutationKey: ['account', 'birth-date'],
    ...options,
    mutationFn: (input) => postBirthDate(input),
  });
