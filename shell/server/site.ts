import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { NOT_FOUND_META, SHELL_PATHS, SITE_NAME, HOME_META, pageMeta } from '../src/site/page-meta';
import { HOLD_SCRIPT, NOT_FOUND_HTML, pageSessionState, renderShellPage } from './page';
import { type RemotesConfig, readRemotes, visitorRemotes } from './remotes';
import { visitorId } from './visitor-id';
import { pagePreloads, preloadTags, readBuildJson } from './preload';
import { escapeHtml, PAGE_FRAME_CSS, type PageCart, type PageDataProvider, pageFrameHtml, type QuerySeed } from '@resort/shared/server';
import { matchesRoutes } from '../src/federation/remotes-config';
import { isContentPath } from '../src/content/model/content-paths';
import { QUERY_STATE_ID, SERVER_DRAWN_ATTRIBUTE } from '@resort/shared/server-markup';
import { drawArea, drawLayout, serverEntries } from './server-render';

const shellDir = path.resolve(__dirname, '..');
const FAVICON = path.join(shellDir, 'src', 'favicon.svg');
export const ICON_SIZES = [192, 512] as const;

/** Every route prefix of remotes.json (read per request: a redeploy may add one). */
export function remotePrefixes(remotesPath: string): string[] {
  try {
    return Object.values(readRemotes(remotesPath)).flatMap((r) => r.routes ?? []);
  } catch {
    return [];
  }
}

