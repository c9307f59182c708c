import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { ReviewDto } from '../../../../contract';
import { reviewQueryKey } from '../../cart/api/cart-queries';

/** GET /api/checkout/review (spec section 7, "Checkout: review order"): the order as it would be placed, and what is missing. */
export const getReview = (): Promise<ReviewDto> => fetchOrThrow<ReviewDto>('GET', '/api/checkout/review');

// Asked again each time checkout opens: other remotes add to the cart meanwhile.
export const reviewQueryOptions = () => queryOptions<ReviewDto, ApiError>({ queryKey: reviewQueryKey, queryFn: getReview, staleTime: 0 });

export const useReviewQuery = () => useQuery(reviewQueryOptions());
