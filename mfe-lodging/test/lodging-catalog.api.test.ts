import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { clearReadCaches, DOMAIN_STATUS, runJobOnce, type CatalogProvider, type DatabaseHandle } from '@resort/shared/server';
import { isDomainError, type DomainError } from '@resort/shared/core';
import { testBackends } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { capacity, holds, nightlyRates, taxesAndFees } from '../server/schema';
import { ROOMS_PER_NIGHT } from '../server/seed';
import { CONDO, INN_KING, KING, iso, mmdd, QUEEN, rejection, stayItem, SUITE, useLodgingApi } from './lodging-kit';

// The line's catalog provider as the cart calls it: quotes with taxes and fees per stay, and holds,
// commits and reverts through the shared ledger.

describe.each(testBackends())('lodging API on %s', (backend) => {
  const lodging = useLodgingApi(backend);
  const { setInventory, activeHeld, expire, soldOn } = lodging;
  let handle: DatabaseHandle;
  let provider: CatalogProvider;
  beforeAll(() => {
    ({ handle, provider } = lodging);
  });

  describe('catalog provider', () => {
    it("quotes the sum of the nightly rates per room, titled 'Property — Room', with each tax and fee rounded once per stay", async () => {
      const quote = await provider.quote(stayItem(QUEEN, 20, 3, 2));
      const rates = await handle.db
        .select()
        .from(nightlyRates)
        .where(and(eq(nightlyRates.roomId, QUEEN), gte(nightlyRates.night, iso(20)), lt(nightlyRates.night, iso(23))));
      const fees = await handle.db.select().from(taxesAndFees).where(eq(taxesAndFees.resortId, 'summit-peak'));
      const perStay = rates.reduce((sum, r) => sum + r.rate, 0);
      expect(quote).toMatchObject({
        line: 'lodging',
        productId: QUEEN,
        title: 'Alpenglow Lodge — Queen Room',
        resortId: 'summit-peak',
        timeZone: 'America/Denver',
        date: iso(20),
        endDate: iso(23),
        quantity: 2,
        unitPrice: perStay,
        currency: 'USD',
        taxRateBp: 0,
        taxesAndFeesLocation: 'Alpenglow Lodge',
        display: { date: mmdd(20), returnDate: mmdd(23), duration: '3 nights' },
      });
      // The rule: rate × (all nights × all rooms), rounded half up to the cent once per fee per stay.
      const expected = fees
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((f) => ({ name: f.name, amount: Math.floor((perStay * 2 * f.rateBp + 5000) / 10000) }));
      expect(quote.taxesAndFees).toEqual(expected);
      expect(expected.map((f) => f.name)).toEqual(['Lodging tax', 'Resort fee']);
    });

    it('rounds a fee half up once per stay, not once per night', async () => {
      // Three nights at $100.50 with the 3% resort fee: per stay 3% of $301.50 = $9.045 → $9.05;
      // rounded per night it would be $3.015 → $3.02, three times $9.06.
      await handle.db
        .update(nightlyRates)
        .set({ rate: 10050 })
        .where(and(eq(nightlyRates.roomId, KING), gte(nightlyRates.night, iso(140)), lt(nightlyRates.night, iso(143))));
      // Rates are catalog, cached per process: a write outside the seed clears the cache as the seed does.
      clearReadCaches();
      const quote = await provider.quote(stayItem(KING, 140, 3, 1));
      const [fee] = await handle.db
        .select()
        .from(taxesAndFees)
        .where(and(eq(taxesAndFees.resortId, 'summit-peak'), eq(taxesAndFees.name, 'Resort fee')));
      expect(fee.rateBp).toBe(300);
      expect(quote.taxesAndFees?.find((f) => f.name === 'Resort fee')?.amount).toBe(905);
    });

    it('refuses items that cannot be sold with 400 Product cannot be added to cart', async () => {
      const items = [
        stayItem('no-such-room', 20, 2),
        stayItem(QUEEN, 20, 29),
        stayItem(QUEEN, -3, 2),
        stayItem(QUEEN, 200, 2),
        stayItem(QUEEN, 20, 2, 0),
        stayItem(QUEEN, 20, 2, 1, { adults: 14, children: 6, childAges: [1, 2, 3, 4, 5, 6] }),
        { ...stayItem(QUEEN, 20, 2), options: {} },
      ];
      for (const item of items) {
        const error = await rejection(provider.quote(item));
        expect(isDomainError(error)).toBe(true);
        expect(error.kind).toBe('invalid');
        expect(error.message).toBe('Product cannot be added to cart');
      }
    });

    it('holds every night of the stay and releases them', async () => {
      const hold = await provider.hold(stayItem(QUEEN, 50, 3, 2), 'cart-a', 600);
      expect(hold.expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(await activeHeld(QUEEN, 50)).toBe(2);
      expect(await activeHeld(QUEEN, 52)).toBe(2);
      expect(await activeHeld(QUEEN, 53)).toBe(0);
      await provider.release(hold.holdId);
      expect(await activeHeld(QUEEN, 50)).toBe(0);
    });

    it("refuses a hold with 409 'Sold Out' when any night lacks a room, and holds nothing", async () => {
      await setInventory(QUEEN, 61, 62, { sold: ROOMS_PER_NIGHT - 1 });
      const error = await rejection(provider.hold(stayItem(QUEEN, 60, 3, 2), 'cart-b', 600));
      expect(error.kind).toBe('sold-out');
      expect(error.message).toBe('Sold Out');
      expect(await activeHeld(QUEEN, 60)).toBe(0);
    });

    it('never oversells: of N concurrent holds on the last room exactly one succeeds', async () => {
      await setInventory(CONDO, 70, 72, { sold: ROOMS_PER_NIGHT - 1 });
      const attempts = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => provider.hold(stayItem(CONDO, 70, 2), `race-${i}`, 600)),
      );
      const outcomes = attempts.map((a) =>
        a.status === 'fulfilled' ? 'held' : `${DOMAIN_STATUS[(a.reason as DomainError).kind]} ${(a.reason as Error).message}`,
      );
      expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
      expect(outcomes.filter((o) => o !== 'held')).toEqual(Array(29).fill('409 Sold Out'));
      expect(await activeHeld(CONDO, 70)).toBe(1);
      expect(await activeHeld(CONDO, 71)).toBe(1);
    });

    it('overlapping concurrent stays never deadlock and never exceed any night', async () => {
      await setInventory(INN_KING, 80, 86, { total: 2, sold: 0 });
      const stays = Array.from({ length: 12 }, (_, i) => stayItem(INN_KING, 80 + (i % 4), 2 + (i % 3)));
      const attempts = await Promise.allSettled(stays.map((item, i) => provider.hold(item, `overlap-${i}`, 600)));
      expect(attempts.some((a) => a.status === 'fulfilled')).toBe(true);
      for (const a of attempts) if (a.status === 'rejected') expect(DOMAIN_STATUS[(a.reason as DomainError).kind]).toBe(409);
      for (let day = 80; day < 86; day++) expect(await activeHeld(INN_KING, day)).toBeLessThanOrEqual(2);
    });

    it('an expired hold frees its room', async () => {
      await setInventory(KING, 90, 91, { sold: ROOMS_PER_NIGHT - 1 });
      const first = await provider.hold(stayItem(KING, 90, 1), 'cart-old', 600);
      expect((await rejection(provider.hold(stayItem(KING, 90, 1), 'cart-new', 600))).kind).toBe('sold-out');
      await expire(first.holdId);
      await expect(provider.hold(stayItem(KING, 90, 1), 'cart-new', 600)).resolves.toHaveProperty('holdId');
    });

    it('commit turns the hold into sold rooms, once per order', async () => {
      const hold = await provider.hold(stayItem(SUITE, 100, 2, 2), 'cart-c', 600);
      await handle.db.transaction((tx) => provider.commit(hold.holdId, 'order-1', tx as never));
      await handle.db.transaction((tx) => provider.commit(hold.holdId, 'order-1', tx as never));
      expect(await soldOn(SUITE, 100, 102)).toEqual([2, 2]);
      expect(await activeHeld(SUITE, 100)).toBe(0);
    });

    it("commit of an expired hold whose room was taken meanwhile fails with 'Sold Out'", async () => {
      await setInventory(SUITE, 110, 111, { sold: ROOMS_PER_NIGHT - 1 });
      const stale = await provider.hold(stayItem(SUITE, 110, 1), 'cart-slow', 600);
      await expire(stale.holdId);
      await provider.hold(stayItem(SUITE, 110, 1), 'cart-fast', 600);
      const error = await rejection(handle.db.transaction((tx) => provider.commit(stale.holdId, 'order-2', tx as never)));
      expect(error.kind).toBe('sold-out');
      expect(error.message).toBe('Sold Out');
      expect(await soldOn(SUITE, 110, 111)).toEqual([ROOMS_PER_NIGHT - 1]);
    });
    it('revert of an unpaid order puts its sold nights back to held for the same cart, and leaves a hold sold to another order alone', async () => {
      const hold = await provider.hold(stayItem(QUEEN, 120, 3, 2), 'cart-unpaid', 600);
      await handle.db.transaction((tx) => provider.commit(hold.holdId, 'order-unpaid', tx as never));
      expect(await soldOn(QUEEN, 120, 123)).toEqual([2, 2, 2]);
      expect(await activeHeld(QUEEN, 121)).toBe(0);

      await handle.db.transaction((tx) => provider.revert(hold.holdId, 'order-other', tx as never, 600));
      expect(await soldOn(QUEEN, 120, 123)).toEqual([2, 2, 2]);

      await handle.db.transaction((tx) => provider.revert(hold.holdId, 'order-unpaid', tx as never, 600));
      expect(await soldOn(QUEEN, 120, 123)).toEqual([0, 0, 0]);
      for (const day of [120, 121, 122]) expect(await activeHeld(QUEEN, day)).toBe(2);
      const rows = await handle.db.select().from(holds).where(eq(holds.holdId, hold.holdId));
      expect(rows.map((r) => [r.status, r.orderId, r.cartId])).toEqual(Array(3).fill(['held', null, 'cart-unpaid']));

      // The buyer's cart still has its rooms and can check out again.
      await handle.db.transaction((tx) => provider.commit(hold.holdId, 'order-retry', tx as never));
      expect(await soldOn(QUEEN, 120, 123)).toEqual([2, 2, 2]);
    });

    it("the line's sweep job marks lapsed holds 'expired' by the database clock and leaves live ones held", async () => {
      const job = line.jobs?.find((j) => j.name === 'lodging-holds');
      if (!job) throw new Error("the line has no 'lodging-holds' job");
      const live = await provider.hold(stayItem(KING, 130, 2), 'cart-live', 600);
      const lapsed = await provider.hold(stayItem(KING, 130, 2), 'cart-lapsed', 600);
      await expire(lapsed.holdId);
      expect(await runJobOnce(handle.db, job)).toBe(true);
      const status = async (holdId: string) => [
        ...new Set((await handle.db.select({ status: holds.status }).from(holds).where(eq(holds.holdId, holdId))).map((r) => r.status)),
      ];
      expect(await status(lapsed.holdId)).toEqual(['expired']);
      expect(await status(live.holdId)).toEqual(['held']);
      expect(await activeHeld(KING, 130)).toBe(1);
    });

    (backend === 'postgres' ? it : it.skip)(
      "commit re-reads its hold under the lock: a hold released while the commit waited is not sold over another buyer's room",
      async () => {
        await setInventory(CONDO, 140, 141, { sold: ROOMS_PER_NIGHT - 1 });
        const slow = await provider.hold(stayItem(CONDO, 140, 1), 'cart-slow-commit', 600);
        let locked!: () => void;
        let letGo!: () => void;
        const lockTaken = new Promise<void>((resolve) => (locked = resolve));
        const gate = new Promise<void>((resolve) => (letGo = resolve));
        // Another session holds the night's lock, releases the slow hold and gives the room to a new cart.
        const other = handle.db.transaction(async (tx) => {
          await tx
            .select()
            .from(capacity)
            .where(and(eq(capacity.resourceId, CONDO), eq(capacity.day, iso(140))))
            .for('update');
          await tx.update(holds).set({ status: 'released' }).where(eq(holds.holdId, slow.holdId));
          await tx.insert(holds).values({
            holdId: randomUUID(),
            resourceId: CONDO,
            day: iso(140),
            quantity: 1,
            cartId: 'cart-quick',
            status: 'held',
            expiresAt: sql`now() + interval '10 minutes'`,
          });
          locked();
          await gate;
        });
        await lockTaken;
        const commit = handle.db.transaction((tx) => provider.commit(slow.holdId, 'order-slow', tx as never));
        let settled = false;
        const outcome = commit.then(
          () => null,
          (error: DomainError) => error,
        );
        void outcome.then(() => (settled = true));
        // Until the commit, having read the hold as still held, queues on the night's lock.
        const deadline = Date.now() + 10_000;
        let waiting = 0;
        while (waiting === 0 && !settled && Date.now() < deadline) {
          const result = (await handle.db.execute(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          waiting = result.rows[0].n;
        }
        expect([waiting, settled]).toEqual([1, false]);
        letGo();
        await other;
        const error = await outcome;
        expect(error?.kind).toBe('sold-out');
        expect(error?.message).toBe('Sold Out');
        expect(await soldOn(CONDO, 140, 141)).toEqual([ROOMS_PER_NIGHT - 1]);
      },
    );
  });
});
