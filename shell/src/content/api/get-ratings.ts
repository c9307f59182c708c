import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@resort/shared';
import type { Ratings } from '../../../contract';
import { ratingsKey } from '../model/query-keys';

/** GET /api/content/ratings?resort= (spec section 7 "ratings GET"): a resort's stored reviews, averaged. */
export const getResortRatings = (resortId: string) =>
  fetchOrThrow<Ratings>('GET', `/api/content/ratings?resort=${encodeURIComponent(resortId)}`);

export const resortRatingsQuery = (resortId: string) =>
  queryOptions({ queryKey: ratingsKey(resortId), queryFn: () => getResortRatings(resortId), staleTime: 5 * 60_000 });

export const useResortRatings = (resortId: string) => useQuery(resortRatingsQuery(resortId));
