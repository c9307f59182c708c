import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellationRequestsAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const CANCELLATION_REQUESTS_KEY = [...VISITOR_DATA_KEY, 'cancellation-requests'] as const;

/** The cancellation requests the holder has sent, newest first. */
export const getCancellationRequests = (): Promise<CancellationRequestsAnswer> =>
  fetchOrThrow<CancellationRequestsAnswer>('GET', '/api/account/cancellation-requests');

export const cancellationRequestsQueryOptions = () =>
  queryOptions<CancellationRequestsAnswer, ApiError>({ queryKey: CANCELLATION_REQUESTS_KEY, queryFn: () => getCancellationRequests() });

export const useCancellationRequestsQuery = () => useQuery(cancellationRequestsQueryOptions());
