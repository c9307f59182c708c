import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { publishCartCount } from '../model/publish-cart-count';
import { markCartChanged } from './cart-queries';
import { cartQueryKey } from './get-cart';

/** POST /api/cart/remove/:id (spec section 7, "Cart POST: remove"): the cart without the item. */
export const removeCartItem = (itemId: string): Promise<CartDto> =>
  fetchOrThrow<CartDto>('POST', `/api/cart/remove/${encodeURIComponent(itemId)}`, {});

/** Removes an item; the page shows the cart the server answered, and the page's count follows on the bus. */
export function useRemoveCartItemMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, string>({
    mutationFn: removeCartItem,
    onSuccess: async (cart) => {
      await markCartChanged(queryClient);
      queryClient.setQueryData(cartQueryKey, cart);
      publishCartCount(cart.cartId, cart.CartCount);
    },
  });
}
