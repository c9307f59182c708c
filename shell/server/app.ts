import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import {
  CatalogRegistry,
  LineServices,
  metricsRegistry,
  ok,
  RETRY_AFTER_SECONDS,
  registerPlatform,
  sameToken,
  sendError,
  useContracts,
  type Db,
} from '@resort/shared/server';
import { okResponse, z } from '@resort/shared/contracts';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { lines } from './lines';
import { visitorRemotes } from './remotes';
import { registerRemoteFallbacks } from './remote-fallbacks';
import { visitorId } from './visitor-id';
import { registerSite } from './site';
import { contentPlugin } from './content/plugin';
import { contentPageData } from './content/page-data';
import type { OfferProvider } from './content/services/offers';
import { registerApiDocs } from './api-docs';
import { registerSecurityHeaders } from './security-headers';
import { isRenderAhead } from './startup';

const repoRoot = path.resolve(__dirname, '..', '..');

/** A route as registered, with its request schemas (zod or JSON Schema): tests walk them all. */
export interface ApiRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
}

// Built files named by their content hash never change: a browser keeps them for a year. Files that
// keep their name across builds (main.js, remoteEntry.js, mf-manifest.json) are revalidated.
const HASHED_FILE = /\.[0-9a-f]{8}(\.[a-z0-9]+)+$/;

export function staticCacheControl(file: string): string {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  return HASHED_FILE.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface AppOptions {
  db: Db;
  /** Serve the built shell and remotes (off in API tests, which need no build). */
  serveStatic?: boolean;
  /** The folder holding `shell/dist` and each line's `dist` (the repository unless a test says). */
  staticRoot?: string;
  /** Where remotes.json is read from; re-read on every request so a redeployed remote is picked up. */
  remotesFile?: string;
  /** Structured request logs (pino); card numbers, CVCs, cookies and tokens are redacted. */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  /** Which forwarded client addresses to believe (TRUST_PROXY): off, a hop count or addresses. */
  trustProxy?: TrustProxy;
  /** Redis for the abuse-limit counters (REDIS_URL); memory when absent. */
  redisUrl?: string;
  /** Prefix of those counters (tests give each store its own). */
  rateLimitNamespace?: string;
  /** The personalisation service behind /api/content/offer (the demo one by default). */
  offerProvider?: OfferProvider;
  /** The bearer token /metrics asks for (METRICS_TOKEN); without one /metrics is not served. */
  metricsToken?: string;
  /** The Prometheus text /metrics answers: this process's series, or the cluster's added up. */
  metrics?: () => Promise<string>;
}

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** TRUST_PROXY: unset/'0'/'false' → off; a number → that many hops; else comma-separated addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  if (value === 'true') return true;
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * One line a request, written when it ends: what came in (method, URL, address) and how it ended.
 * Fastify's own two lines (incoming, completed) doubled the log and its cost per request.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Standard output written off the request's path: lines are handed to the file system without
 * waiting, and lines that come while a write is under way go out together with the next. Whatever
 * is pending is written out when the process exits. With a waited-for write per line (two a
 * request), one process answered 25k varied lift searches a second; with this and one line, 30k.
 */
const requestLogStream = () => pino.destination({ dest: 1, sync: false });

/** Paths of request and body fields that never reach a log. */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers.requestverificationtoken',
  'res.headers["set-cookie"]',
  'res.headers.requestverificationtoken',
  'body.cardNumber',
  'body.cvc',
  '*.cardNumber',
  '*.cvc',
];

/** Where a line's build is served: `/remotes/<package without mfe->/`. */
const remotePrefix = (packageName: string) => `/remotes/${packageName.replace(/^mfe-/, '')}/`;

/** The file a `/remotes/...` URL of this store serves, or null. */
function remoteFile(staticRoot: string, url: string): string | null {
  const line = lines.find((l) => url.startsWith(remotePrefix(l.packageName)));
  if (!line) return null;
  const rest = url.slice(remotePrefix(line.packageName).length);
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(rest) || rest.split('/').includes('..')) return null;
  return path.join(staticRoot, line.packageName, 'dist', rest);
}

