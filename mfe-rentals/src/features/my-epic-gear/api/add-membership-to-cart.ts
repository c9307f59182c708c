import { useMutation } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, type AddToCartResponse } from '@resort/shared';
import type { MyEpicGearProduct } from '../../../../contract';

type Membership = Pick<MyEpicGearProduct, 'id' | 'startDate'>;

/**
 * POST /api/cart/add/memberships: one membership per member, each named at checkout. The server
 * refuses a guest (sign in) and an under-18 buyer in the spec's words.
 */
export async function addMembershipToCart(product: Membership): Promise<AddToCartResponse> {
  return addToCartOrThrow({ line: 'memberships', productId: product.id, date: product.startDate, quantity: 1, options: {} });
}

export const useAddMembershipToCartMutation = () =>
  useMutation<AddToCartResponse, ApiError, Membership>({
    mutationKey: ['rentals', 'my-epic-gear', 'add'],
    mutationFn: addMembershipToCart,
  });
