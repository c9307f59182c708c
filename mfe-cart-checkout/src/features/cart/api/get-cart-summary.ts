import { api } from '@resort/shared';
import type { CartSummaryDto } from '../model/cart-types';

export const getCartSummary = () => api.get<CartSummaryDto>('/api/cart/summary');
