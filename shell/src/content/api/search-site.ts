import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@resort/shared';
import type { SearchResults } from '../../../contract';

/** POST /api/content/search (spec section 7 "search results POST"): products and content. */
export const searchSite = (query: string) => fetchOrThrow<SearchResults>('POST', '/api/content/search', { query });

export const searchQuery = (query: string) =>
  queryOptions({ queryKey: ['content', 'search', query], queryFn: () => searchSite(query), staleTime: 60_000 });

export const useSearch = (query: string) => useQuery({ ...searchQuery(query), enabled: query.trim().length > 0 });
