import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import { passesKey } from '../model/query-keys';
import type { PassView } from '../../../../contract';

export type Pass = PassView;

/** GET /api/liftaccess/passes: every season pass with its price. */
export const getPasses = (): Promise<Pass[]> => fetchOrThrow<Pass[]>('GET', '/api/liftaccess/passes');

export const passesQueryOptions = () => queryOptions<Pass[], ApiError>({ queryKey: passesKey(), queryFn: getPasses });

export const usePassesQuery = () => useQuery(passesQueryOptions());
