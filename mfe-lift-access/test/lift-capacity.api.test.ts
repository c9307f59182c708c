import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { CatalogRegistry, openDatabase, runJobOnce, runMigrations, type DatabaseHandle } from '@resort/shared/server';
import { createTestDatabase, testBackends } from '@resort/shared/server/testing';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { line } from '../server/plugin';
import { createLiftCatalog } from '../server/catalog';
import { liftAvailability, setDailyCapacity } from '../server/services/capacity';
import { capacity, holds } from '../server/schema';
import { DOMAIN_STATUS } from '@resort/shared/server';
import { isDomainError } from '@resort/shared/core';

const day = (offset: number) => toIsoDate(resortToday('America/Denver').plus({ days: offset }));
const adult = (productId: string, date: string, quantity = 1) => ({
  line: 'liftaccess',
  productId,
  date,
  quantity,
  options: { ageCategory: 'adult' },
});

async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'held';
  } catch (error) {
    return isDomainError(error) ? `${DOMAIN_STATUS[error.kind]} ${error.message}` : `unexpected ${String(error)}`;
  }
}

// A fresh database and the season's seed take a while on a busy machine.
jest.setTimeout(120_000);

describe.each(testBackends())('lift capacity on %s', (backend) => {
  let handle: DatabaseHandle;
  let catalog: ReturnType<typeof createLiftCatalog>;
  // A second API process: its own pool to the same database on PostgreSQL.
  let secondHandle: DatabaseHandle | undefined;
  let secondCatalog: ReturnType<typeof createLiftCatalog>;

  beforeAll(async () => {
    handle = await createTestDatabase(backend, line.migrations);
    await line.seed(handle.db);
    catalog = createLiftCatalog(handle.db);
    secondCatalog = catalog;
    if (backend === 'postgres') {
      secondHandle = await openDatabase({ url: handle.pool!.options.connectionString });
      secondCatalog = createLiftCatalog(secondHandle.db);
    }
  });
  afterAll(async () => {
    await secondHandle?.close();
    await handle?.close();
  });

  const dayRow = async (resortId: string, date: string) =>
    (
      await handle.db
        .select()
        .from(capacity)
        .where(and(eq(capacity.resourceId, resortId), eq(capacity.pool, 'lift'), eq(capacity.day, date)))
    )[0];

  it('never oversells: 50 buyers in two processes racing for 10 places get exactly 10 holds and 40 "Sold Out"', async () => {
    const date = day(30);
    await setDailyCapacity(handle.db, 'summit-peak', date, 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        outcome((i % 2 ? secondCatalog : catalog).hold(adult('summit-peak-1day', date), `cart-${i}`, 900)),
      ),
    );
    expect(results.filter((r) => r === 'held')).toHaveLength(10);
    expect(results.filter((r) => r === '409 Sold Out')).toHaveLength(40);
    const [availability] = await liftAvailability(handle.db, 'summit-peak', date, date);
    expect(availability).toMatchObject({ total: 10, held: 10, available: 0 });
  });

  it('never oversells a multi-day ticket: 40 buyers of overlapping 2-day tickets in two processes hold at most 6 places on any day', async () => {
    const days = [day(34), day(35), day(36)];
    for (const d of days) await setDailyCapacity(handle.db, 'summit-peak', d, 6);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        outcome((i % 2 ? secondCatalog : catalog).hold(adult('summit-peak-2day', i % 4 < 2 ? day(34) : day(35)), `cart-2d-${i}`, 900)),
      ),
    );
    expect(results.filter((r) => r !== 'held' && r !== '409 Sold Out')).toEqual([]);
    const rows = await liftAvailability(handle.db, 'summit-peak', days[0], days[2]);
    expect(rows.map((r) => r.held)).toEqual([expect.any(Number), 6, expect.any(Number)]);
    for (const row of rows) expect(row.held).toBeLessThanOrEqual(6);
    expect(results.filter((r) => r === 'held')).toHaveLength(6);
  });

  it('a 3-day ticket needs a place on 3 consecutive days: one full day sells the whole ticket out', async () => {
    await setDailyCapacity(handle.db, 'cascade-ridge', day(41), 0);
    await expect(catalog.hold(adult('cascade-ridge-3day', day(40)), 'cart-a', 900)).rejects.toMatchObject({
      kind: 'sold-out',
      message: 'Sold Out',
    });
    await expect(catalog.hold(adult('cascade-ridge-3day', day(42)), 'cart-a', 900)).resolves.toHaveProperty('holdId');
    const rows = await handle.db.select().from(holds).where(eq(holds.cartId, 'cart-a'));
    expect(rows.map((r) => r.day).sort()).toEqual([day(42), day(43), day(44)]);
  });

  it('a released hold frees its places', async () => {
    const date = day(50);
    await setDailyCapacity(handle.db, 'green-mountain', date, 2);
    const hold = await catalog.hold(adult('green-mountain-1day', date, 2), 'cart-r', 900);
    await expect(catalog.hold(adult('green-mountain-1day', date), 'cart-s', 900)).rejects.toMatchObject({ message: 'Sold Out' });
    await catalog.release(hold.holdId);
    await expect(catalog.hold(adult('green-mountain-1day', date), 'cart-s', 900)).resolves.toHaveProperty('holdId');
  });

  it('an expired hold frees its places', async () => {
    const date = day(51);
    await setDailyCapacity(handle.db, 'green-mountain', date, 1);
    await catalog.hold(adult('green-mountain-1day', date), 'cart-x', 0);
    await expect(catalog.hold(adult('green-mountain-1day', date), 'cart-y', 900)).resolves.toHaveProperty('holdId');
  });

  it('commit turns the hold into a sale once, and a repeated commit of the same order sells nothing more', async () => {
    const date = day(60);
    await setDailyCapacity(handle.db, 'coast-range', date, 5);
    const hold = await catalog.hold(adult('coast-range-2day', date, 2), 'cart-c', 900);
    await handle.db.transaction((tx) => catalog.commit(hold.holdId, 'order-1', tx));
    await handle.db.transaction((tx) => catalog.commit(hold.holdId, 'order-1', tx));
    const sold = await handle.db
      .select({ day: capacity.day, sold: capacity.sold })
      .from(capacity)
      .where(and(eq(capacity.resourceId, 'coast-range'), eq(capacity.day, date)));
    expect(sold).toEqual([{ day: date, sold: 2 }]);
    const rows = await handle.db.select().from(holds).where(eq(holds.holdId, hold.holdId));
    expect(rows.every((r) => r.status === 'sold' && r.orderId === 'order-1')).toBe(true);
    expect(rows).toHaveLength(2);
  });

  it('commit of an expired hold whose places were taken meanwhile is "Sold Out" and rolls back', async () => {
    const date = day(61);
    await setDailyCapacity(handle.db, 'summit-peak', date, 1);
    const stale = await catalog.hold(adult('summit-peak-1day', date), 'cart-old', 0);
    await catalog.hold(adult('summit-peak-1day', date), 'cart-new', 900);
    await expect(handle.db.transaction((tx) => catalog.commit(stale.holdId, 'order-2', tx))).rejects.toMatchObject({
      kind: 'sold-out',
      message: 'Sold Out',
    });
    expect((await dayRow('summit-peak', date)).sold).toBe(0);
  });

  it('commit of an expired hold still succeeds while its places are free', async () => {
    const date = day(62);
    await setDailyCapacity(handle.db, 'summit-peak', date, 1);
    const stale = await catalog.hold(adult('summit-peak-1day', date), 'cart-late', 0);
    await handle.db.transaction((tx) => catalog.commit(stale.holdId, 'order-3', tx));
    expect((await dayRow('summit-peak', date)).sold).toBe(1);
  });

  it("revert gives an unpaid order's tickets back to the buyer's cart: sold again 0, places still held for the ttl", async () => {
    const date = day(63);
    await setDailyCapacity(handle.db, 'summit-peak', date, 2);
    const hold = await catalog.hold(adult('summit-peak-1day', date, 2), 'cart-unpaid', 900);
    await handle.db.transaction((tx) => catalog.commit(hold.holdId, 'order-unpaid', tx));
    expect((await dayRow('summit-peak', date)).sold).toBe(2);
    await handle.db.transaction((tx) => catalog.revert(hold.holdId, 'order-unpaid', tx, 900));
    expect((await dayRow('summit-peak', date)).sold).toBe(0);
    expect((await liftAvailability(handle.db, 'summit-peak', date, date))[0]).toMatchObject({ held: 2, available: 0 });
    await expect(catalog.hold(adult('summit-peak-1day', date), 'cart-other', 900)).rejects.toMatchObject({ message: 'Sold Out' });
  });

  it('the line runs the ledger sweep as a scheduled job: lapsed lift holds are marked expired', async () => {
    const date = day(64);
    await setDailyCapacity(handle.db, 'summit-peak', date, 3);
    const lapsed = await catalog.hold(adult('summit-peak-1day', date), 'cart-sweep', 0);
    const job = line.jobs?.find((j) => j.name === 'liftaccess-holds');
    expect(job).toBeDefined();
    expect(await runJobOnce(handle.db, job!)).toBe(true);
    const rows = await handle.db.select({ status: holds.status }).from(holds).where(eq(holds.holdId, lapsed.holdId));
    expect(rows).toEqual([{ status: 'expired' }]);
  });

  it('CHECK (sold <= total) on the lift days: the database refuses an oversold day', async () => {
    const date = day(65);
    await setDailyCapacity(handle.db, 'summit-peak', date, 1);
    await expect(
      handle.db
        .update(capacity)
        .set({ sold: sql`${capacity.total} + 1` })
        .where(and(eq(capacity.resourceId, 'summit-peak'), eq(capacity.day, date))),
    ).rejects.toThrow();
    expect((await dayRow('summit-peak', date)).sold).toBe(0);
  });

  it('is registered with the cart under the line "liftaccess"', async () => {
    const registry = new CatalogRegistry();
    registry.register(catalog);
    expect(registry.get('liftaccess')).toBe(catalog);
  });
});

