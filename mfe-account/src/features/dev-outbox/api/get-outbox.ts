import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxAnswer } from '../../../../contract';

/** Development only: the mail the storefront kept instead of sending (no SMTP server set). */
export const getOutbox = (): Promise<OutboxAnswer> => fetchOrThrow<OutboxAnswer>('GET', '/api/account/dev/outbox');

export const outboxQueryOptions = () =>
  queryOptions<OutboxAnswer, ApiError>({ queryKey: ['account', 'dev-outbox'], queryFn: () => getOutbox() });

export const useOutboxQuery = () => useQuery(outboxQueryOptions());
