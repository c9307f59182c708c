import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardOnFileAnswer, CardOnFileBody } from '../../../../contract';
import { cardOnFileQueryOptions } from './get-card-on-file';

/** Spec "update credit card on file": the server hands the card to the gateway and keeps only its token. */
export const saveCardOnFile = (body: CardOnFileBody): Promise<CardOnFileAnswer> =>
  fetchOrThrow<CardOnFileAnswer>('POST', '/api/account/profile/credit-card', body);

/** The server's answer is the card the page shows next. */
export function useSaveCardOnFileMutation() {
  const client = useQueryClient();
  return useMutation<CardOnFileAnswer, ApiError, CardOnFileBody>({
    mutationKey: ['account', 'credit-card'],
    mutationFn: saveCardOnFile,
    onSuccess: (next) => client.setQueryData(cardOnFileQueryOptions().queryKey, next),
  });
}
