import { and, eq, sql } from 'drizzle-orm';
import { PRODUCT_CANNOT_BE_ADDED } from '@resort/shared';
import { PICKUP_DATE_REQUIRED } from '@resort/shared/rules';
import { runJobOnce, runMigrations, type CatalogProvider, type DatabaseHandle } from '@resort/shared/server';
import { createTestDatabase, testBackends } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { capacity, holds, locations } from '../server/schema';
import { rentalResourceId } from '../server/services/inventory';
import { iso, MID, mmdd, rejection, rentalItem, SKI_DEMO, SKI_SPORT, useRentalsApi } from './rentals-kit';

// The line's catalog provider as the cart calls it: quotes, and holds, commits and reverts through
// the shared capacity ledger, judged by the database clock.

describe.each(testBackends())('rentals API on %s', (backend) => {
  const rentals = useRentalsApi(backend);
  const { search, product } = rentals;
  let handle: DatabaseHandle;
  let provider: CatalogProvider;
  beforeAll(() => {
    ({ handle, provider } = rentals);
  });

  describe('catalog provider', () => {
    it('quotes days x price with the pickup display fields', async () => {
      const quote = await provider.quote(rentalItem(SKI_SPORT, 3, 5));
      expect(quote).toMatchObject({
        line: 'rentals',
        productId: SKI_SPORT,
        date: iso(3),
        endDate: iso(5),
        unitPrice: 4900 * 3,
        currency: 'USD',
        taxRateBp: 890,
      });
      expect(quote.display).toEqual({
        pickUpDate: mmdd(3),
        returnDate: mmdd(5),
        duration: '3 Days',
        pickupLocation: 'Summit Peak Base Village Rentals',
      });
    });

    it('quotes a delivery with the delivery date and preferred time', async () => {
      const quote = await provider.quote(rentalItem(SKI_SPORT, 3, 4, { bookingType: 2, deliveryTime: '4:00 PM' }));
      expect(quote.display).toMatchObject({
        deliveryDate: mmdd(3),
        preferredDeliveryTime: '4:00 PM',
        returnDate: mmdd(4),
        duration: '1 Day',
      });
      expect(quote.unitPrice).toBe(4900);
    });

    it('refuses what cannot be sold with "Product cannot be added to cart"', async () => {
      for (const item of [
        { ...rentalItem(SKI_SPORT, 3, 4), productId: 'nope' },
        rentalItem(SKI_SPORT, 3, 4, { locationId: 'cascade-ridge-base' }),
        rentalItem(SKI_SPORT, 3, 4, { locationId: MID, bookingType: 2, deliveryTime: '10:00 AM' }),
        rentalItem(SKI_SPORT, 3, 4, {}, 0),
      ]) {
        const error = await rejection(provider.quote(item));
        expect(error).toMatchObject({ kind: 'invalid', message: PRODUCT_CANNOT_BE_ADDED });
      }
      expect(await rejection(provider.quote(rentalItem(SKI_SPORT, 12, 13)))).toMatchObject({
        kind: 'invalid',
        message: PICKUP_DATE_REQUIRED,
      });
    });

    it('holds stock, answers "Sold Out" (409) when short, and never oversells under racing buyers', async () => {
      // Two demo skis at the mid-mountain shop; five buyers race for one each over the same days.
      const item = rentalItem(SKI_DEMO, 30, 32, { locationId: MID });
      const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => provider.hold(item, `cart-${i}`, 600)));
      const held = results.filter((r) => r.status === 'fulfilled');
      expect(held).toHaveLength(2);
      for (const r of results.filter((r) => r.status === 'rejected')) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({ kind: 'sold-out', message: 'Sold Out' });
      }
      // An overlapping later rental is short on the shared day.
      expect(await rejection(provider.hold(rentalItem(SKI_DEMO, 32, 34, { locationId: MID }), 'cart-x', 600))).toMatchObject({
        kind: 'sold-out',
      });
      // A rental after them is free.
      await expect(provider.hold(rentalItem(SKI_DEMO, 33, 34, { locationId: MID }), 'cart-y', 600)).resolves.toHaveProperty('holdId');

      const { body } = await search({ startdate: mmdd(30), enddate: mmdd(32) });
      expect(product(body.data, SKI_DEMO).availability.find((a) => a.locationId === MID)).toMatchObject({ units: 0, soldOut: true });

      await provider.release((held[0] as PromiseFulfilledResult<{ holdId: string }>).value.holdId);
      await expect(provider.hold(item, 'cart-z', 600)).resolves.toHaveProperty('holdId');
    });

    it('commits a hold into sold units once, whatever the number of submits', async () => {
      const item = rentalItem(SKI_SPORT, 50, 51, { locationId: MID }, 3);
      const { holdId } = await provider.hold(item, 'cart-commit', 600);
      await handle.db.transaction((tx) => provider.commit(holdId, 'order-1', tx));
      await handle.db.transaction((tx) => provider.commit(holdId, 'order-1', tx));
      const rows = await handle.db
        .select()
        .from(capacity)
        .where(and(eq(capacity.resourceId, rentalResourceId(MID, SKI_SPORT)), sql`${capacity.day} between ${iso(50)} and ${iso(51)}`))
        .orderBy(capacity.day);
      expect(rows.map((r) => r.sold)).toEqual([3, 3]);
      const units = await handle.db.select().from(holds).where(eq(holds.holdId, holdId));
      expect(units).toHaveLength(2);
      for (const unit of units) expect(unit).toMatchObject({ status: 'sold', orderId: 'order-1' });
    });

    it('refuses to commit an expired hold whose units were taken meanwhile', async () => {
      const item = rentalItem(SKI_DEMO, 60, 60, { locationId: MID }, 2);
      const { holdId } = await provider.hold(item, 'cart-slow', 600);
      await handle.db.update(holds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(holds.holdId, holdId));
      await provider.hold(item, 'cart-fast', 600);
      const error = await rejection(handle.db.transaction((tx) => provider.commit(holdId, 'order-slow', tx)));
      expect(error).toMatchObject({ kind: 'sold-out', message: 'Sold Out' });
    });

    it('keeps the demo catalog to the resort shops', async () => {
      const rows = await handle.db.select().from(locations).where(eq(locations.resortId, 'summit-peak'));
      expect(rows).toHaveLength(2);
    });
  });

  describe('the shared capacity ledger', () => {
    const SKI_PERFORMANCE = 'summit-peak-ski-performance';
    const units = async (day: number) => {
      const { body } = await search({ startdate: mmdd(day), enddate: mmdd(day + 1), after3: 'false' });
      return product(body.data, SKI_PERFORMANCE).availability.find((a) => a.locationId === MID)!.units;
    };
    const soldOn = async (fromDay: number, toDay: number) =>
      (
        await handle.db
          .select({ sold: capacity.sold })
          .from(capacity)
          .where(
            and(
              eq(capacity.resourceId, rentalResourceId(MID, SKI_PERFORMANCE)),
              sql`${capacity.day} between ${iso(fromDay)} and ${iso(toDay)}`,
            ),
          )
          .orderBy(capacity.day)
      ).map((r) => r.sold);

    it("revert puts sold units back to held for the buyer's cart, and leaves a hold sold to another order alone", async () => {
      const free = await units(70);
      const { holdId } = await provider.hold(rentalItem(SKI_PERFORMANCE, 70, 71, { locationId: MID }, 2), 'cart-revert', 600);
      await handle.db.transaction((tx) => provider.commit(holdId, 'order-unpaid', tx));
      expect(await soldOn(70, 71)).toEqual([2, 2]);

      await handle.db.transaction((tx) => provider.revert(holdId, 'order-other', tx, 600));
      expect(await soldOn(70, 71)).toEqual([2, 2]);

      await handle.db.transaction((tx) => provider.revert(holdId, 'order-unpaid', tx, 600));
      expect(await soldOn(70, 71)).toEqual([0, 0]);
      const rows = await handle.db
        .select({ status: holds.status, orderId: holds.orderId, live: sql<boolean>`${holds.expiresAt} > now()` })
        .from(holds)
        .where(eq(holds.holdId, holdId));
      expect(rows).toEqual([
        { status: 'held', orderId: null, live: true },
        { status: 'held', orderId: null, live: true },
      ]);
      // Still held for the cart: not free to anyone else, and the cart can buy them again.
      expect(await units(70)).toBe(free - 2);
      await handle.db.transaction((tx) => provider.commit(holdId, 'order-paid', tx));
      expect(await soldOn(70, 71)).toEqual([2, 2]);
    });

    // PGlite runs inside this process and reads its clock, so only a separate server can show
    // that the app's clock plays no part.
    const onOwnClock = backend === 'postgres' ? it : it.skip;
    onOwnClock('the database clock judges expiry: a hold placed while the app clock is an hour behind still holds its units', async () => {
      const free = await units(80);
      const realNow = Date.now.bind(Date);
      const appClock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() - 3_600_000);
      let hold: { holdId: string; expiresAt: Date };
      try {
        hold = await provider.hold(rentalItem(SKI_PERFORMANCE, 80, 80, { locationId: MID }), 'cart-clock', 600);
      } finally {
        appClock.mockRestore();
      }
      const [{ left }] = await handle.db
        .select({ left: sql<number>`extract(epoch from (max(${holds.expiresAt}) - now()))::float` })
        .from(holds)
        .where(eq(holds.holdId, hold.holdId));
      expect(left).toBeGreaterThan(500);
      expect(left).toBeLessThanOrEqual(600);
      expect(await units(80)).toBe(free - 1);
    });

    it('the sweep job marks holds the database clock has expired', async () => {
      expect(line.jobs?.map((j) => j.name)).toEqual(['rentals-holds']);
      const { holdId } = await provider.hold(rentalItem(SKI_PERFORMANCE, 90, 90, { locationId: MID }), 'cart-sweep', 600);
      await handle.db.update(holds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(holds.holdId, holdId));
      await runJobOnce(handle.db, line.jobs![0]);
      const rows = await handle.db.select({ status: holds.status }).from(holds).where(eq(holds.holdId, holdId));
      expect(rows).toEqual([{ status: 'expired' }]);
    });
  });
});

