import { api } from '@resort/shared';
import type { CartDto } from '../model/cart-types';

export const getCart = () => api.get<CartDto>('/api/cart');
