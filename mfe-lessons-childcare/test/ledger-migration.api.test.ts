import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runMigrations, type DatabaseHandle } from '@resort/shared/server';
import { createTestDatabase, testBackends } from '@resort/shared/server/testing';
import { lessonsProvider } from '../server/catalog';
import { activityLedger, childcareLedger, lessonLedger } from '../server/services/ledgers';
import { line } from '../server/plugin';

const MIGRATIONS = path.join(__dirname, '..', 'server', 'migrations');

/** The line's migrations as they stood before the shared ledger: the first one only. */
function firstMigrationOnly(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lessons-0000-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.copyFileSync(path.join(MIGRATIONS, '0000_init.sql'), path.join(dir, '0000_init.sql'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  return dir;
}

const LESSON = 'summit-peak-ski-private-adult-beginner';
const ACTIVITY = 'summit-peak-snow-tubing';
const CHILDCARE = 'summit-peak-toddler';
const DAY = '2030-01-15';
const HELD = '11111111-1111-4111-8111-111111111111';
const SOLD = '22222222-2222-4222-8222-222222222222';
const RELEASED = '33333333-3333-4333-8333-333333333333';
const ACTIVITY_HELD = '44444444-4444-4444-8444-444444444444';

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each(testBackends())('moving booked places to the shared ledger on %s', (backend) => {
  let handle: DatabaseHandle;
  let folder: string;

  beforeAll(async () => {
    folder = firstMigrationOnly();
    handle = await createTestDatabase(backend, [{ schema: 'lessons', folder }]);
    // Places booked under the line's own seat tables: a live hold, a sale, a released hold.
    await handle.db.execute(
      sql`INSERT INTO lessons.lessons VALUES (${LESSON}, 'summit-peak', 'ski', 'private', 'adult 15+', 15, NULL, 'Beginner', 'Private Ski Lesson: Beginner', 'Two hours.', 120, 59900, 'USD')`,
    );
    const [session] = await rows<{ id: string }>(
      handle,
      sql`INSERT INTO lessons.lesson_sessions (lesson_id, day, capacity, sold) VALUES (${LESSON}, ${DAY}, 4, 1) RETURNING id`,
    );
    await handle.db.execute(sql`INSERT INTO lessons.holds (id, session_id, cart_id, quantity, status, expires_at, order_id) VALUES
      (${HELD}, ${session.id}, 'cart-a', 2, 'held', now() + interval '1 hour', NULL),
      (${SOLD}, ${session.id}, 'cart-b', 1, 'committed', now() - interval '1 hour', 'order-1'),
      (${RELEASED}, ${session.id}, 'cart-c', 1, 'released', now() + interval '1 hour', NULL)`);
    await handle.db.execute(
      sql`INSERT INTO activities.activities VALUES (${ACTIVITY}, 'summit-peak', 'Snow Tubing', 'An hour.', 60, '13:00', 3900, 'USD')`,
    );
    const [activitySession] = await rows<{ id: string }>(
      handle,
      sql`INSERT INTO activities.activity_sessions (activity_id, day, capacity) VALUES (${ACTIVITY}, ${DAY}, 30) RETURNING id`,
    );
    await handle.db.execute(
      sql`INSERT INTO activities.holds (id, session_id, cart_id, quantity, expires_at) VALUES (${ACTIVITY_HELD}, ${activitySession.id}, 'cart-d', 5, now() + interval '1 hour')`,
    );
    await handle.db.execute(
      sql`INSERT INTO childcare.products VALUES (${CHILDCARE}, 'summit-peak', 'toddler', 'Toddler Care', 'A day.', 19, 35, 15900, 'USD')`,
    );
    await handle.db.execute(sql`INSERT INTO childcare.product_days (product_id, day, capacity, sold) VALUES (${CHILDCARE}, ${DAY}, 10, 2)`);
    await runMigrations(handle, line.migrations);
  });
  afterAll(async () => {
    await handle?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("carries every day's capacity and sales over, and drops the old seat tables", async () => {
    const only = { from: DAY, to: DAY };
    expect(await lessonLedger.availability(handle.db, { resourceIds: [LESSON], ...only })).toEqual([
      { resourceId: LESSON, pool: 'default', day: DAY, total: 4, sold: 1, held: 2, available: 1 },
    ]);
    expect(await activityLedger.availability(handle.db, { resourceIds: [ACTIVITY], ...only })).toEqual([
      { resourceId: ACTIVITY, pool: 'default', day: DAY, total: 30, sold: 0, held: 5, available: 25 },
    ]);
    expect(await childcareLedger.availability(handle.db, { resourceIds: [CHILDCARE], ...only })).toEqual([
      { resourceId: CHILDCARE, pool: 'default', day: DAY, total: 10, sold: 2, held: 0, available: 8 },
    ]);
    const old = await rows<{ name: string | null }>(
      handle,
      sql`SELECT to_regclass(t) AS name FROM unnest(ARRAY['lessons.lesson_sessions', 'lessons.holds', 'activities.activity_sessions', 'activities.holds', 'childcare.product_days']) AS t`,
    );
    expect(old.map((r) => r.name)).toEqual([null, null, null, null, null]);
  });

  it('keeps each hold under its old id, a committed one as sold', async () => {
    const holds = await rows<{ hold_id: string; status: string; order_id: string | null; quantity: number }>(
      handle,
      sql`SELECT hold_id, status, order_id, quantity FROM lessons.ledger_holds ORDER BY hold_id`,
    );
    expect(holds).toEqual([
      { hold_id: HELD, status: 'held', order_id: null, quantity: 2 },
      { hold_id: SOLD, status: 'sold', order_id: 'order-1', quantity: 1 },
      { hold_id: RELEASED, status: 'released', order_id: null, quantity: 1 },
    ]);
  });

  it('lets a cart that kept an old hold id still buy it', async () => {
    await handle.db.transaction((tx) => lessonsProvider(handle.db).commit(HELD, 'order-2', tx));
    expect(await lessonLedger.availability(handle.db, { resourceIds: [LESSON], from: DAY, to: DAY })).toEqual([
      { resourceId: LESSON, pool: 'default', day: DAY, total: 4, sold: 3, held: 0, available: 1 },
    ]);
  });
});
