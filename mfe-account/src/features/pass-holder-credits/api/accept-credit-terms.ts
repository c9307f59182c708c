import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { PassHolderCreditsAnswer } from '../../../../contract';

/** Spec "terms for pass holder credits": the holder accepts them before the credits can be used. */
export const postAcceptCreditTerms = (): Promise<PassHolderCreditsAnswer> =>
  fetchOrThrow<PassHolderCreditsAnswer>('POST', '/api/account/pass-holder-credits/terms', { accept: true });

type Options = Omit<UseMutationOptions<PassHolderCreditsAnswer, ApiError, void>, 'mutationFn'>;

export const usePostAcceptCreditTermsMutation = (options: Options = {}) =>
  useMutation<PassHolderCreditsAnswer, ApiError, void>({
    mutationKey: ['account', 'credit-terms'],
    ...options,
    mutationFn: () => postAcceptCreditTerms(),
  });
