import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { markCartChanged } from './cart-queries';
import { cartQueryKey } from './get-cart';

/** POST /api/cart/toggle-nff/:id (spec section 7, "Cart POST: toggle nff (id in path)"): no physical pass card for the item, or one again. */
export const toggleNff = (itemId: string): Promise<CartDto> =>
  fetchOrThrow<CartDto>('POST', `/api/cart/toggle-nff/${encodeURIComponent(itemId)}`, {});

export function useToggleNffMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, string>({
    mutationFn: toggleNff,
    onSuccess: async (cart) => {
      await markCartChanged(queryClient);
      queryClient.setQueryData(cartQueryKey, cart);
    },
  });
}
