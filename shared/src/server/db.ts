import path from 'node:path';
import fs from 'node:fs';
import type { SQL } from 'drizzle-orm';
import { forgetPool, watchPool } from './metrics';
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
    const pool = new Pool({
      connectionString: options.url,
      max: Number(process.env.DB_POOL_MAX) || 10,
      // A database that cannot be reached is said at once (503), not waited for with every request queued behind it.
      connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS) || 5_000,
      // A peer gone without closing the socket (a cut network) is found by the kernel's probes.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    // An idle connection closed by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    pool.on('connect', guardConnection);
    watchPool(pool);
    return {
      db: drizzle(pool) as unknown as Db,
      kind: 'postgres',
      pool,
      close: async () => {
        forgetPool(pool);
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  return { db: drizzle(client) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** A statement that has not answered by then is given up, and its connection with it. */
export const QUERY_TIMEOUT_MS = 25_000;

type GuardedClient = import('pg').PoolClient & { connection?: { stream?: { destroy(): void } } };

/**
 * Each connection of the pool, for as long as it lives. A connection checked out (a transaction,
 * a job's advisory lock) has no listener of the pool's: a database restart would then raise an
 * 'error' nobody listens to and end the process. And a statement given up by `query_timeout` leaves
 * its connection waiting for an answer that never comes: it is closed, so the pool replaces it
 * instead of queueing every later statement behind it.
 */
function guardConnection(client: GuardedClient): void {
  client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const givenUp = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') client.connection?.stream?.destroy();
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        givenUp(error);
        return (last as (...a: unknown[]) => unknown)(error, ...rest);
      };
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(givenUp);
    return result;
  };
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection closed|the database system is (starting up|shutting down|in recovery)/i;

/**
 * Whether an error means the database could not be reached (down, restarting, cut off, or out of
 * connections) rather than a fault of the request: such a request is answered 503, to be tried again.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth += 1) {
    const code = typeof e.code === 'string' ? e.code : '';
    // SQLSTATE 08xxx: connection exceptions; 57P01-57P03: the server shutting down or starting; 53300: too many connections.
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
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
