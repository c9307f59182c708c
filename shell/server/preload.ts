import fs from 'node:fs';
import { matchesRoutes } from '../src/federation/remotes-config';
import { pageWidgetRemotes } from '../src/site/page-widgets';
import { escapeHtml } from '@resort/shared/server';
import type { RemotesConfig } from './remotes';

// Without hints the browser finds a remote's code one round trip at a time: main.js, then
// remotes.json, then each mf-manifest.json, then remoteEntry.js, then the exposed module's chunks.
// The page names them all up front, so on a slow phone they arrive together.

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

const cache = new Map<string, { mtimeMs: number; json: unknown }>();

/** A JSON file a build wrote, parsed again only when the build changes it; null when there is none. */
export function readBuildJson(file: string): unknown {
  try {
    const { mtimeMs } = fs.statSync(file);
    const seen = cache.get(file);
    if (seen?.mtimeMs === mtimeMs) return seen.json;
    const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, json });
    return json;
  } catch {
    return null;
  }
}

export interface PagePreloads {
  /** JSON the runtime fetches: remotes.json and the manifests. */
  fetches: string[];
  /** Classic scripts: remote entries and the exposed modules' chunks. */
  scripts: string[];
}

/**
 * What the page at `pathname` will load from remotes: the route's remote's './app' with its pages'
 * chunks, and the './widgets' the page mounts. The global remotes (cart, account) load on a page's
 * first need of them, so only their own routes name them. `localFile` maps a manifest URL of this
 * store to its file; remotes on another origin are left to the runtime (their manifest cannot be
 * read here).
 */
export function pagePreloads(remotes: RemotesConfig, pathname: string, localFile: (url: string) => string | null): PagePreloads {
  // remote -> expose -> whether its lazily loaded chunks are wanted too
  const wanted = new Map<string, Map<string, boolean>>();
  const want = (remote: string, expose: string, withAsync: boolean) => {
    if (!remotes[remote]) return;
    const exposes = wanted.get(remote) ?? new Map<string, boolean>();
    exposes.set(expose, withAsync || (exposes.get(expose) ?? false));
    wanted.set(remote, exposes);
  };
  for (const [name, remote] of Object.entries(remotes)) {
    if (matchesRoutes(pathname, remote.routes ?? [])) want(name, 'app', true);
  }
  for (const name of pageWidgetRemotes(pathname)) want(name, 'widgets', false);

  const fetches = ['/remotes.json'];
  const scripts = new Set<string>();
  for (const [name, exposes] of wanted) {
    const url = remotes[name].entry;
    const file = url.startsWith('/') ? localFile(url) : null;
    const manifest = file ? (readBuildJson(file) as Manifest | null) : null;
    if (!manifest) continue;
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    fetches.push(url);
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) scripts.add(`${base}${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`);
    for (const expose of manifest.exposes ?? []) {
      const withAsync = exposes.get(expose.name.replace(/^\.\//, ''));
      if (withAsync === undefined) continue;
      for (const chunk of expose.assets?.js?.sync ?? []) scripts.add(`${base}${chunk}`);
      if (withAsync) for (const chunk of expose.assets?.js?.async ?? []) scripts.add(`${base}${chunk}`);
    }
  }
  return { fetches, scripts: [...scripts] };
}

/**
 * `<link rel="preload">` tags of the remote code the page runs. The page puts them in the head only
 * after its first paint, with its entry script (page.ts): its text is in the HTML and paints without
 * them. Scripts come at low priority, behind anything the first screen still loads.
 */
export function preloadTags({ fetches, scripts }: PagePreloads): string {
  return [
    ...fetches.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`),
    ...scripts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="script" fetchpriority="low">`),
  ].join('');
}
