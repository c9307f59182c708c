import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type Backend } from '@resort/shared/server/testing';
import type { DatabaseHandle } from '@resort/shared/server';
import { randomBytes } from 'node:crypto';
import { buildApp, type AppOptions } from '../app';
import { allMigrations, allSeeds } from '../lines';

export interface StoreUnderTest {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** The whole store's API, every line mounted, over a fresh migrated and seeded database. */
export async function startStore(backend: Backend, options: Partial<AppOptions> = {}): Promise<StoreUnderTest> {
  const handle = await createTestDatabase(backend, allMigrations());
  for (const seed of allSeeds()) await seed(handle.db);
  const app = await buildApp({ db: handle.db, serveStatic: false, rateLimitNamespace: `t-${randomBytes(6).toString('hex')}:`, ...options });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
