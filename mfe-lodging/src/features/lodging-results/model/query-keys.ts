import type { LodgingResultsRequest, RoomFiltersRequest } from '../../../../contract';

// The lodging pages' queries by key, read by their hooks and by the line's server, which draws a
// page's first screen from the same answers under the same keys.
export const lodgingResultsKey = (request: LodgingResultsRequest | null) => ['lodging', 'results', request] as const;
export const roomFiltersKey = (request: RoomFiltersRequest | null) => ['lodging', 'room-filters', request] as const;
export const propertyDetailsKey = (propertyId: string) => ['lodging', 'details', propertyId] as const;
