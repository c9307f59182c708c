import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { markCartChanged } from './cart-queries';
import { cartQueryKey } from './get-cart';

export interface DamageWaiverChoice {
  itemId: string;
  checked: boolean;
}

/** POST /api/cart/rental-damage-waiver (spec section 7, "Cart POST: toggle rental damage waiver"): the cart with the waiver priced in or out. */
export const toggleDamageWaiver = ({ itemId, checked }: DamageWaiverChoice): Promise<CartDto> =>
  fetchOrThrow<CartDto>('POST', withQuery('/api/cart/rental-damage-waiver', { cartProductId: itemId, isChecked: String(checked) }), {});

export function useToggleDamageWaiverMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, DamageWaiverChoice>({
    mutationFn: toggleDamageWaiver,
    onSuccess: async (cart) => {
      await markCartChanged(queryClient);
      queryClient.setQueryData(cartQueryKey, cart);
    },
  });
}
