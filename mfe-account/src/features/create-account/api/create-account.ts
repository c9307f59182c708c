import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CreateAccountAnswer, CreateAccountInput, CreateAccountRequest } from '../../../../contract';

export type { CreateAccountAnswer, CreateAccountInput };

/** Spec "create account widget", with or without a card number. */
export const createAccount = (body: CreateAccountRequest): Promise<CreateAccountAnswer> =>
  fetchOrThrow<CreateAccountAnswer>('POST', '/api/account/create', body);

type CreateAccountOptions = Omit<UseMutationOptions<CreateAccountAnswer, ApiError, CreateAccountRequest>, 'mutationFn'>;

export const useCreateAccountMutation = (options: CreateAccountOptions = {}) =>
  useMutation<CreateAccountAnswer, ApiError, CreateAccountRequest>({
    mutationKey: ['account', 'create'],
    ...options,
    mutationFn: (body) => createAccount(body),
  });
