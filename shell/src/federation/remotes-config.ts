/**
 * remotes.json: remote name → its mf-manifest.json and routes. Each line's team edits it when it
 * deploys, so the server and the browser read it through this one check: a mistake in it is a
 * clear message naming the field, never a page that half loads. Read at start, never compiled in.
 * Checked by hand rather than with zod: every page reads it first, and zod is then left to the
 * pages whose forms and contracts need it.
 */
export interface RemoteEntry {
  /** URL of the remote's mf-manifest.json, absolute or relative to the store. */
  entry: string;
  /** Path prefixes where the remote's app is active. */
  routes: string[];
  /**
   * Serves every page (the add-to-cart dialog, sign-out): loaded on its own routes and on a page's
   * first need of it (`needRemote`), then active for the rest of the visit.
   */
  global?: boolean;
}
export type RemotesConfig = Record<string, RemoteEntry>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first problem of one remote's entry, as `field: what is wrong`, or null. */
function entryProblem(name: string, value: unknown): string | null {
  if (!isRecord(value)) return `${name}: expected an object`;
  if (typeof value.entry !== 'string' || value.entry === '') return `${name}.entry: expected the URL of its mf-manifest.json`;
  if (!Array.isArray(value.routes)) return `${name}.routes: expected a list of paths`;
  const bad = value.routes.findIndex((r) => typeof r !== 'string' || !r.startsWith('/'));
  if (bad >= 0) return `${name}.routes[${bad}]: expected a path starting with "/"`;
  if (value.global !== undefined && typeof value.global !== 'boolean') return `${name}.global: expected true or false`;
  return null;
}

export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (!isRecord(json)) throw new Error('remotes.json is not valid: expected an object of remotes');
  const remotes: RemotesConfig = {};
  for (const [name, value] of Object.entries(json)) {
    const problem = name === '' ? 'a remote has no name' : entryProblem(name, value);
    if (problem) throw new Error(`remotes.json is not valid: ${problem}`);
    const { entry, routes, global } = value as unknown as RemoteEntry;
    remotes[name] = global === undefined ? { entry, routes: [...routes] } : { entry, routes: [...routes], global };
  }
  return remotes;
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
  return parseRemotesConfig(await response.json());
}

export function matchesRoutes(pathname: string, routes: string[]): boolean {
  return routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
