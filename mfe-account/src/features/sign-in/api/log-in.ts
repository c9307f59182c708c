import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { LoginRequest, SignedInAnswer } from '../../../../contract';

export type { LoginRequest, SignedInAnswer };

export const logIn = (body: LoginRequest): Promise<SignedInAnswer> => fetchOrThrow<SignedInAnswer>('POST', '/api/account/login', body);

type LoginOptions = Omit<UseMutationOptions<SignedInAnswer, ApiError, LoginRequest>, 'mutationFn'>;

export const useLogInMutation = (options: LoginOptions = {}) =>
  useMutation<SignedInAnswer, ApiError, LoginRequest>({
    mutationKey: ['account', 'login'],
    ...options,
    mutationFn: (body) => logIn(body),
  });
