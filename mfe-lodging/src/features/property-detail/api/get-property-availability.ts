import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { PropertyAvailabilityRequest, ResultsResponse } from '../../../../contract';
import type { LodgingSearchRequest } from '../../lodging-results/api/search-lodging';

/** POST /api/lodging/property-availability: one property's rooms and prices for a stay. */
export function getPropertyAvailability(propertyId: string, request: LodgingSearchRequest): Promise<ResultsResponse> {
  // The results page's narrowing (resort, amenities, price, order) is not part of a stay.
  const { resort: _resort, amenities: _amenities, maxPrice: _maxPrice, sort: _sort, ...stay } = request;
  const body: PropertyAvailabilityRequest = { ...stay, propertyId };
  return fetchOrThrow<ResultsResponse>('POST', '/api/lodging/property-availability', body);
}

/** Keyed by property and stay; a page with no stay in its query (null) asks nothing. */
export const propertyAvailabilityQueryOptions = (propertyId: string, request: LodgingSearchRequest | null) =>
  queryOptions<ResultsResponse, ApiError>({
    queryKey: ['lodging', 'property-availability', propertyId, request],
    queryFn: request ? () => getPropertyAvailability(propertyId, request) : skipToken,
  });

export const usePropertyAvailabilityQuery = (propertyId: string, request: LodgingSearchRequest | null) =>
  useQuery(propertyAvailabilityQueryOptions(propertyId, request));
