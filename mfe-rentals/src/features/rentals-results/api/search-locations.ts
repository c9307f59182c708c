import { api, type ApiResult, type RentalSeason } from '@resort/shared';
import type { RentalLocation } from './search-products';

export interface LocationSearchRequest {
  resort: string;
  season?: RentalSeason;
  delivery?: boolean;
}

export function searchLocations(request: LocationSearchRequest): Promise<ApiResult<RentalLocation[] | string>> {
  return api.post<RentalLocation[]>('/api/rentals/search-locations', request);
}