/** The store's own address for absolute links (sitemap, robots): PUBLIC_URL, else the request's. */
function origin(request: FastifyRequest): string {
  const configured = process.env.PUBLIC_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  const host = /^[a-z0-9.:[\]-]+$/i.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

export const ROBOTS_DISALLOW = ['/api/', '/cart', '/checkout', '/account', '/sign-in', '/create-account', '/search'];

const publicPaths = (remotesPath: string) => {
  const prefixes = remotePrefixes(remotesPath).filter((p) => !ROBOTS_DISALLOW.some((d) => p.startsWith(d.replace(/\/$/, ''))));
  return [...new Set([...SHELL_PATHS, ...prefixes])];
};

const iconCache = new Map<number, Promise<Buffer>>();
const icon = (size: number) => {
  let png = iconCache.get(size);
  if (!png) {
    png = sharp(FAVICON, { density: 72 * (size / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
    iconCache.set(size, png);
  }
  return png;
};

export interface SiteOptions {
  remotesPath: string;
  /** The shell's built index.html; the source one is used when there is no build (API tests). */
  template?: () => string;
  /** The file behind a remote's manifest URL on this store, for the page's preloads; none without static files. */
  localFile?: (url: string) => string | null;
  /** The lines' answers a route's first screen is drawn from (see serverArea). */
  pageData?: PageDataProvider;
  /** The visitor's cart for the page's header (the cart line's `pageCart`). */
  pageCart?: (request: FastifyRequest) => Promise<PageCart>;
  /** The shell's build folder: its index.html and startup-chunks.json (default: this package's dist). */
  shellDist?: string;
}

/**
 * The shell build's list of its start's chunks (read again when the build changes); none without a
 * build, or for a list that names anything but a script file beside the entry.
 */
export function startupChunks(file: string): () => string[] {
  return () => {
    const list = readBuildJson(file);
    return Array.isArray(list) && list.every((f) => typeof f === 'string' && /^[\w.-]+\.js$/.test(f)) ? (list as string[]) : [];
  };
}

/**
 * Site basics: every page route answers the shell with its own title and description, an unknown
 * path answers the 404 page with status 404, and robots.txt, sitemap.xml, the web manifest and its
 * icons.
 */
export async function registerSite(
  app: FastifyInstance,
  { remotesPath, template, localFile, pageData, pageCart, shellDist = path.join(shellDir, 'dist') }: SiteOptions,
): Promise<void> {
  const serverEntry = serverEntries(app.log);
  const built = path.join(shellDist, 'index.html');
  const startup = startupChunks(path.join(shellDist, 'startup-chunks.json'));
  const readTemplate = template ?? (() => fs.readFileSync(fs.existsSync(built) ? built : path.join(shellDir, 'src', 'index.html'), 'utf8'));

  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `User-agent: *\n${ROBOTS_DISALLOW.map((d) => `Disallow: ${d}`).join('\n')}\nAllow: /\n\nSitemap: ${origin(request)}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const base = origin(request);
    const urls = publicPaths(remotesPath)
      .map((p) => `  <url><loc>${escapeHtml(base + p)}</loc></url>`)
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });

  app.get('/manifest.webmanifest', async (_request, reply) => {
    reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return JSON.stringify({
      name: SITE_NAME,
      short_name: 'Summit',
      description: HOME_META.description,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b2545',
      icons: [
        ...ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    });
  });

  app.get('/icons/icon.svg', async (_request, reply) => {
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400');
    return fs.readFileSync(FAVICON);
  });
  for (const size of ICON_SIZES) {
    app.get(`/icons/icon-${size}.png`, async (_request, reply) => {
      reply.type('image/png').header('Cache-Control', 'public, max-age=86400');
      return icon(size);
    });
  }
  app.get('/apple-touch-icon.png', async (_request, reply) => {
    reply.type('image/png').header('Cache-Control', 'public, max-age=86400');
    return sharp(FAVICON, { density: 72 * (180 / 32) })
      .resize(180, 180)
      .png()
      .toBuffer();
  });

  const seedsOf = async (request: FastifyRequest, pathname: string): Promise<readonly QuerySeed[]> => {
    try {
      return (await pageData?.({ pathname, query: new URLSearchParams(request.url.split('?')[1] ?? ''), request })) ?? [];
    } catch (error) {
      request.log.warn({ err: error }, "a page was drawn without its line's answers");
      return [];
    }
  };

  /**
   * The route's remote's first screen as its own server entry draws it (its build's dist-ssr/ssr.js,
   * beside the manifest the visitor's page loads), with the answers its line read for the route.
   * The browser hydrates it. A global remote (cart, account) shows its pages through a portal, which
   * cannot hydrate: its drawing lies over the main area as the page's frame, removed the moment the
   * page has its own heading (shell/src/layout/page-frame.ts). Nothing (the browser draws the area)
   * for a remote served from elsewhere (a canary on another origin: its markup would not be the
   * code's), or a render that fails or is slow.
   */
  const serverArea = async (
    request: FastifyRequest,
    pathname: string,
    remotes: RemotesConfig,
  ): Promise<{ main: string; frame: boolean } | undefined> => {
    if (!localFile) return undefined;
    const found = Object.entries(remotes).find(([, remote]) => matchesRoutes(pathname, remote.routes ?? []));
    const manifest = found && localFile(found[1].entry);
    // The shell's own content pages (home keeps its hero and the booking widget's room) from its build.
    const [name, file] = found
      ? [found[0], manifest && path.join(path.dirname(manifest), '..', 'dist-ssr', 'ssr.js')]
      : isContentPath(pathname) && pathname !== '/'
        ? ['content', path.join(shellDist, '..', 'dist-ssr', 'ssr.js')]
        : [null, null];
    const entry = file ? serverEntry(file) : null;
    if (!name || !entry) return undefined;
    const area = await drawArea(entry, { url: request.url, seeds: await seedsOf(request, pathname) }, request.log);
    if (!area) return undefined;
    const state = `<script type="application/json" id="${QUERY_STATE_ID}">${JSON.stringify(area.queryState).replace(/</g, '\\u003c')}</script>`;
    const hold = `<script>${HOLD_SCRIPT}</script>`;
    if (found?.[1].global)
      return {
        main: `${pageFrameHtml(area.styles + area.html)}${hold}${state}`,
        frame: true,
      };
    return {
      main: `${area.styles}<div id="app-${escapeHtml(name)}" ${SERVER_DRAWN_ATTRIBUTE}>${area.html}</div>${hold}${state}`,
      frame: false,
    };
  };

  // Likewise the cart: a page that cannot say it has the cart remote ask.
  const cartOf = async (request: FastifyRequest) => {
    try {
      return (await pageCart?.(request)) ?? null;
    } catch (error) {
      request.log.warn({ err: error }, 'the page was written without the cart count');
      return null;
    }
  };

  // The header and footer from the shell's own server entry, drawn from what the page carries: the
  // visitor's state and cart count (so the browser's first render, from the same, hydrates them).
  const shellEntry = path.join(shellDist, '..', 'dist-ssr', 'ssr.js');
  const layoutOf = (request: FastifyRequest, cart: PageCart | null) => {
    const layout = localFile ? serverEntry.layout(shellEntry) : null;
    return layout && drawLayout(layout, { session: pageSessionState(request.session), cart }, request.log);
  };

  // Every page route is the shell; single-spa picks the remotes by path. A path no page answers
  // gets the 404 page with status 404.
  const pageRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || path.extname(pathname)) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    // Set on the first page view: the visitor's canaries follow it from there.
    const visitor = visitorId(request, reply);
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // A malformed escape is no page either.
      decoded = '\u0000';
    }
    const meta = pageMeta(decoded, remotePrefixes(remotesPath));
    if (!meta) {
      reply.code(404);
      const cart = await cartOf(request);
      return renderShellPage(readTemplate(), request.session, {
        pathname,
        meta: NOT_FOUND_META,
        main: NOT_FOUND_HTML,
        cart,
        layout: layoutOf(request, cart),
      });
    }
    const remotes = visitorRemotes(remotesPath, visitor);
    const preloads = localFile ? preloadTags(pagePreloads(remotes, decoded, localFile)) : '';
    const [area, cart] = await Promise.all([serverArea(request, decoded, remotes), cartOf(request)]);
    return renderShellPage(readTemplate(), request.session, {
      pathname,
      meta,
      head: area?.frame ? `<style>${PAGE_FRAME_CSS}</style>` : '',
      preloads,
      main: area?.main,
      cart,
      layout: layoutOf(request, cart),
      // The start's chunks come with its entry, after the first paint, except where the server drew
      // a first photo the page puts first (fetched at high priority): it may still be arriving then,
      // and keeps a phone's bandwidth to itself (in Lighthouse's simulation a results page's largest
      // paint once went from 1.4 to 2.7 s with them); there they come when the start asks.
      startup: area && /fetchpriority="high"/i.test(area.main) ? [] : startup(),
    });
  };
  app.get('/', pageRoute);
  app.get('/*', pageRoute);
}
