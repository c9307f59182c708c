import { api } from '@resort/shared';
import type { LodgingSearchRequest, ResultsResponse } from '../../lodging-results/api/search-lodging';

/** POST /api/lodging/property-availability: one property's rooms and prices for a stay. */
export function getPropertyAvailability(propertyId: string, request: LodgingSearchRequest) {
  const { resort: _resort, ...stay } = request;
  return api.post<ResultsResponse>('/api/lodging/property-availability', { ...stay, propertyId });
}
