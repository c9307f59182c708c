import { z } from 'zod';

/**
 * remotes.json: remote name → its mf-manifest.json and routes. Each line's team edits it when it
 * deploys, so the server and the browser read it through this one contract: a mistake in it is a
 * clear message naming the field, never a page that half loads. Read at start, never compiled in.
 * (It is also what makes the shell the page's provider of zod, which every remote's contract uses.)
 */
export const RemoteEntry = z.object({
  /** URL of the remote's mf-manifest.json, absolute or relative to the store. */
  entry: z.string().min(1),
  /** Path prefixes where the remote's app is active. */
  routes: z.array(z.string().startsWith('/')),
  /** Also active on every page (the add-to-cart dialog, the account menu). */
  global: z.boolean().optional(),
});
export const RemotesConfig = z.record(z.string().min(1), RemoteEntry);
export type RemoteEntry = z.infer<typeof RemoteEntry>;
export type RemotesConfig = z.infer<typeof RemotesConfig>;

export function parseRemotesConfig(json: unknown): RemotesConfig {
  const parsed = RemotesConfig.safeParse(json);
  if (!parsed.success) throw new Error(`remotes.json is not valid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
  return parseRemotesConfig(await response.json());
}

export function matchesRoutes(pathname: string, routes: string[]): boolean {
  return routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
