import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { UpsellView } from '../../../../contract';
import { upsellKey } from '../model/query-keys';

/** GET /api/liftaccess/passes/:id/upsell ("upsell category detail GET"): the better pass to suggest. */
export const getUpsell = (id: string): Promise<UpsellView> =>
  fetchOrThrow<UpsellView>('GET', `/api/liftaccess/passes/${encodeURIComponent(id)}/upsell`);

export const upsellQueryOptions = (id: string) =>
  queryOptions<UpsellView, ApiError>({ queryKey: upsellKey(id), queryFn: () => getUpsell(id) });

export const useUpsellQuery = (id: string) => useQuery(upsellQueryOptions(id));
