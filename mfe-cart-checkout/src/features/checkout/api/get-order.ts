import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { OrderDto } from '../../../../contract';
import { CART_QUERIES } from '../../cart/api/cart-queries';

/** GET /api/checkout/orders/:number (spec section 7, "transaction details"): one placed order. */
export const getOrder = (orderNumber: string): Promise<OrderDto> =>
  fetchOrThrow<OrderDto>('GET', `/api/checkout/orders/${encodeURIComponent(orderNumber)}`);

export const orderQueryKey = (orderNumber: string) => [CART_QUERIES, 'order', orderNumber] as const;

export const orderQueryOptions = (orderNumber: string) =>
  queryOptions<OrderDto, ApiError>({ queryKey: orderQueryKey(orderNumber), queryFn: () => getOrder(orderNumber) });

export const useOrderQuery = (orderNumber: string) => useQuery(orderQueryOptions(orderNumber));
