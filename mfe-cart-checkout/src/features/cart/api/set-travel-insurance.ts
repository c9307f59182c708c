import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { markCartChanged } from './cart-queries';
import { cartQueryKey } from './get-cart';

/** POST /api/cart/travel-insurance (spec section 7, "Cart POST: travel insurance (query isChecked)"): the cart with the choice priced in. */
export const setTravelInsurance = (chosen: boolean): Promise<CartDto> =>
  fetchOrThrow<CartDto>('POST', withQuery('/api/cart/travel-insurance', { isChecked: String(chosen) }), {});

export function useSetTravelInsuranceMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, boolean>({
    mutationFn: setTravelInsurance,
    onSuccess: async (cart) => {
      await markCartChanged(queryClient);
      queryClient.setQueryData(cartQueryKey, cart);
    },
  });
}
