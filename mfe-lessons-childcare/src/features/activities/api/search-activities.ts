import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { ActivitiesRequest, ActivityOffer, ActivitySearchResponse } from '../../../../contract';

export type { ActivitiesRequest, ActivityOffer, ActivitySearchResponse };

/** GET /api/activities: the activities with a session on the day (MM/DD/YYYY). */
export const searchActivities = ({ startDate, resort }: ActivitiesRequest): Promise<ActivitySearchResponse> =>
  fetchOrThrow<ActivitySearchResponse>('GET', withQuery('/api/activities', { startDate, resort }));

/** A null request (the address holds no valid start date) asks nothing. */
export const activitySearchQueryOptions = (request: ActivitiesRequest | null) =>
  queryOptions<ActivitySearchResponse, ApiError>({
    queryKey: ['activities', 'search', request],
    queryFn: request ? () => searchActivities(request) : skipToken,
  });

export const useActivitySearchQuery = (request: ActivitiesRequest | null) => useQuery(activitySearchQueryOptions(request));
