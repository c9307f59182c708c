import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartSummaryDto } from '../../../../contract';
import { CART_QUERIES } from './cart-queries';

/** GET /api/cart/summary (spec section 7, "Cart GET: summary"): the count of units in the cart. */
export const getCartSummary = (): Promise<CartSummaryDto> => fetchOrThrow<CartSummaryDto>('GET', '/api/cart/summary');

export const cartSummaryQueryKey = [CART_QUERIES, 'summary'] as const;

export const cartSummaryQueryOptions = () =>
  queryOptions<CartSummaryDto, ApiError>({ queryKey: cartSummaryQueryKey, queryFn: getCartSummary });

export const useCartSummaryQuery = ({ enabled = true } = {}) => useQuery({ ...cartSummaryQueryOptions(), enabled });
