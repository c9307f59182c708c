import { api } from '@resort/shared';
import type { CartDto } from '../model/cart-types';

export const applyPromoCode = (code: string) => api.post<CartDto>(`/api/checkout/promo/${encodeURIComponent(code.trim())}`);
