import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runMigrations } from '@resort/shared/server';
import { createTestDatabase, testBackends } from '@resort/shared/server/testing';

const FOLDER = path.join(__dirname, '../server/migrations');

/** The migrations folder as it was before the ledger: only 0000_init. */
function initOnly(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lodging-migrations-'));
  cpSync(FOLDER, dir, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, 1);
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

const rows = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as { rows: Record<string, unknown>[] }).rows;

describe.each(testBackends())('lodging migrations on %s', (backend) => {
  it('moving to the ledger keeps what a store upgraded in place sold and held, then drops the old tables', async () => {
    const handle = await createTestDatabase(backend, []);
    const before = initOnly();
    try {
      await runMigrations(handle, [{ schema: 'lodging', folder: before }]);
      await handle.db.execute(sql`INSERT INTO lodging.properties (id, resort_id, name, description) VALUES ('p', 'summit-peak', 'P', 'd')`);
      await handle.db.execute(
        sql`INSERT INTO lodging.rooms (id, property_id, name, sleeps, base_rate, currency) VALUES ('r', 'p', 'R', 2, 100, 'USD')`,
      );
      await handle.db.execute(
        sql`INSERT INTO lodging.room_inventory (room_id, night, total, sold) VALUES ('r', '2031-01-01', 5, 2), ('r', '2031-01-02', 5, 0)`,
      );
      await handle.db.execute(sql`INSERT INTO lodging.holds (hold_id, room_id, night, quantity, cart_id, status, expires_at, order_id) VALUES
        ('11111111-1111-1111-1111-111111111111', 'r', '2031-01-01', 2, 'c1', 'committed', now(), 'o1'),
        ('22222222-2222-2222-2222-222222222222', 'r', '2031-01-02', 1, 'c2', 'held', now() + interval '1 hour', null)`);

      await runMigrations(handle, [{ schema: 'lodging', folder: FOLDER }]);

      expect(
        await rows(handle.db, sql`SELECT resource_id, pool, day::text AS day, total, sold FROM lodging.ledger_capacity ORDER BY day`),
      ).toEqual([
        { resource_id: 'r', pool: 'default', day: '2031-01-01', total: 5, sold: 2 },
        { resource_id: 'r', pool: 'default', day: '2031-01-02', total: 5, sold: 0 },
      ]);
      expect(
        await rows(
          handle.db,
          sql`SELECT hold_id, day::text AS day, quantity, cart_id, status, order_id FROM lodging.ledger_holds ORDER BY day`,
        ),
      ).toEqual([
        { hold_id: '11111111-1111-1111-1111-111111111111', day: '2031-01-01', quantity: 2, cart_id: 'c1', status: 'sold', order_id: 'o1' },
        { hold_id: '22222222-2222-2222-2222-222222222222', day: '2031-01-02', quantity: 1, cart_id: 'c2', status: 'held', order_id: null },
      ]);
      expect(
        await rows(
          handle.db,
          sql`SELECT to_regclass('lodging.holds')::text AS holds, to_regclass('lodging.room_inventory')::text AS inventory`,
        ),
      ).toEqual([{ holds: null, inventory: null }]);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await handle.close();
    }
  }, 60_000);
});
