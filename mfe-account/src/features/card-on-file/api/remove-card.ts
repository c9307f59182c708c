import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardOnFileAnswer } from '../../../../contract';
import { cardOnFileQueryOptions } from './get-card-on-file';
import { RESORT_CHARGE_KEY } from './get-resort-charge';

/** Removes the credit card on file (the gateway token goes with it). */
export const removeCard = (): Promise<CardOnFileAnswer> =>
  fetchOrThrow<CardOnFileAnswer>('POST', '/api/account/profile/credit-card/remove', {});

/** Removing the card ends resort charge on the server, so that is asked again. */
export function useRemoveCardMutation() {
  const client = useQueryClient();
  return useMutation<CardOnFileAnswer, ApiError, void>({
    mutationKey: ['account', 'credit-card-remove'],
    mutationFn: () => removeCard(),
    onSuccess: (next) => {
      client.setQueryData(cardOnFileQueryOptions().queryKey, next);
      void client.invalidateQueries({ queryKey: RESORT_CHARGE_KEY });
    },
  });
}
