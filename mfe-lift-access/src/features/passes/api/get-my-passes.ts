import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { MyPassView } from '../../../../contract';

export const MY_PASSES_KEY = ['liftaccess', 'my-passes'] as const;

/** GET /api/liftaccess/my-passes ("auto renew status"): the signed-in holder's passes. */
export const getMyPasses = (): Promise<MyPassView[]> => fetchOrThrow<MyPassView[]>('GET', '/api/liftaccess/my-passes');

export const myPassesQueryOptions = () => queryOptions<MyPassView[], ApiError>({ queryKey: MY_PASSES_KEY, queryFn: getMyPasses });

export const useMyPassesQuery = () => useQuery(myPassesQueryOptions());
