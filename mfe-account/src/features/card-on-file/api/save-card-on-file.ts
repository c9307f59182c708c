import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CardOnFileAnswer, CardOnFileBody } from '../../../../contract';

/** Spec "update credit card on file": the server hands the card to the gateway and keeps only its token. */
export const postCardOnFile = (body: CardOnFileBody): Promise<CardOnFileAnswer> =>
  fetchOrThrow<CardOnFileAnswer>('POST', '/api/account/profile/credit-card', body);

type Options = Omit<UseMutationOptions<CardOnFileAnswer, ApiError, CardOnFileBody>, 'mutationFn'>;

export const usePostCardOnFileMutation = (options: Options = {}) =>
  useMutation<CardOnFileAnswer, ApiError, CardOnFileBody>({
    mutationKey: ['account', 'credit-card'],
    ...options,
    mutationFn: (input) => postCardOnFile(input),
  });
