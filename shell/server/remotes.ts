import fs from 'node:fs';
import { parseRemotesConfig, type RemotesConfig, remotesForVisitor } from '../src/federation/remotes-config';

export type { RemoteEntry, RemotesConfig } from '../src/federation/remotes-config';

const read = new Map<string, { stamp: string; remotes: RemotesConfig }>();

/**
 * remotes.json as it is now: every page and every answer's security policy asks, so it is parsed
 * again only when the file changed (a redeploy re-points a remote while the store runs).
 */
export function readRemotes(file: string): RemotesConfig {
  const { mtimeMs, size } = fs.statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const seen = read.get(file);
  if (seen?.stamp === stamp) return seen.remotes;
  const remotes = parseRemotesConfig(JSON.parse(fs.readFileSync(file, 'utf8')));
  read.set(file, { stamp, remotes });
  return remotes;
}

/**
 * remotes.json as this visitor's pages load it, placed by the visitor id of its long-lived cookie
 * (`visitor-id.ts`): the same on every page view, across sessions and sign-ins.
 */
export function visitorRemotes(file: string, visitorId: string): RemotesConfig {
  return remotesForVisitor(readRemotes(file), visitorId);
}

/** Origins other than the store's own that remotes.json points at. */
export function remoteOrigins(file: string): string[] {
  try {
    // A canary's origin is allowed to every visitor: the policy is one for all pages.
    const origins = Object.values(readRemotes(file))
      .flatMap((r) => [r.entry, r.canary?.entry ?? ''])
      .map((url) => (/^https?:\/\//.test(url) ? new URL(url).origin : null))
      .filter((o): o is string => Boolean(o));
    return [...new Set(origins)];
  } catch {
    return [];
  }
}
