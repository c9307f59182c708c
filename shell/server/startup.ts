import { sql } from 'drizzle-orm';
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
