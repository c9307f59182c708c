import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { markCartChanged } from './cart-queries';
import { cartQueryKey } from './get-cart';

/** POST /api/checkout/promo/:code (spec section 7, "Checkout POST: add promo code"): the cart with its discount. */
export const applyPromoCode = (code: string): Promise<CartDto> =>
  fetchOrThrow<CartDto>('POST', `/api/checkout/promo/${encodeURIComponent(code.trim())}`, {});

export function useApplyPromoCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, string>({
    mutationFn: applyPromoCode,
    onSuccess: async (cart) => {
      await markCartChanged(queryClient);
      queryClient.setQueryData(cartQueryKey, cart);
    },
  });
}
