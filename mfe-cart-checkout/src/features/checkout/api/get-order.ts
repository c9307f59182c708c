import { api } from '@resort/shared';
import type { OrderDto } from '../model/checkout-types';

export const getOrder = (orderNumber: string) => api.get<OrderDto>(`/api/checkout/orders/${encodeURIComponent(orderNumber)}`);
