import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { UnavailableDates, UnavailableDatesRequest } from '../../../../contract';
import { unavailableDatesKey } from '../model/query-keys';

export type { UnavailableDates };

/** GET /api/liftaccess/unavailable-dates: a resort's bookable range and its sold-out days. */
export const getUnavailableDates = (resort: string): Promise<UnavailableDates> =>
  fetchOrThrow<UnavailableDates>('GET', withQuery('/api/liftaccess/unavailable-dates', { resort } satisfies UnavailableDatesRequest));

/** Asks nothing until a resort is known. */
export const unavailableDatesQueryOptions = (resort: string | undefined) =>
  queryOptions<UnavailableDates, ApiError>({
    queryKey: unavailableDatesKey(resort),
    queryFn: () => getUnavailableDates(resort!),
    enabled: Boolean(resort),
  });

export const useUnavailableDatesQuery = (resort: string | undefined) => useQuery(unavailableDatesQueryOptions(resort));
