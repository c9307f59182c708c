import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { SignedOutAnswer } from '../../../../contract';

export const logOut = (): Promise<SignedOutAnswer> => fetchOrThrow<SignedOutAnswer>('POST', '/api/account/logout', {});

type LogoutOptions = Omit<UseMutationOptions<SignedOutAnswer, ApiError, void>, 'mutationFn'>;

export const useLogOutMutation = (options: LogoutOptions = {}) =>
  useMutation<SignedOutAnswer, ApiError, void>({ mutationKey: ['account', 'logout'], ...options, mutationFn: () => logOut() });
