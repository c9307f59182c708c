import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { PhoneBody, ProfileView } from '../../../../contract';

/** Spec "update phone". */
export const postPhone = (body: PhoneBody): Promise<ProfileView> => fetchOrThrow<ProfileView>('POST', '/api/account/profile/phone', body);

type Options = Omit<UseMutationOptions<ProfileView, ApiError, PhoneBody>, 'mutationFn'>;

export const usePostPhoneMutation = (options: Options = {}) =>
  useMutation<ProfileView, ApiError, PhoneBody>({ mutationKey: ['account', 'phone'], ...options, mutationFn: (input) => postPhone(input) });
