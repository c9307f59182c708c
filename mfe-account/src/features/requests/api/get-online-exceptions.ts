import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineExceptionsAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const ONLINE_EXCEPTIONS_KEY = [...VISITOR_DATA_KEY, 'online-exceptions'] as const;

/** The exception requests the holder has sent, newest first. */
export const getOnlineExceptions = (): Promise<OnlineExceptionsAnswer> =>
  fetchOrThrow<OnlineExceptionsAnswer>('GET', '/api/account/exceptions');

export const onlineExceptionsQueryOptions = () =>
  queryOptions<OnlineExceptionsAnswer, ApiError>({ queryKey: ONLINE_EXCEPTIONS_KEY, queryFn: () => getOnlineExceptions() });

export const useOnlineExceptionsQuery = () => useQuery(onlineExceptionsQueryOptions());