describe.each(testBackends())('upgrading the lift tables to the ledger on %s', (backend) => {
  let handle: DatabaseHandle | undefined;
  let before: string;

  beforeAll(() => {
    // The line's migrations as they were before the ledger: the first one only.
    before = fs.mkdtempSync(path.join(os.tmpdir(), 'lift-migrations-'));
    const folder = line.migrations[0].folder;
    fs.mkdirSync(path.join(before, 'meta'));
    fs.copyFileSync(path.join(folder, '0000_init.sql'), path.join(before, '0000_init.sql'));
    const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
    fs.writeFileSync(path.join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('keeps every day, sale and hold (with its hold id) of the old tables', async () => {
    handle = await createTestDatabase(backend, [{ schema: 'liftaccess', folder: before }]);
    const groupId = crypto.randomUUID();
    await handle.db.execute(
      sql`INSERT INTO liftaccess.resorts VALUES ('summit-peak', 'Summit Peak', 'Colorado', 'America/Denver', 'USD', 890)`,
    );
    await handle.db.execute(
      sql`INSERT INTO liftaccess.capacity (resort_id, day, pool, total, sold) VALUES ('summit-peak', '2031-01-05', 'lift', 10, 4)`,
    );
    await handle.db.execute(
      sql`INSERT INTO liftaccess.holds (group_id, resort_id, day, pool, quantity, cart_id, status, expires_at) VALUES (${groupId}, 'summit-peak', '2031-01-05', 'lift', 3, 'cart-1', 'held', now() + interval '10 minutes')`,
    );
    await runMigrations(handle, line.migrations);
    expect(await liftAvailability(handle.db, 'summit-peak', '2031-01-05', '2031-01-05')).toEqual([
      { resourceId: 'summit-peak', pool: 'lift', day: '2031-01-05', total: 10, sold: 4, held: 3, available: 3 },
    ]);
    await handle.db.transaction((tx) => createLiftCatalog(handle!.db).commit(groupId, 'order-1', tx));
    expect((await handle.db.select({ sold: capacity.sold }).from(capacity))[0].sold).toBe(7);
    await expect(handle.db.execute(sql`SELECT 1 FROM liftaccess.capacity`)).rejects.toThrow();
  });
});
