import { randomBytes } from 'node:crypto';
import { openDatabase, runMigrations, type DatabaseHandle, type MigrationSet } from './db';

export type Backend = 'pglite' | 'postgres';

/** API tests run on PGlite always, and on PostgreSQL too when DATABASE_URL is set. */
export function testBackends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: PGlite in memory, or a throw-away PostgreSQL database created
 * next to DATABASE_URL's and dropped on close, so parallel test files never share rows.
 */
export async function createTestDatabase(backend: Backend, migrations: MigrationSet[]): Promise<DatabaseHandle> {
  if (backend === 'pglite') {
    const handle = await openDatabase();
    await runMigrations(handle, migrations);
    return handle;
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await runMigrations(handle, migrations);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new Client({ connectionString: base });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
