import type { FastifyInstance } from 'fastify';
import { createTestDatabase, startedAroundTests, type Backend } from '@resort/shared/server/testing';
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

type Row = Record<string, unknown>;

export interface StoreInTests extends StoreUnderTest {
  /** The rows of a raw SQL read, to check what a call stored. */
  rows(sql: string): Promise<Row[]>;
}

/**
 * The whole store started before a describe block's tests and closed after them: the set-up every
 * API test of the shell repeats. Read its fields inside the tests (they exist once it has started).
 */
export function useStore(backend: Backend, options: Partial<AppOptions> = {}): StoreInTests {
  const current = startedAroundTests(() => startStore(backend, options));
  return {
    get app() {
      return current().app;
    },
    get handle() {
      return current().handle;
    },
    close: () => current().close(),
    rows: async (sql) => ((await current().handle.db.execute(sql as never)) as unknown as { rows: Row[] }).rows,
  };
}
