import { hydrate, QueryClient } from '@tanstack/react-query';
import { QUERY_STATE_ID } from '../routing/server-markup';
import { apiRequest, type ApiResult, type HttpVerb } from '../api/api-client';
import type { ApiFailure } from './visitor-message';

/** Thrown by `fetchOrThrow` so TanStack Query sees a failure; carries what visitorMessage needs. */
export class ApiError extends Error implements ApiFailure {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {
    super(message);
  }
}

/** A call through the shared client that resolves with the data or throws an ApiError. */
export async function fetchOrThrow<T>(verb: HttpVerb, url: string, body?: unknown): Promise<T> {
  const result: ApiResult<T> = await apiRequest<T>(verb, url, body);
  if (result.success) return result.data;
  throw new ApiError(result.status, result.message ?? '');
}

/** 4xx answers are final (a bad search stays bad); other failures are tried once more. */
function retry(failures: number, error: unknown): boolean {
  const status = (error as ApiFailure | undefined)?.status ?? 500;
  return status >= 500 && failures < 1;
}

/**
 * One QueryClient per page. @resort/shared is a Module Federation singleton, so every remote that
 * imports this module shares the same client and its cache.
 */
export const QUERY_DEFAULTS = {
  queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
  mutations: { retry: false },
};

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

/**
 * The answers the server drew the page's first screen from start the cache: the page's first render
 * is then the server's markup (so it hydrates) and asks nothing again while they are fresh.
 */
export function hydrateFromPage(client: QueryClient, doc: Document | undefined = globalThis.document): void {
  const text = doc?.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return;
  try {
    hydrate(client, JSON.parse(text));
  } catch {
    // A damaged block only costs the page its head start: the queries ask the server.
  }
}
hydrateFromPage(queryClient);
