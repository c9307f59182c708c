import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { DayPriceView, LiftTicketSearchRequest, LiftTicketSearchResult, SearchDay } from '../../../../contract';

export type DayPrice = DayPriceView;
export type { LiftTicketSearchResult, SearchDay };

/** The page's own query (MM/DD/YYYY first day, days as typed); the server judges it by the same contract. */
export type LiftTicketSearchParams = Required<Pick<LiftTicketSearchRequest, 'resort' | 'startDate' | 'numberOfDays' | 'ageCategory'>>;

/** GET /api/liftaccess/lift-tickets/search: two weeks of first days, priced with their savings. */
export const searchLiftTickets = (params: LiftTicketSearchParams): Promise<LiftTicketSearchResult> =>
  fetchOrThrow<LiftTicketSearchResult>(
    'GET',
    withQuery('/api/liftaccess/lift-tickets/search', { ...params, showSavings: 'true' } satisfies LiftTicketSearchRequest),
  );

export const liftTicketSearchQueryOptions = (params: LiftTicketSearchParams) =>
  queryOptions<LiftTicketSearchResult, ApiError>({
    queryKey: ['liftaccess', 'lift-tickets', 'search', params],
    queryFn: () => searchLiftTickets(params),
  });

export const useLiftTicketSearchQuery = (params: LiftTicketSearchParams) => useQuery(liftTicketSearchQueryOptions(params));
