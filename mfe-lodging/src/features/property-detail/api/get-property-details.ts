import { api } from '@resort/shared';
import type { PropertyDetails } from '../../../../server/service';

export type { PropertyDetails } from '../../../../server/service';

/** POST /api/lodging/details */
export function getPropertyDetails(propertyId: string) {
  return api.post<PropertyDetails>('/api/lodging/details', { propertyId });
}
