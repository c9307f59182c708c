import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

/** Spec "cancel order": served by the cart and checkout line (refund, capacity released, a message to the buyer). */
export const cancelOrder = (number: string): Promise<unknown> =>
  fetchOrThrow<unknown>('POST', `/api/checkout/orders/${encodeURIComponent(number)}/cancel`, {});

/** Cancels, then reloads what the visitor's pages show (orders, credits, reservations). */
export function useCancelOrderMutation() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationKey: ['account', 'cancel-order'],
    mutationFn: (number) => cancelOrder(number),
    onSuccess: () => client.invalidateQueries({ queryKey: VISITOR_DATA_KEY }),
  });
}
