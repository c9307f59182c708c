import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { ITEM_OPTION_CALLS, type ItemOptionKey } from '../../../../contract-rules';
import { markCartChanged } from './cart-queries';
import { cartQueryKey } from './get-cart';

export interface ItemOptionChoice {
  option: ItemOptionKey;
  itemId: string;
  checked: boolean;
}

/**
 * POST /api/cart/rental-damage-waiver or /api/cart/pass-insurance (spec section 7, "Cart POST: toggle
 * rental damage waiver; pass insurance"): the cart with the option priced in or out.
 */
export const toggleItemOption = ({ option, itemId, checked }: ItemOptionChoice): Promise<CartDto> =>
  fetchOrThrow<CartDto>(
    'POST',
    withQuery(`/api/cart/${ITEM_OPTION_CALLS[option].path}`, { cartProductId: itemId, isChecked: String(checked) }),
    {},
  );

export function useToggleItemOptionMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, ItemOptionChoice>({
    mutationFn: toggleItemOption,
    onSuccess: async (cart) => {
      await markCartChanged(queryClient);
      queryClient.setQueryData(cartQueryKey, cart);
    },
  });
}
