import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { DayPriceView, LiftTicketSearchRequest, LiftTicketSearchResult, SearchDay } from '../../../../contract';
import { liftTicketSearchKey, type LiftTicketSearchParams } from '../model/query-keys';

export type DayPrice = DayPriceView;
export type { LiftTicketSearchResult, SearchDay };

export type { LiftTicketSearchParams };

/** GET /api/liftaccess/lift-tickets/search: two weeks of first days, priced with their savings. */
export const searchLiftTickets = (params: LiftTicketSearchParams): Promise<LiftTicketSearchResult> =>
  fetchOrThrow<LiftTicketSearchResult>(
    'GET',
    withQuery('/api/liftaccess/lift-tickets/search', { ...params, showSavings: 'true' } satisfies LiftTicketSearchRequest),
  );

export const liftTicketSearchQueryOptions = (params: LiftTicketSearchParams) =>
  queryOptions<LiftTicketSearchResult, ApiError>({
    queryKey: liftTicketSearchKey(params),
    queryFn: () => searchLiftTickets(params),
  });

export const useLiftTicketSearchQuery = (params: LiftTicketSearchParams) => useQuery(liftTicketSearchQueryOptions(params));
