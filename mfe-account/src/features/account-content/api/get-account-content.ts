import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountContentKey, AccountContentView } from '../../../../contract';

/**
 * Spec "auto renew content", "reservations content" and "season pass tab content": one GET each,
 * same shape, so one fetcher keyed by the block.
 */
export const getAccountContent = (key: AccountContentKey): Promise<AccountContentView> =>
  fetchOrThrow<AccountContentView>('GET', `/api/account/content/${key}`);

// Not under the visitor's key: the same for everyone, so it survives a sign-in.
export const accountContentQueryOptions = (key: AccountContentKey) =>
  queryOptions<AccountContentView, ApiError>({
    queryKey: ['account', 'content', key],
    queryFn: () => getAccountContent(key),
    staleTime: 5 * 60_000,
  });

export const useAccountContentQuery = (key: AccountContentKey) => useQuery(accountContentQueryOptions(key));
