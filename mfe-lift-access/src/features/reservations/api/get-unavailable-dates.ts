import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { UnavailableDates, UnavailableDatesRequest } from '../../../../contract';

/** GET /api/liftaccess/unavailable-dates ("unavailable dates and start/end dates"): the resort's open range and its closed days. */
export const getUnavailableDates = (resort: string): Promise<UnavailableDates> =>
  fetchOrThrow<UnavailableDates>('GET', withQuery('/api/liftaccess/unavailable-dates', { resort } satisfies UnavailableDatesRequest));

export const reservationUnavailableDatesQueryOptions = (resort: string | undefined) =>
  queryOptions<UnavailableDates, ApiError>({
    queryKey: ['liftaccess', 'unavailable-dates', resort],
    queryFn: () => getUnavailableDates(resort!),
    enabled: Boolean(resort),
  });

export const useReservationUnavailableDatesQuery = (resort: string | undefined) =>
  useQuery(reservationUnavailableDatesQueryOptions(resort));
