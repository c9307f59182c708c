import fs from 'node:fs';
import { parseRemotesConfig, type RemotesConfig } from '../src/federation/remotes-config';

export type { RemoteEntry, RemotesConfig } from '../src/federation/remotes-config';

export function readRemotes(file: string): RemotesConfig {
  return parseRemotesConfig(JSON.parse(fs.readFileSync(file, 'utf8')));
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
