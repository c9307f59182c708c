import { api, type ApiResult } from '@resort/shared';

/** GET /api/checkout/orders, served by the cart and checkout line for the signed-in visitor. */
export interface OrderView {
  number: string;
  /** ISO timestamp */
  createdAt: string;
  /** minor units */
  total: number;
  currency: string;
  items: { title: string; date?: string | null }[];
}

export const getOrders = (): Promise<ApiResult<OrderView[]>> => api.get<OrderView[]>('/api/checkout/orders');
