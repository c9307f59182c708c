import { api, type ApiResult } from '@resort/shared';
import type { RentalSearchRequest } from './search-products';

export interface LocationPricingStats {
  locationId: string;
  name: string;
  /** Lowest price for the period among products free there; null when all are sold out. */
  minPrice: number | null;
  currency: string;
  availableProducts: number;
}

export function getLocationsPricingStats(request: RentalSearchRequest): Promise<ApiResult<LocationPricingStats[] | string>> {
  return api.post<LocationPricingStats[]>('/api/rentals/locations-pricing-stats', request);
}
