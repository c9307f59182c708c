import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { markCartChanged } from './cart-queries';
import { cartQueryKey } from './get-cart';

/** POST /api/cart/resort-charge (spec section 7, "Cart POST: resort charge"): on-mountain purchases charged to the order's card, or not. */
export const setResortCharge = (chosen: boolean): Promise<CartDto> =>
  fetchOrThrow<CartDto>('POST', withQuery('/api/cart/resort-charge', { isChecked: String(chosen) }), {});

export function useSetResortChargeMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, boolean>({
    mutationFn: setResortCharge,
    onSuccess: async (cart) => {
      await markCartChanged(queryClient);
      queryClient.setQueryData(cartQueryKey, cart);
    },
  });
}
