import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FirstTimerAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

/** Spec "first-timer promotion eligibility". */
export const getFirstTimer = (): Promise<FirstTimerAnswer> => fetchOrThrow<FirstTimerAnswer>('GET', '/api/account/first-timer');

export const firstTimerQueryOptions = () =>
  queryOptions<FirstTimerAnswer, ApiError>({ queryKey: [...VISITOR_DATA_KEY, 'first-timer'], queryFn: () => getFirstTimer() });

export const useFirstTimerQuery = () => useQuery(firstTimerQueryOptions());
