import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { markCartChanged } from './cart-queries';
import { cartQueryKey } from './get-cart';

/** POST /api/checkout/promo-remove (spec section 7, "Checkout POST: remove promo code"): the cart without its discount. */
export const removePromoCode = (): Promise<CartDto> => fetchOrThrow<CartDto>('POST', '/api/checkout/promo-remove', {});

export function useRemovePromoCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, void>({
    mutationFn: removePromoCode,
    onSuccess: async (cart) => {
      await markCartChanged(queryClient);
      queryClient.setQueryData(cartQueryKey, cart);
    },
  });
}