describe.each(testBackends())('rentals migrations on %s', (backend) => {
  it("carry a running store's stock, sales and holds over to the ledger, keeping the hold ids", async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const folder = line.migrations[0].folder;
    // The store as it ran before the ledger: only the first migration.
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'rentals-0000-'));
    await fs.mkdir(path.join(before, 'meta'));
    await fs.copyFile(path.join(folder, '0000_init.sql'), path.join(before, '0000_init.sql'));
    const journal = JSON.parse(await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'));
    await fs.writeFile(path.join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));

    const db = await createTestDatabase(backend, []);
    try {
      await runMigrations(db, [{ schema: 'rentals', folder: before }]);
      const holdId = '6f1c1c1e-8a0e-4f7e-9a5e-0c1b2d3e4f50';
      for (const statement of [
        sql`INSERT INTO rentals.locations (id, resort_id, name, address) VALUES ('x-base', 'x', 'Base', 'Plaza')`,
        sql`INSERT INTO rentals.rental_products (id, resort_id, season, category, tier, name, price_per_day, currency)
          VALUES ('x-ski', 'x', 1, 'ski', 'Sport', 'Skis', 4900, 'USD')`,
        sql`INSERT INTO rentals.unit_inventory (location_id, product_id, day, total, sold)
          VALUES ('x-base', 'x-ski', '2030-01-01', 5, 1), ('x-base', 'x-ski', '2030-01-02', 5, 1), ('x-base', 'x-ski', '2030-01-03', 5, 0)`,
        sql`INSERT INTO rentals.holds (id, location_id, product_id, day, return_day, quantity, cart_id, status, expires_at, order_id)
          VALUES (${holdId}, 'x-base', 'x-ski', '2030-01-01', '2030-01-02', 1, 'cart-1', 'committed', now(), 'order-1')`,
      ]) {
        await db.db.execute(statement);
      }
      await runMigrations(db, [{ schema: 'rentals', folder }]);

      const stock = await db.db.select().from(capacity).orderBy(capacity.day);
      expect(stock.map((r) => [r.resourceId, r.day, r.total, r.sold])).toEqual([
        ['x-base:x-ski', '2030-01-01', 5, 1],
        ['x-base:x-ski', '2030-01-02', 5, 1],
        ['x-base:x-ski', '2030-01-03', 5, 0],
      ]);
      const carried = await db.db.select().from(holds).orderBy(holds.day);
      expect(carried.map((h) => [h.holdId, h.resourceId, h.day, h.quantity, h.status, h.orderId])).toEqual([
        [holdId, 'x-base:x-ski', '2030-01-01', 1, 'sold', 'order-1'],
        [holdId, 'x-base:x-ski', '2030-01-02', 1, 'sold', 'order-1'],
      ]);
      const old = await db.db.execute(
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'rentals' AND table_name IN ('holds', 'unit_inventory')`,
      );
      expect((old as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    } finally {
      await db.close();
      await fs.rm(before, { recursive: true, force: true });
    }
  });
});
