import Fastify, { type FastifyInstance } from 'fastify';
import { CatalogRegistry, registerPlatform, type DatabaseHandle } from '@resort/shared/server';
import { createTestDatabase, type Backend } from '@resort/shared/server/testing';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { line as account } from '@resort/mfe-account/server';
import { line } from '../server/plugin';

export interface LineApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  catalog: CatalogRegistry;
  /** Runs the line's seed again on the same database. */
  seed(): Promise<void>;
  /** Headers of a fresh session that may send POST requests. */
  postHeaders(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** The line's API as the composing server mounts it, over a fresh seeded database. */
export async function startLineApp(backend: Backend): Promise<LineApp> {
  const handle = await createTestDatabase(backend, [...account.migrations, ...line.migrations]);
  await line.seed(handle.db);
  const app = Fastify();
  const sessions = createSessionStore(handle.db);
  const catalog = new CatalogRegistry();
  registerPlatform(app, { sessions });
  await app.register(account.plugin, { prefix: '/api', db: handle.db, catalog, sessions });
  await app.register(line.plugin, { prefix: '/api', db: handle.db, catalog, sessions });
  await app.ready();
  return {
    app,
    handle,
    catalog,
    seed: () => line.seed(handle.db),
    async postHeaders() {
      const res = await app.inject({ method: 'GET', url: '/api/account/session' });
      const cookie = String(res.headers['set-cookie']).split(';')[0];
      return { cookie, RequestVerificationToken: res.json().data.csrfToken };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
