import type React from 'react';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QuerySeed } from './server-markup';
import { QUERY_DEFAULTS, ResortThemeProvider, ServerLocation } from '@resort/shared';

export interface ServerRenderRequest {
  /** The page's path and query. */
  url: string;
  /** The answers the route's line read for it (its `pageData`). */
  seeds: readonly QuerySeed[];
}

export interface ServerRender {
  element: React.ReactElement;
  /** The query cache after the render, for the page to start its own from. */
  queryState: () => unknown;
}

/** What a remote's server entry (`src/ssr.tsx`) exports as `serverApp`. */
export interface ServerApp {
  name: string;
  render(request: ServerRenderRequest): ServerRender;
}

/**
 * A remote's pages as the server draws them: the same root component as its './app', in the same
 * providers (so the markup is the one the browser's first render makes and hydrates), with a cache
 * of its own per page holding the line's answers and the page's address given, not read.
 */
export function remoteServerApp(name: string, Root: React.ComponentType): ServerApp {
  return {
    name,
    render({ url, seeds }) {
      // A query without an answer stays pending, as it starts in the browser: it is not asked here.
      const client = new QueryClient({ defaultOptions: { ...QUERY_DEFAULTS, queries: { ...QUERY_DEFAULTS.queries, retry: false } } });
      for (const seed of seeds) client.setQueryData(seed.queryKey, seed.data);
      const address = new URL(url, 'http://store.invalid');
      const element = (
        <ServerLocation.Provider value={{ pathname: address.pathname, search: address.searchParams }}>
          <QueryClientProvider client={client}>
            <ResortThemeProvider>
              <Root />
            </ResortThemeProvider>
          </QueryClientProvider>
        </ServerLocation.Provider>
      );
      return { element, queryState: () => dehydrate(client) };
    },
  };
}
