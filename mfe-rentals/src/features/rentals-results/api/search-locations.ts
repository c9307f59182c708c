import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { LocationSearchRequest, RentalLocation } from '../../../../contract';

/** POST /api/rentals/search-locations: the resort's shops, only delivering ones for a delivery. */
export function searchLocations(request: LocationSearchRequest): Promise<RentalLocation[]> {
  return fetchOrThrow<RentalLocation[]>('POST', '/api/rentals/search-locations', request);
}

export const searchLocationsQueryOptions = (request: LocationSearchRequest) =>
  queryOptions<RentalLocation[], ApiError>({
    queryKey: ['rentals', 'search-locations', request],
    queryFn: () => searchLocations(request),
  });

export const useSearchLocationsQuery = (request: LocationSearchRequest) => useQuery(searchLocationsQueryOptions(request));
