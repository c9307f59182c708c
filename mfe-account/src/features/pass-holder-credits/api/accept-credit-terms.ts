import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PassHolderCreditsAnswer } from '../../../../contract';
import { passHolderCreditsQueryOptions } from './get-pass-holder-credits';

/** Spec "terms for pass holder credits": the holder accepts them before the credits can be used. */
export const acceptCreditTerms = (): Promise<PassHolderCreditsAnswer> =>
  fetchOrThrow<PassHolderCreditsAnswer>('POST', '/api/account/pass-holder-credits/terms', { accept: true });

/** Accepts the terms; the answer is the credits page's new state. */
export function useAcceptCreditTermsMutation() {
  const client = useQueryClient();
  return useMutation<PassHolderCreditsAnswer, ApiError, void>({
    mutationKey: ['account', 'credit-terms'],
    mutationFn: () => acceptCreditTerms(),
    onSuccess: (next) => client.setQueryData(passHolderCreditsQueryOptions().queryKey, next),
  });
}
