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
  /**
   * A new build sent to a share of visitors: each visitor's bucket (`canaryBucket`) stays the same
   * across page views, so `percent` can move up or down and a visitor never flips back and forth.
   */
  canary?: { entry: string; percent: number };
  /** Written by the store for a visitor in a canary: the stable build's entry, to fall back on. */
  stable?: string;
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
  if (value.stable !== undefined && typeof value.stable !== 'string') return `${name}.stable: expected a URL`;
  if (value.canary !== undefined) {
    const canary = value.canary;
    if (!isRecord(canary)) return `${name}.canary: expected { "entry": "<mf-manifest.json URL>", "percent": 0-100 }`;
    if (typeof canary.entry !== 'string' || canary.entry === '')
      return `${name}.canary.entry: expected the URL of the new build's mf-manifest.json`;
    const { percent } = canary;
    if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100)
      return `${name}.canary.percent: expected a number from 0 to 100`;
  }
  return null;
}

export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (!isRecord(json)) throw new Error('remotes.json is not valid: expected an object of remotes');
  const remotes: RemotesConfig = {};
  for (const [name, value] of Object.entries(json)) {
    const problem = name === '' ? 'a remote has no name' : entryProblem(name, value);
    if (problem) throw new Error(`remotes.json is not valid: ${problem}`);
    const { entry, routes, global, canary, stable } = value as unknown as RemoteEntry;
    const read: RemoteEntry = { entry, routes: [...routes] };
    if (global !== undefined) read.global = global;
    if (stable !== undefined) read.stable = stable;
    if (canary) read.canary = { entry: canary.entry, percent: canary.percent };
    remotes[name] = read;
  }
  return remotes;
}

/**
 * The visitor's bucket 0-99 for one remote's canary: FNV-1a of the visitor id and the remote's name,
 * so the same visitor always lands in the same bucket, and each remote's canary takes its own share.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${visitorId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * remotes.json as one visitor sees it: a remote whose canary takes the visitor's bucket points at
 * the canary's entry, and keeps its stable entry as `stable` for the runtime to fall back on.
 * Without a visitor id nobody is in a canary.
 */
export function remotesForVisitor(remotes: RemotesConfig, visitorId: string): RemotesConfig {
  const seen: RemotesConfig = {};
  for (const [name, { canary, ...remote }] of Object.entries(remotes)) {
    const inCanary = canary !== undefined && visitorId !== '' && canaryBucket(visitorId, name) < canary.percent;
    seen[name] = inCanary ? { ...remote, entry: canary.entry, stable: remote.entry } : remote;
  }
  return seen;
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
  return parseRemotesConfig(await response.json());
}

export function matchesRoutes(pathname: string, routes: string[]): boolean {
  return routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
