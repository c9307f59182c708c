import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery } from '@resort/shared';
import type { ContentPage } from '../../../contract';
import { contentPageKey } from '../model/query-keys';

/** GET /api/content/page: the blocks of one shell page ('/' or '/resorts/<id>'). */
export const getContentPage = (path: string) => fetchOrThrow<ContentPage>('GET', withQuery('/api/content/page', { path }));

export const contentPageQuery = (path: string) =>
  queryOptions({ queryKey: contentPageKey(path), queryFn: () => getContentPage(path), staleTime: 5 * 60_000 });

export const useContentPage = (path: string) => useQuery(contentPageQuery(path));
