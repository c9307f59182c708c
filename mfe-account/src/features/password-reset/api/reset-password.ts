import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { PasswordResetAnswer, ResetPasswordBody } from '../../../../contract';

/** Spec "forgot password reset": sets the password with the one-time token of the mailed link. */
export const resetPassword = (body: ResetPasswordBody): Promise<PasswordResetAnswer> =>
  fetchOrThrow<PasswordResetAnswer>('POST', '/api/account/password/reset', body);

type Options = Omit<UseMutationOptions<PasswordResetAnswer, ApiError, ResetPasswordBody>, 'mutationFn'>;

export const useResetPasswordMutation = (options: Options = {}) =>
  useMutation<PasswordResetAnswer, ApiError, ResetPasswordBody>({
    mutationKey: ['account', 'reset-password'],
    ...options,
    mutationFn: (input) => resetPassword(input),
  });
