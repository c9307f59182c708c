import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { LodgingResultsRequest, ResultsResponse } from '../../../../contract';
import { lodgingResultsKey } from '../model/query-keys';

export type { PropertyResult, ResultsResponse, RoomResult } from '../../../../contract';

/** The lodging search as the results page posts it: the widget's query parameters. */
export type LodgingSearchRequest = LodgingResultsRequest;

/** POST /api/lodging/results: the properties and rooms for a stay. */
export function searchLodging(request: LodgingSearchRequest): Promise<ResultsResponse> {
  return fetchOrThrow<ResultsResponse>('POST', '/api/lodging/results', request);
}

/**
 * Keyed by the whole request; null (a query the lodging rule refused) asks nothing.
 */
export const searchLodgingQueryOptions = (request: LodgingSearchRequest | null) =>
  queryOptions<ResultsResponse, ApiError>({
    queryKey: lodgingResultsKey(request),
    queryFn: request ? () => searchLodging(request) : skipToken,
  });

export const useSearchLodgingQuery = (request: LodgingSearchRequest | null) => useQuery(searchLodgingQueryOptions(request));
