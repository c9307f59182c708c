import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

/**
 * One order as GET /api/checkout/orders/:number gives it (spec "transaction details"). The cart
 * and checkout line serves it; a remote reads another line's API over HTTP only, so the fields
 * this page reads are written down here.
 */
export interface OrderDetailView {
  orderNumber: string;
  created: string;
  email: string;
  status: string;
  items: {
    id: string;
    title: string;
    description: string;
    date: string;
    quantity: number;
    lineAmountFormatted: string;
  }[];
  totalFormatted?: string;
  total?: number;
  /** Pass holder credits spent on the order, paid before the card (an older answer has none). */
  creditApplied?: number;
  creditAppliedFormatted?: string;
  /** The card's charge; `amountFormatted` is what the card paid. */
  payment: { last4: string; brand: string; amount: number; amountFormatted?: string } | null;
  /** Whether the buyer may still cancel it (paid, before the first day), and when it was cancelled. */
  cancellable?: boolean;
  cancelledAt?: string | null;
}

export const orderKey = (number: string) => [...VISITOR_DATA_KEY, 'order', number] as const;

export const getOrder = (number: string): Promise<OrderDetailView> =>
  fetchOrThrow<OrderDetailView>('GET', `/api/checkout/orders/${encodeURIComponent(number)}`);

export const orderQueryOptions = (number: string) =>
  queryOptions<OrderDetailView, ApiError>({ queryKey: orderKey(number), queryFn: () => getOrder(number) });

export const useOrderQuery = (number: string) => useQuery(orderQueryOptions(number));
