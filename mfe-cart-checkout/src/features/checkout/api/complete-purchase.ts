import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CompletedDto, CompleteRequest } from '../../../../contract';
import { markCartChanged } from '../../cart/api/cart-queries';
import { publishCartCount } from '../../cart/model/publish-cart-count';

/** POST /api/checkout/complete (spec section 7, "Checkout POST: complete transaction"): charges the card and places the order. */
export const completePurchase = (request: CompleteRequest): Promise<CompletedDto> =>
  fetchOrThrow<CompletedDto>('POST', '/api/checkout/complete', request);

/** Places the order; the page's cart is empty from then on (told on the bus). */
export function useCompletePurchaseMutation() {
  const queryClient = useQueryClient();
  return useMutation<CompletedDto, ApiError, CompleteRequest>({
    mutationFn: completePurchase,
    onSuccess: () => {
      publishCartCount(null, 0);
    },
    // Paid, or refused after the server changed the cart (an item no longer available removed).
    onSettled: () => markCartChanged(queryClient),
  });
}
