import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { PasswordResetAnswer, UpdatePasswordBody } from '../../../../contract';

/** Spec "update password". */
export const changePassword = (body: UpdatePasswordBody): Promise<PasswordResetAnswer> =>
  fetchOrThrow<PasswordResetAnswer>('POST', '/api/account/profile/password', body);

type Options = Omit<UseMutationOptions<PasswordResetAnswer, ApiError, UpdatePasswordBody>, 'mutationFn'>;

export const useChangePasswordMutation = (options: Options = {}) =>
  useMutation<PasswordResetAnswer, ApiError, UpdatePasswordBody>({
    mutationKey: ['account', 'password'],
    ...options,
    mutationFn: (input) => changePassword(input),
  });