export async function buildApp({
  db,
  serveStatic = true,
  staticRoot = repoRoot,
  remotesFile,
  logger = false,
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY),
  redisUrl = process.env.REDIS_URL || undefined,
  rateLimitNamespace,
  offerProvider,
  metricsToken = process.env.METRICS_TOKEN || undefined,
  metrics = () => metricsRegistry.metrics(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { ...(logger === true ? { stream: requestLogStream() } : logger), redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } }
      : false,
    bodyLimit: 256 * 1024,
    logController: new OneLineRequestLog({ disableRequestLogging: isRenderAhead }),
    // Forwarded addresses are believed only from a configured proxy: otherwise any visitor could
    // choose the address their abuse limits are counted against.
    trustProxy,
    // A slow client cannot hold a connection open forever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
  });
  const remotesPath = remotesFile ?? process.env.REMOTES_JSON ?? path.join(repoRoot, 'shell', 'remotes.json');

  registerSecurityHeaders(app, remotesPath);

  // Pages and JSON are compressed as they are sent (quick settings: they are made per request);
  // static files are compressed once at build time and sent as they are stored.
  app.addHook('onRoute', (route) => {
    if (/^\/(static|remotes)\//.test(route.url)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // Secure (and __Host-) cookies in production and behind HTTPS.
  const sessions = createSessionStore(db, { secureCookies: process.env.SECURE_COOKIES === '1' || process.env.NODE_ENV === 'production' });
  await registerPlatform(app, { sessions, rateLimits: { redisUrl, namespace: rateLimitNamespace } });

  // Every API route, so tests can hold each state-changing one to the token rule.
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema as ApiRoute['schema'] });
  });
  app.decorate('apiRoutes', routes);

  await registerApiDocs(app);

  const catalog = new CatalogRegistry();
  const services = new LineServices();
  for (const line of lines) {
    await app.register(line.plugin, { prefix: '/api', db, catalog, sessions, services });
  }
  // The shell's own content module (image proxy, content pages, forms), with the lines' services.
  await app.register(contentPlugin, {
    prefix: '/api',
    db,
    catalog,
    sessions,
    services,
    remotePackages: lines.map((l) => l.packageName),
    offerProvider,
  });

  // Alive: the process answers. Ready: it can reach its database (a load balancer's check).
  await app.register(async (scope) => {
    const api = useContracts(scope);
    const Status = okResponse(z.object({ status: z.string() }));
    api.get('/api/health', { schema: { summary: 'Health', tags: ['store'], response: { 200: Status } } }, async () => ok({ status: 'ok' }));
    api.get('/api/ready', { schema: { summary: 'Readiness', tags: ['store'], response: { 200: Status } } }, async (_request, reply) => {
      try {
        await db.execute(sql`SELECT 1`);
        return ok({ status: 'ready' });
      } catch {
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return sendError(reply, 503, 'The database cannot be reached.', { status: 'unavailable' });
      }
    });
  });

  // Operators' view (Prometheus): not public, so only with the bearer token.
  app.get('/metrics', { config: { sessionFree: true }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!metricsToken) return sendError(reply, 404, 'Not found');
    if (!sameToken(given, metricsToken)) {
      reply.header('WWW-Authenticate', 'Bearer');
      return sendError(reply, 401, 'A valid metrics token is required.');
    }
    reply.header('Cache-Control', 'no-store').type(metricsRegistry.contentType);
    return metrics();
  });

  await registerRemoteFallbacks(app, remotesPath);

  app.get('/remotes.json', async (request, reply) => {
    // Each visitor's own routing (their canaries): never kept by a shared cache.
    reply.header('Cache-Control', 'private, no-cache');
    // The visitor id cookie the page set places the visitor in the same canaries as its preloads.
    return visitorRemotes(remotesPath, visitorId(request, reply));
  });

  if (serveStatic) {
    const fastifyStatic = (await import('@fastify/static')).default;
    const shellDist = path.join(staticRoot, 'shell', 'dist');
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/static/',
      index: false,
      decorateReply: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => res.header('Cache-Control', staticCacheControl(file)),
    });
    for (const line of lines) {
      const dist = path.join(staticRoot, line.packageName, 'dist');
      if (!fs.existsSync(dist)) continue;
      await app.register(fastifyStatic, {
        root: dist,
        prefix: remotePrefix(line.packageName),
        decorateReply: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, file) => {
          res.header('Cache-Control', staticCacheControl(file));
          res.header('Access-Control-Allow-Origin', '*');
        },
      });
    }
  }

  // Pages (each with its title, the 404 page for unknown paths), robots.txt, sitemap.xml, the web
  // manifest and icons; the source index.html stands in when there is no build (API tests).
  const pageData = [...lines.flatMap((line) => (line.pageData ? [line.pageData(db)] : [])), contentPageData(db)];
  const pageCart = lines.find((line) => line.pageCart)?.pageCart?.();
  await registerSite(app, {
    remotesPath,
    localFile: serveStatic ? (url) => remoteFile(staticRoot, url) : undefined,
    shellDist: serveStatic ? path.join(staticRoot, 'shell', 'dist') : undefined,
    pageCart,
    // Lines answer only their own routes: the first with answers for the route gives them.
    pageData: async (route) => {
      for (const data of pageData) {
        const found = await data(route);
        if (found) return found;
      }
      return null;
    },
  });

  return app;
}
