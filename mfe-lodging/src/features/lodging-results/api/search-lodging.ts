import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { LodgingResultsRequest, ResultsResponse } from '../../../../contract';
import { seededResults } from '../model/results-seed';

export type { PropertyResult, ResultsResponse, RoomResult } from '../../../../contract';

/** The lodging search as the results page posts it: the widget's query parameters. */
export type LodgingSearchRequest = LodgingResultsRequest;

/** POST /api/lodging/results: the properties and rooms for a stay. */
export function searchLodging(request: LodgingSearchRequest): Promise<ResultsResponse> {
  return fetchOrThrow<ResultsResponse>('POST', '/api/lodging/results', request);
}

/**
 * Keyed by the whole request; null (a query the lodging rule refused) asks nothing. The answer the
 * page arrived with counts as fetched when the page was asked for.
 */
export const searchLodgingQueryOptions = (request: LodgingSearchRequest | null) =>
  queryOptions<ResultsResponse, ApiError>({
    queryKey: ['lodging', 'results', request],
    queryFn: request ? () => searchLodging(request) : skipToken,
    initialData: request ? () => seededResults(request) : undefined,
    initialDataUpdatedAt: () => performance.timeOrigin,
  });

export const useSearchLodgingQuery = (request: LodgingSearchRequest | null) => useQuery(searchLodgingQueryOptions(request));
