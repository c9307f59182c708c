import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { UpsellView } from '../../../../contract';
import type { Pass } from './get-passes';

/** GET /api/liftaccess/passes/:id: one pass ("pass category detail GET by id"). */
export const getPass = (id: string): Promise<Pass> => fetchOrThrow<Pass>('GET', `/api/liftaccess/passes/${encodeURIComponent(id)}`);

export const passQueryOptions = (id: string) =>
  queryOptions<Pass, ApiError>({ queryKey: ['liftaccess', 'passes', id], queryFn: () => getPass(id) });

export const usePassQuery = (id: string) => useQuery(passQueryOptions(id));

/** GET /api/liftaccess/passes/:id/upsell ("upsell category detail GET"): the better pass to suggest. */
export const getUpsell = (id: string): Promise<UpsellView> =>
  fetchOrThrow<UpsellView>('GET', `/api/liftaccess/passes/${encodeURIComponent(id)}/upsell`);

export const useUpsellQuery = (id: string) =>
  useQuery(queryOptions<UpsellView, ApiError>({ queryKey: ['liftaccess', 'passes', id, 'upsell'], queryFn: () => getUpsell(id) }));
