export interface RemoteEntry {
  entry: string;
  routes: string[];
  global?: boolean;
}
export type RemotesConfig = Record<string, RemoteEntry>;

/** remotes.json: remote name → its mf-manifest.json and routes. Read at start, never compiled in. */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
  return (await response.json()) as RemotesConfig;
}

export function matchesRoutes(pathname: string, routes: string[]): boolean {
  return routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
