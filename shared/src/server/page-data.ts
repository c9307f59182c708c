import type { QuerySeed } from '../routing/server-markup';

export type { QuerySeed };

/**
 * A line's answers for the first screen of a page route it serves (read from its services, as the
 * API answers them), or null for a route that is not its own. The server draws the route's remote
 * with them, and the page's queries start from them in the browser.
 */
export type PageDataProvider = (route: {
  pathname: string;
  query: URLSearchParams;
  /** The visitor's request, for answers that are the visitor's own (their session's alerts). */
  request?: import('fastify').FastifyRequest;
}) => Promise<readonly QuerySeed[] | null> | readonly QuerySeed[] | null;

/** A seed as the browser would read the answer from the API (JSON): the server draws what the page will. */
export const seedOf = (queryKey: readonly unknown[], data: unknown): QuerySeed => ({ queryKey, data: JSON.parse(JSON.stringify(data)) });
