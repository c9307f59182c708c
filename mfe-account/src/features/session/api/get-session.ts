import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionAnswer } from '../../../../contract';

export type { SessionAnswer };

/** The visitor's session and request-verification token, as the server knows them. */
export const getSession = (): Promise<SessionAnswer> => fetchOrThrow<SessionAnswer>('GET', '/api/account/session');

export const sessionQueryOptions = () =>
  queryOptions<SessionAnswer, ApiError>({ queryKey: ['account', 'session'], queryFn: () => getSession() });

/** Asked only when the page has no usable session of its own (`enabled`). */
export const useSessionQuery = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...sessionQueryOptions(), enabled });
