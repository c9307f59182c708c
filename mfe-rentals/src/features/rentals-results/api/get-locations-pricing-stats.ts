import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { LocationPricingStats, RentalSearchRequest } from '../../../../contract';

/** POST /api/rentals/locations-pricing-stats: per shop, the lowest price for the period. */
export function getLocationsPricingStats(request: RentalSearchRequest): Promise<LocationPricingStats[]> {
  return fetchOrThrow<LocationPricingStats[]>('POST', '/api/rentals/locations-pricing-stats', request);
}

export const locationsPricingStatsQueryOptions = (request: RentalSearchRequest) =>
  queryOptions<LocationPricingStats[], ApiError>({
    queryKey: ['rentals', 'locations-pricing-stats', request],
    queryFn: () => getLocationsPricingStats(request),
  });

export const useLocationsPricingStatsQuery = (request: RentalSearchRequest) => useQuery(locationsPricingStatsQueryOptions(request));
