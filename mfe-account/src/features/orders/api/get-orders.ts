import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

/**
 * An order as GET /api/checkout/orders gives it. The cart and checkout line serves it; a remote
 * reads another line's API over HTTP only, so the shape is written down here.
 */
export interface OrderView {
  number: string;
  /** ISO timestamp */
  createdAt: string;
  /** minor units */
  total: number;
  currency: string;
  items: { title: string; date?: string | null }[];
}

/** The signed-in visitor's orders. */
export const getOrders = (): Promise<OrderView[]> => fetchOrThrow<OrderView[]>('GET', '/api/checkout/orders');

export const ordersQueryOptions = () =>
  queryOptions<OrderView[], ApiError>({ queryKey: [...VISITOR_DATA_KEY, 'orders'], queryFn: () => getOrders() });

export const useOrdersQuery = () => useQuery(ordersQueryOptions());
