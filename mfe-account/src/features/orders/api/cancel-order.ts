import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

/** Spec "cancel order": served by the cart and checkout line (refund, capacity released, a message to the buyer). */
export const postCancelOrder = (number: string): Promise<unknown> =>
  fetchOrThrow<unknown>('POST', `/api/checkout/orders/${encodeURIComponent(number)}/cancel`, {});

type Options = Omit<UseMutationOptions<unknown, ApiError, string>, 'mutationFn'>;

export const useCancelOrderMutation = (options: Options = {}) =>
  useMutation<unknown, ApiError, string>({
    mutationKey: ['account', 'cancel-order'],
    ...options,
    mutationFn: (number) => postCancelOrder(number),
  });
