import { and, eq } from 'drizzle-orm';
import { CatalogRegistry, HttpError, type DatabaseHandle } from '@resort/shared/server';
import { createTestDatabase, testBackends } from '@resort/shared/server/testing';
import { resortToday, toIsoDate } from '@resort/shared';
import { line } from '../server/plugin';
import { createLiftCatalog } from '../server/catalog';
import { setDailyCapacity } from '../server/service';
import { availabilityBetween } from '../server/inventory';
import { capacity, holds } from '../server/schema';

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
    return error instanceof HttpError ? `${error.statusCode} ${error.message}` : `unexpected ${String(error)}`;
  }
}

// A fresh database and the season's seed take a while on a busy machine.
jest.setTimeout(120_000);

describe.each(testBackends())('lift capacity on %s', (backend) => {
  let handle: DatabaseHandle;
  let catalog: ReturnType<typeof createLiftCatalog>;

  beforeAll(async () => {
    handle = await createTestDatabase(backend, line.migrations);
    await line.seed(handle.db);
    catalog = createLiftCatalog(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('never oversells: 50 buyers racing for 10 places get exactly 10 holds and 40 "Sold Out"', async () => {
    const date = day(30);
    await setDailyCapacity(handle.db, 'summit-peak', date, 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => outcome(catalog.hold(adult('summit-peak-1day', date), `cart-${i}`, 900))),
    );
    expect(results.filter((r) => r === 'held')).toHaveLength(10);
    expect(results.filter((r) => r === '409 Sold Out')).toHaveLength(40);
    const [availability] = await availabilityBetween(handle.db, 'summit-peak', date, date);
    expect(availability).toMatchObject({ total: 10, held: 10, available: 0 });
  });

  it('a 3-day ticket needs a place on 3 consecutive days: one full day sells the whole ticket out', async () => {
    await setDailyCapacity(handle.db, 'cascade-ridge', day(41), 0);
    await expect(catalog.hold(adult('cascade-ridge-3day', day(40)), 'cart-a', 900)).rejects.toMatchObject({ statusCode: 409, message: 'Sold Out' });
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
      .where(and(eq(capacity.resortId, 'coast-range'), eq(capacity.day, date)));
    expect(sold).toEqual([{ day: date, sold: 2 }]);
    const rows = await handle.db.select().from(holds).where(eq(holds.groupId, hold.holdId));
    expect(rows.every((r) => r.status === 'sold' && r.orderId === 'order-1')).toBe(true);
    expect(rows).toHaveLength(2);
  });

  it('commit of an expired hold whose places were taken meanwhile is "Sold Out" and rolls back', async () => {
    const date = day(61);
    await setDailyCapacity(handle.db, 'summit-peak', date, 1);
    const stale = await catalog.hold(adult('summit-peak-1day', date), 'cart-old', 0);
    await catalog.hold(adult('summit-peak-1day', date), 'cart-new', 900);
    await expect(handle.db.transaction((tx) => catalog.commit(stale.holdId, 'order-2', tx))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Sold Out',
    });
    const [row] = await handle.db.select().from(capacity).where(and(eq(capacity.resortId, 'summit-peak'), eq(capacity.day, date)));
    expect(row.sold).toBe(0);
  });

  it('commit of an expired hold still succeeds while its places are free', async () => {
    const date = day(62);
    await setDailyCapacity(handle.db, 'summit-peak', date, 1);
    const stale = await catalog.hold(adult('summit-peak-1day', date), 'cart-late', 0);
    await handle.db.transaction((tx) => catalog.commit(stale.holdId, 'order-3', tx));
    const [row] = await handle.db.select().from(capacity).where(and(eq(capacity.resortId, 'summit-peak'), eq(capacity.day, date)));
    expect(row.sold).toBe(1);
  });

  it('is registered with the cart under the line "liftaccess"', async () => {
    const registry = new CatalogRegistry();
    registry.register(catalog);
    expect(registry.get('liftaccess')).toBe(catalog);
  });
});
