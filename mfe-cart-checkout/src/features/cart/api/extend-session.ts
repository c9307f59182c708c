import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { cartQueryKey } from './get-cart';

/** POST /api/cart/extend-session (spec section 7, "Cart GET: extend session"): the cart with its holds' new expiry. */
export const extendSession = (): Promise<CartDto> => fetchOrThrow<CartDto>('POST', '/api/cart/extend-session', {});

export function useExtendSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, void>({
    mutationFn: extendSession,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  });
}
