import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MilitaryStatusAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const MILITARY_KEY = [...VISITOR_DATA_KEY, 'military'] as const;

/** The military status the holder keeps, and its outcome. */
export const getMilitaryStatus = (): Promise<MilitaryStatusAnswer> => fetchOrThrow<MilitaryStatusAnswer>('GET', '/api/account/military');

export const militaryStatusQueryOptions = () =>
  queryOptions<MilitaryStatusAnswer, ApiError>({ queryKey: MILITARY_KEY, queryFn: () => getMilitaryStatus() });

export const useMilitaryStatusQuery = () => useQuery(militaryStatusQueryOptions());
