import fs from 'node:fs';
import { parseRemotesConfig, type RemotesConfig } from '../src/federation/remotes-config';

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

/** Origins other than the store's own that remotes.json points at. */
export function remoteOrigins(file: string): string[] {
  try {
    const origins = Object.values(readRemotes(file))
      .map((r) => (/^https?:\/\//.test(r.entry) ? new URL(r.entry).origin : null))
      .filter((o): o is string => Boolean(o));
    return [...new Set(origins)];
  } catch {
    return [];
  }
}
