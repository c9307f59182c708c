import { api } from '@resort/shared';
import type { ReviewDto } from '../model/checkout-types';

export const getReview = () => api.get<ReviewDto>('/api/checkout/review');
