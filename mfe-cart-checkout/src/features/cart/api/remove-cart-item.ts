import { api } from '@resort/shared';
import type { CartDto } from '../model/cart-types';

export const removeCartItem = (itemId: string) => api.post<CartDto>(`/api/cart/remove/${encodeURIComponent(itemId)}`);
