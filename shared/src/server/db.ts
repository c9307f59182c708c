import path from 'node:path';
import fs from 'node:fs';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgPreparedQuery, type PgQueryResultHKT, type PreparedQueryConfig } from 'drizzle-orm/pg-core';

/** Drizzle over PGlite (embedded default) or node-postgres (DATABASE_URL); same schema, same SQL. */
// biome-ignore lint/suspicious/noExplicitAny: the schema type differs per line; every line's tables fit one handle.
export type Db = PgDatabase<PgQueryResultHKT, any>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool behind `db` (PostgreSQL only), for work that needs one connection. */
  pool?: import('pg').Pool;
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
    return { db: drizzle(pool) as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
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

/**
 * Runs start-up work (migrations, seeds) under one session-level advisory lock, so two API
 * processes starting together take turns instead of racing to create the same tables and rows.
 * PGlite has one process by construction and runs `work` directly.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres' || !handle.pool) return work();
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Arbitrary, fixed: the key of the start-up lock. */
const STARTUP_LOCK_KEY = 727_001;

const dialect = new PgDialect();

/**
 * A raw statement of a hot path, built once (its values are `sql.placeholder`s) and sent by
 * name: each PostgreSQL connection then parses and plans it once instead of on every request
 * (the ledger's hold then costs the database a quarter of its time). `name` must be unique to
 * this text (include the schema when one statement serves several lines' tables).
 */
export function preparedStatement<Row>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  // Per handle (a transaction's handle is its own): the prepared query keeps its client.
  const byDb = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(built, undefined, name, false);
      byDb.set(db, prepared);
    }
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}
