import { match, parse, type MatchFunction } from 'path-to-regexp';

// A remote's pages by path, as plain data: the remote's root renders from it, the shell's
// remotes.json routes are generated from it (scripts/remote-routes.mjs), and a server can import it
// without React. Paths are path-to-regexp patterns (`/lodging/:propertyId`, `/lift-tickets{/*rest}`).
// No imports beyond path-to-regexp: the route script loads this file with Node directly.

export interface Route<Page extends string = string> {
  path: string;
  page: Page;
}

export type RouteTable<Page extends string = string> = readonly Route<Page>[];

export interface RouteMatch<Page extends string = string> {
  page: Page;
  /** Decoded path parameters; a wildcard's segments joined by "/". */
  params: Record<string, string>;
}

const compiled = new Map<string, MatchFunction<Record<string, string | string[]>>>();

/** One trailing-slash rule for every remote: `/lodging` and `/lodging/` are the same page. */
const matcher = (path: string) => {
  let fn = compiled.get(path);
  if (!fn) {
    fn = match<Record<string, string | string[]>>(path, { trailing: true, decode: decodeURIComponent });
    compiled.set(path, fn);
  }
  return fn;
};

/** The first route of the table that answers `pathname`, or null when none does. */
export function matchRoute<Page extends string>(table: RouteTable<Page>, pathname: string): RouteMatch<Page> | null {
  for (const route of table) {
    let found: ReturnType<MatchFunction<Record<string, string | string[]>>> = false;
    try {
      found = matcher(route.path)(pathname);
    } catch {
      // A malformed escape (`/lodging/%E0`) is no page of the table.
      found = false;
    }
    if (!found) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(found.params))
      if (value !== undefined) params[key] = Array.isArray(value) ? value.join('/') : value;
    return { page: route.page, params };
  }
  return null;
}

/** The fixed start of a route's path, before its first parameter, wildcard or optional part. */
function fixedStart(path: string): string {
  const first = parse(path).tokens[0];
  const text = first?.type === 'text' ? first.value : '';
  // A parameter after a "/" leaves that "/" behind: `/passes/:id` starts with `/passes`.
  return text.length > 1 ? text.replace(/\/+$/, '') : text;
}

/**
 * The path prefixes where a remote is active (remotes.json's "routes"): each route's fixed start,
 * in table order, leaving out those another prefix already covers.
 */
export function routePrefixes(table: RouteTable): string[] {
  const starts = [...new Set(table.map((route) => fixedStart(route.path)))];
  const covers = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);
  return starts.filter((start) => !starts.some((other) => other !== start && covers(other, start)));
}
