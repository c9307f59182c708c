import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { AddressAnswer, BillingAddress } from '../../../../contract';
import { markCartChanged } from '../../cart/api/cart-queries';

/** POST /api/checkout/address (spec section 7, "Cart POST: update order address"). */
export const saveBillingAddress = (address: BillingAddress): Promise<AddressAnswer> =>
  fetchOrThrow<AddressAnswer>('POST', '/api/checkout/address', address);

export function useSaveBillingAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation<AddressAnswer, ApiError, BillingAddress>({
    mutationFn: saveBillingAddress,
    onSuccess: () => markCartChanged(queryClient),
  });
}
