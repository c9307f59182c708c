import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenericProductsAnswer } from '../../../../contract';

/** GET /api/cart/generic-products: the operator's own products ("add to cart for generic"). */
export const getGenericProducts = () => fetchOrThrow<GenericProductsAnswer>('GET', '/api/cart/generic-products');

export const genericProductsQueryOptions = () =>
  queryOptions<GenericProductsAnswer, ApiError>({ queryKey: ['cart', 'generic-products'], queryFn: getGenericProducts });

export const useGenericProductsQuery = () => useQuery(genericProductsQueryOptions());
