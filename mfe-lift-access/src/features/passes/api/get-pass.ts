import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import { passKey } from '../model/query-keys';
import type { Pass } from './get-passes';

/** GET /api/liftaccess/passes/:id: one pass ("pass category detail GET by id"). */
export const getPass = (id: string): Promise<Pass> => fetchOrThrow<Pass>('GET', `/api/liftaccess/passes/${encodeURIComponent(id)}`);

export const passQueryOptions = (id: string) => queryOptions<Pass, ApiError>({ queryKey: passKey(id), queryFn: () => getPass(id) });

export const usePassQuery = (id: string) => useQuery(passQueryOptions(id));
