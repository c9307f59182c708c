import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { CatalogRegistry, registerPlatform, type Db } from '@resort/shared/server';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { lines } from './lines';
import { readRemotes, remoteOrigins } from './remotes';
import { renderShellPage } from './page';

const repoRoot = path.resolve(__dirname, '..', '..');

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: { method: string; url: string }[];
  }
}

export interface AppOptions {
  db: Db;
  /** Serve the built shell and remotes (off in API tests, which need no build). */
  serveStatic?: boolean;
  /** Where remotes.json is read from; re-read on every request so a redeployed remote is picked up. */
  remotesFile?: string;
  logger?: boolean;
}

export async function buildApp({ db, serveStatic = true, remotesFile, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 256 * 1024, trustProxy: true });
  const remotesPath = remotesFile ?? process.env.REMOTES_JSON ?? path.join(repoRoot, 'shell', 'remotes.json');

  // Remotes may live on their own origin (a CDN); remotes.json names them and may change while the
  // store runs, so the policy is computed per response.
  const remoteSources = () => remoteOrigins(remotesPath).join(' ') || "'self'";
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", remoteSources],
        connectSrc: ["'self'", remoteSources],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:', remoteSources],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });

  const sessions = createSessionStore(db, { secureCookies: process.env.SECURE_COOKIES === '1' });
  registerPlatform(app, { sessions });

  // Every API route, so tests can hold each state-changing one to the token rule.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorate('apiRoutes', routes);

  const catalog = new CatalogRegistry();
  for (const line of lines) {
    await app.register(line.plugin, { prefix: '/api', db, catalog, sessions });
  }

  app.get('/api/health', async () => ({ success: true, data: { status: 'ok' } }));

  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readRemotes(remotesPath);
  });

  if (serveStatic) {
    const fastifyStatic = (await import('@fastify/static')).default;
    const shellDist = path.join(repoRoot, 'shell', 'dist');
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/static/',
      index: false,
      decorateReply: true,
      setHeaders: (res, file) => {
        if (/main\.js$|mf-manifest\.json$/.test(file)) res.header('Cache-Control', 'no-cache');
      },
    });
    for (const line of lines) {
      const dist = path.join(repoRoot, line.packageName, 'dist');
      if (!fs.existsSync(dist)) continue;
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/remotes/${line.packageName.replace(/^mfe-/, '')}/`,
        decorateReply: false,
        index: false,
        // mf-manifest.json and remoteEntry.js keep their names across builds: revalidate them.
        setHeaders: (res, file) => {
          if (/mf-manifest\.json$|remoteEntry\.js$/.test(file)) res.header('Cache-Control', 'no-cache');
          res.header('Access-Control-Allow-Origin', '*');
        },
      });
    }
    const template = () => fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    // Every page route is the shell; single-spa picks the remotes by path.
    app.get('/*', async (request, reply) => {
      if (path.extname(request.url.split('?')[0])) return reply.callNotFound();
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      return renderShellPage(template(), request.session, request.url.split('?')[0]);
    });
  }

  return app;
}
