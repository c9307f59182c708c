import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartDto, PaymentSelectionRequest } from '../../../../contract';
import { markCartChanged } from '../../cart/api/cart-queries';

/**
 * POST /api/checkout/payment-selection-type (spec section 7, "Cart POST: payment selection type"):
 * the whole order by card now, or the payment plan where an item offers it.
 */
export const selectPaymentType = (type: PaymentSelectionRequest['type']): Promise<CartDto> =>
  fetchOrThrow<CartDto>('POST', '/api/checkout/payment-selection-type', { type });

export function useSelectPaymentTypeMutation() {
  const queryClient = useQueryClient();
  return useMutation<CartDto, ApiError, PaymentSelectionRequest['type']>({
    mutationFn: selectPaymentType,
    onSuccess: () => markCartChanged(queryClient),
  });
}
