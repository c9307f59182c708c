import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CardOnFileAnswer } from '../../../../contract';

/** Removes the credit card on file (the gateway token goes with it). */
export const postRemoveCard = (): Promise<CardOnFileAnswer> =>
  fetchOrThrow<CardOnFileAnswer>('POST', '/api/account/profile/credit-card/remove', {});

type Options = Omit<UseMutationOptions<CardOnFileAnswer, ApiError, void>, 'mutationFn'>;

export const usePostRemoveCardMutation = (options: Options = {}) =>
  useMutation<CardOnFileAnswer, ApiError, void>({
    mutationKey: ['account', 'credit-card-remove'],
    ...options,
    mutationFn: () => postRemoveCard(),
  });
