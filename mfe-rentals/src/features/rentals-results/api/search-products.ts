import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { RentalSearchRequest, RentalSearchResult } from '../../../../contract';

/** POST /api/rentals/search-products: the products for the period with their price and stock per shop. */
export function searchProducts(request: RentalSearchRequest): Promise<RentalSearchResult> {
  return fetchOrThrow<RentalSearchResult>('POST', '/api/rentals/search-products', request);
}

export const searchProductsQueryOptions = (request: RentalSearchRequest) =>
  queryOptions<RentalSearchResult, ApiError>({
    queryKey: ['rentals', 'search-products', request],
    queryFn: () => searchProducts(request),
  });

export const useSearchProductsQuery = (request: RentalSearchRequest) => useQuery(searchProductsQueryOptions(request));
