import fs from 'node:fs';

export interface RemoteEntry {
  /** URL of the remote's mf-manifest.json, absolute or relative to the store. */
  entry: string;
  /** Path prefixes where the remote's app is active. */
  routes: string[];
  /** Also active on every page (the add-to-cart dialog, the account menu). */
  global?: boolean;
}

export type RemotesConfig = Record<string, RemoteEntry>;

export function readRemotes(file: string): RemotesConfig {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RemotesConfig;
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
