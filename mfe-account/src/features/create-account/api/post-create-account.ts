import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CreateAccountAnswer, CreateAccountInput } from '../../../../contract';

export type { CreateAccountAnswer, CreateAccountInput };

export const postCreateAccount = (body: CreateAccountInput): Promise<CreateAccountAnswer> =>
  fetchOrThrow<CreateAccountAnswer>('POST', '/api/account/create', body);

type CreateAccountOptions = Omit<UseMutationOptions<CreateAccountAnswer, ApiError, CreateAccountInput>, 'mutationFn'>;

export const useCreateAccountMutation = (options: CreateAccountOptions = {}) =>
  useMutation<CreateAccountAnswer, ApiError, CreateAccountInput>({
    mutationKey: ['account', 'create'],
    ...options,
    mutationFn: (body) => postCreateAccount(body),
  });
