import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartDto, ChangeOfferRequest } from '../../../../contract';
import { markCartChanged } from './cart-queries';
import { cartQueryKey } from './get-cart';

/** POST /api/cart/change-pass-offer ("change pass offer option"): the item becomes another of its offers. */
export const changePassOffer = (body: ChangeOfferRequest): Promise<CartDto> =>
  fetchOrThrow<CartDto>('POST', '/api/cart/change-pass-offer', body);

export function useChangePassOfferMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, ChangeOfferRequest>({
    mutationFn: changePassOffer,
    onSuccess: async (cart) => {
      await markCartChanged(queryClient);
      queryClient.setQueryData(cartQueryKey, cart);
    },
  });
}
