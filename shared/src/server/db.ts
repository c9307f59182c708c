import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Drizzle over PGlite (embedded default) or node-postgres (DATABASE_URL); same schema, same SQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface MigrationSet {
  /** The line's PostgreSQL schema, e.g. 'liftaccess'. */
  schema: string;
  /** Folder of committed drizzle-kit SQL migrations. */
  folder: string;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
}

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.url, max: 10 });
    // An idle connection closed by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    return { db: drizzle(pool) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  return { db: drizzle(client) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Applies each line's committed migrations; each line keeps its own journal table. */
export async function runMigrations(handle: DatabaseHandle, sets: MigrationSet[]): Promise<void> {
  const migrate =
    handle.kind === 'postgres'
      ? (await import('drizzle-orm/node-postgres/migrator')).migrate
      : (await import('drizzle-orm/pglite/migrator')).migrate;
  for (const set of sets) {
    await (migrate as (db: unknown, cfg: unknown) => Promise<void>)(handle.db, {
      migrationsFolder: path.resolve(set.folder),
      migrationsSchema: 'drizzle',
      migrationsTable: `__migrations_${set.schema}`,
    });
  }
}
