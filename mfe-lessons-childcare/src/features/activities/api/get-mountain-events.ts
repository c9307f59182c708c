import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { MountainEventsRequest, MountainEventsResponse } from '../../../../contract';

export type { MountainEventsRequest, MountainEventsResponse };

/** POST /api/activities/mountain-events ("mountain events POST"): what happens on the mountain, day by day. */
export const getMountainEvents = (request: MountainEventsRequest): Promise<MountainEventsResponse> =>
  fetchOrThrow<MountainEventsResponse>('POST', '/api/activities/mountain-events', request);

export const mountainEventsQueryOptions = (request: MountainEventsRequest | null) =>
  queryOptions<MountainEventsResponse, ApiError>({
    queryKey: ['activities', 'mountain-events', request],
    queryFn: request ? () => getMountainEvents(request) : skipToken,
  });

export const useMountainEventsQuery = (request: MountainEventsRequest | null) => useQuery(mountainEventsQueryOptions(request));
