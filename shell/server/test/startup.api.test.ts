import { randomBytes } from 'node:crypto';
import { openDatabase, runMigrations, withStartupLock, type DatabaseHandle } from '@resort/shared/server';
import { allMigrations, allSeeds } from '../lines';

// Migrations and seeds run under an advisory lock, so two API processes can start together on one
// PostgreSQL: without it both race to create the same schemas, tables and demo rows.

const base = process.env.DATABASE_URL;
const onPostgres = base ? describe : describe.skip;

onPostgres('two processes starting together on PostgreSQL', () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  let handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    for (const h of handles) await h.close();
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  test('both migrate and seed a fresh database without an error, and the catalog is seeded once', async () => {
    const url = new URL(base!);
    url.pathname = `/${name}`;
    // Two pools stand for two processes: each start holds its own connection for the lock.
    handles = await Promise.all([openDatabase({ url: url.toString() }), openDatabase({ url: url.toString() })]);
    const start = (handle: DatabaseHandle) =>
      withStartupLock(handle, async () => {
        await runMigrations(handle, allMigrations());
        for (const seed of allSeeds()) await seed(handle.db);
      });
    await expect(Promise.all(handles.map(start))).resolves.toHaveLength(2);
    const { rows } = (await handles[0].db.execute(
      "SELECT count(*)::int AS n FROM account.users WHERE email = 'demo@resort.test'" as never,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0].n).toBe(1);
    // The content module's pages and blocks once too.
    const blocks = (await handles[0].db.execute(
      "SELECT count(*)::int AS n FROM content.blocks WHERE page_key = 'home'" as never,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(blocks.rows[0].n).toBe(3);
  }, 120_000);
});
