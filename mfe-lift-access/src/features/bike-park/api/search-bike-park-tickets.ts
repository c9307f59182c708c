import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { BikeParkRequest, LiftTicketSearchResult } from '../../../../contract';

/** GET /api/liftaccess/bike-park/tickets ("bike park lift tickets GET"): two weeks of days from the one asked. */
export const searchBikeParkTickets = (params: BikeParkRequest): Promise<LiftTicketSearchResult> =>
  fetchOrThrow<LiftTicketSearchResult>('GET', withQuery('/api/liftaccess/bike-park/tickets', { ...params }));

export const bikeParkTicketsQueryOptions = (params: BikeParkRequest | null) =>
  queryOptions<LiftTicketSearchResult, ApiError>({
    queryKey: ['liftaccess', 'bike-park', 'tickets', params],
    queryFn: params ? () => searchBikeParkTickets(params) : skipToken,
  });

export const useBikeParkTicketsQuery = (params: BikeParkRequest | null) => useQuery(bikeParkTicketsQueryOptions(params));
