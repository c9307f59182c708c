import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { cartQueryKey } from './cart-queries';

/** GET /api/cart (spec section 7, "Cart GET: cart"): the items, their prices and taxes, and the totals. */
export const getCart = (): Promise<CartDto> => fetchOrThrow<CartDto>('GET', '/api/cart');

export { cartQueryKey };

// Other remotes add to the cart (the bus tells the count, not the lines): the page asks again each time it opens.
export const cartQueryOptions = () => queryOptions<CartDto, ApiError>({ queryKey: cartQueryKey, queryFn: getCart, staleTime: 0 });

export const useCartQuery = () => useQuery(cartQueryOptions());
