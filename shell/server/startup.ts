import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { runMigrations, withStartupLock, type DatabaseHandle, type Db, type MigrationSet } from '@resort/shared/server';

/** How many migrations the database has applied, over every line's journal (0 on a new database). */
async function appliedMigrations(handle: DatabaseHandle, sets: MigrationSet[]): Promise<number> {
  let applied = 0;
  for (const set of sets) {
    const table = `drizzle."__migrations_${set.schema}"`;
    const found = (await handle.db.execute(sql`SELECT to_regclass(${table}) IS NOT NULL AS present`)) as unknown as {
      rows: { present: boolean }[];
    };
    if (!found.rows[0]?.present) continue;
    const counted = (await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] };
    applied += Number(counted.rows[0]?.n ?? 0);
  }
  return applied;
}

const runSeeds = async (db: Db, seeds: ((db: Db) => Promise<void>)[]) => {
  for (const seed of seeds) await seed(db);
};

/**
 * Migrates, then seeds. A new database, or one a migration has just changed, is seeded before the
 * store answers. An existing database already holds every row the seeds write but the newest days
 * of the rolling booking windows, so the store answers at once and its seeds top up in the
 * background (under the same lock, so a second process starting meanwhile waits its turn).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  migrations: MigrationSet[],
  seeds: ((db: Db) => Promise<void>)[],
): Promise<{ seedInBackground: () => Promise<void> } | null> {
  const unchanged = await withStartupLock(handle, async () => {
    const before = await appliedMigrations(handle, migrations);
    await runMigrations(handle, migrations);
    if (before > 0 && before === (await appliedMigrations(handle, migrations))) return true;
    await runSeeds(handle.db, seeds);
    return false;
  });
  return unchanged ? { seedInBackground: () => withStartupLock(handle, () => runSeeds(handle.db, seeds)) } : null;
}

// Known to this process only, so no visitor can keep their own requests out of the log with it.
const RENDER_AHEAD = randomUUID();

/** A request of renderPicturesAhead: not a visitor's, so not logged as one. */
export const isRenderAhead = (request: { headers: Record<string, unknown> }) => request.headers['x-render-ahead'] === RENDER_AHEAD;

/**
 * Renders, one at a time and in the order given, the pictures the store's first screens show, in
 * both forms a browser gets (every one in WebP, the form current browsers take, before any in
 * JPEG), through the image route itself so they land in its cache: the first visitor after a start
 * would otherwise wait for the resizes, and on a page's first screen for its largest paint. Each
 * waits for `idle` (by default at once), so visitors' requests go first. Returns how many were
 * rendered; a picture that cannot be rendered is skipped (a visitor's request for it will say why).
 */
export async function renderPicturesAhead(
  app: FastifyInstance,
  addresses: string[],
  idle: () => Promise<void> = async () => undefined,
): Promise<number> {
  let rendered = 0;
  for (const accept of ['image/webp,image/*', 'image/jpeg,image/*']) {
    for (const url of addresses) {
      await idle();
      const response = await app.inject({ url, headers: { accept, 'x-render-ahead': RENDER_AHEAD } });
      if (response.statusCode === 200) rendered += 1;
    }
  }
  return rendered;
}

/**
 * Resolves once the server has answered every request it was given and has had none for `quietMs`:
 * work that can wait (rendering ahead) then takes no time from a visitor. A page's own requests
 * follow each other by less than the default second, so such work does not land inside a page load.
 */
export function idleOf(server: import('node:http').Server, quietMs = 1000): () => Promise<void> {
  let inFlight = 0;
  let last = 0;
  server.on('request', (_request, response) => {
    inFlight += 1;
    last = performance.now();
    response.once('close', () => {
      inFlight -= 1;
      last = performance.now();
    });
  });
  return async () => {
    for (;;) {
      const quiet = performance.now() - last;
      if (inFlight === 0 && quiet >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(20, quietMs - quiet)).unref());
    }
  };
}
