import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { RoomFilters, RoomFiltersRequest } from '../../../../contract';
import { roomFiltersKey } from '../model/query-keys';

export type { RoomFilters } from '../../../../contract';

/** POST /api/lodging/room-filters (spec section 7 "room filters"): the filters a stay's results offer. */
export function getRoomFilters(request: RoomFiltersRequest): Promise<RoomFilters> {
  return fetchOrThrow<RoomFilters>('POST', '/api/lodging/room-filters', request);
}

/**
 * Keyed by the stay alone, so ticking an amenity does not ask again; null asks nothing.
 */
export const roomFiltersQueryOptions = (request: RoomFiltersRequest | null) =>
  queryOptions<RoomFilters, ApiError>({
    queryKey: roomFiltersKey(request),
    queryFn: request ? () => getRoomFilters(request) : skipToken,
  });

export const useRoomFiltersQuery = (request: RoomFiltersRequest | null) => useQuery(roomFiltersQueryOptions(request));
