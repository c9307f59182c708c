import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { PropertyDetails, PropertyDetailsRequest } from '../../../../contract';
import { propertyDetailsKey } from '../../lodging-results/model/query-keys';

export type { PropertyDetails } from '../../../../contract';

/** POST /api/lodging/details: what a property offers; 404 when it does not exist. */
export function getPropertyDetails(propertyId: string): Promise<PropertyDetails> {
  const request: PropertyDetailsRequest = { propertyId };
  return fetchOrThrow<PropertyDetails>('POST', '/api/lodging/details', request);
}

export const propertyDetailsQueryOptions = (propertyId: string) =>
  queryOptions<PropertyDetails, ApiError>({ queryKey: propertyDetailsKey(propertyId), queryFn: () => getPropertyDetails(propertyId) });

export const usePropertyDetailsQuery = (propertyId: string) => useQuery(propertyDetailsQueryOptions(propertyId));
