import { and, eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, type Db } from './db';
import { runJobOnce } from './jobs';
import { createLedger, type Ledger } from './ledger';
import { testBackends, withClockBehind } from './testing';
import { capacity, holds, version } from './test-fixtures/ledger-schema';
import { d, ledgerFixture, outcome } from './test-fixtures/ledger-fixture';

describe.each(testBackends())('capacity ledger on %s', (backend) => {
  const { current, open, units, soldOf, statusesOf, available, commit, heldOf, expectCounterRight } = ledgerFixture(backend);
  let handle: DatabaseHandle;
  let db: Db;
  let ledger: Ledger;
  beforeAll(() => {
    ({ handle, db, ledger } = current());
  });

  it('place holds units on every day; availability is total - sold - live holds, in one answer per day', async () => {
    await open('r-place', [d(1), d(2), d(3)], 5);
    const hold = await ledger.place(db, { units: units('r-place', [d(1), d(2)], 2), cartId: 'c1', ttlSeconds: 900 });
    expect(hold.holdId).toMatch(/^[0-9a-f-]{36}$/);
    expect(hold.expiresAt).toBeInstanceOf(Date);
    const rows = await ledger.availability(db, { resourceIds: ['r-place'], from: d(1), to: d(3) });
    expect(rows).toEqual([
      { resourceId: 'r-place', pool: 'default', day: d(1), total: 5, sold: 0, held: 2, available: 3 },
      { resourceId: 'r-place', pool: 'default', day: d(2), total: 5, sold: 0, held: 2, available: 3 },
      { resourceId: 'r-place', pool: 'default', day: d(3), total: 5, sold: 0, held: 0, available: 5 },
    ]);
  });

  // Only PostgreSQL keeps statements by name (PGlite runs in this process and has no connections).
  (backend === 'postgres' ? it : it.skip)(
    'a hold of one day is one statement sent by name: each connection parses and plans it once',
    async () => {
      await open('r-prepared', [d(20)], 3);
      const client = await handle.pool!.connect();
      try {
        const { drizzle } = await import('drizzle-orm/node-postgres');
        const one = drizzle(client) as unknown as Db;
        const placed = [];
        for (let i = 0; i < 4; i += 1)
          placed.push(
            await outcome(ledger.place(one, { units: units('r-prepared', [d(20)]), cartId: `cart-prepared-${i}`, ttlSeconds: 60 })),
          );
        expect(placed).toEqual(['held', 'held', 'held', '409 Sold Out']);
        const { rows } = await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
        expect(rows.map((r) => r.name)).toContain('ledger_place_one_ledgertest');
      } finally {
        client.release();
      }
      expect(await heldOf('r-prepared')).toEqual([3]);
      await expectCounterRight('r-prepared');
    },
  );

  it('all or nothing: one full day refuses the whole hold with "Sold Out" (409) and holds nothing on the other days', async () => {
    await open('r-aon', [d(1), d(2), d(3)], 2);
    await ledger.place(db, { units: units('r-aon', [d(2)], 2), cartId: 'c1', ttlSeconds: 900 });
    await expect(ledger.place(db, { units: units('r-aon', [d(1), d(2), d(3)]), cartId: 'c2', ttlSeconds: 900 })).rejects.toMatchObject({
      kind: 'sold-out',
      message: 'Sold Out',
    });
    expect(await available('r-aon', d(1), d(3))).toEqual([2, 0, 2]);
    expect(await db.select().from(holds).where(eq(holds.cartId, 'c2'))).toEqual([]);
  });

  it('units naming the same place are one demand: 2 + 2 on a day of 3 is "Sold Out"', async () => {
    await open('r-dup', [d(1)], 3);
    await expect(
      ledger.place(db, { units: [...units('r-dup', [d(1)], 2), ...units('r-dup', [d(1)], 2)], cartId: 'c', ttlSeconds: 900 }),
    ).rejects.toMatchObject({ kind: 'sold-out' });
    await ledger.place(db, { units: [...units('r-dup', [d(1)], 1), ...units('r-dup', [d(1)], 2)], cartId: 'c', ttlSeconds: 900 });
    expect(await available('r-dup', d(1), d(1))).toEqual([0]);
  });

  it("a day without a capacity row is 'Product cannot be added to cart' (400), and so are no units or a quantity below 1", async () => {
    await open('r-missing', [d(1)], 5);
    for (const u of [units('r-missing', [d(1), d(2)]), [], units('r-missing', [d(1)], 0), units('r-missing', [d(1)], 1.5)]) {
      await expect(ledger.place(db, { units: u, cartId: 'c', ttlSeconds: 900 })).rejects.toMatchObject({
        kind: 'invalid',
        message: 'Product cannot be added to cart',
      });
    }
    expect(await available('r-missing', d(1), d(1))).toEqual([5]);
  });

  it('pools of one resource and day are apart', async () => {
    await open('r-pools', [d(1)], 1, 'lift');
    await open('r-pools', [d(1)], 1, 'lesson');
    await ledger.place(db, { units: units('r-pools', [d(1)], 1, 'lift'), cartId: 'c', ttlSeconds: 900 });
    expect(await available('r-pools', d(1), d(1), 'lift')).toEqual([0]);
    expect(await available('r-pools', d(1), d(1), 'lesson')).toEqual([1]);
    await expect(ledger.place(db, { units: units('r-pools', [d(1)], 1, 'lesson'), cartId: 'c', ttlSeconds: 900 })).resolves.toHaveProperty(
      'holdId',
    );
  });

  it('an expired hold frees its places (judged by the database clock)', async () => {
    await open('r-exp', [d(1)], 1);
    await ledger.place(db, { units: units('r-exp', [d(1)]), cartId: 'c1', ttlSeconds: 0 });
    expect(await available('r-exp', d(1), d(1))).toEqual([1]);
    await expect(ledger.place(db, { units: units('r-exp', [d(1)]), cartId: 'c2', ttlSeconds: 900 })).resolves.toHaveProperty('holdId');
  });

  it('expiry follows the database clock, not the clock of the API process', async () => {
    await open('r-clock', [d(1)], 1);
    // This process's clock a year behind: a hold timed by it would have lapsed already.
    await withClockBehind(365 * 86_400_000, async () => {
      await ledger.place(db, { units: units('r-clock', [d(1)]), cartId: 'c', ttlSeconds: 900 });
      expect(await available('r-clock', d(1), d(1))).toEqual([0]);
    });
    const [{ databaseNow }] = await db.select({ databaseNow: sql<string>`now()::text` }).from(sql`(select 1) as one`);
    const [row] = await db.select().from(holds).where(eq(holds.cartId, 'c')).limit(1);
    expect(row.expiresAt.getTime() - new Date(databaseNow).getTime()).toBeGreaterThan(800_000);
  });

  it('release frees a live hold at once and is idempotent', async () => {
    await open('r-rel', [d(1)], 2);
    const hold = await ledger.place(db, { units: units('r-rel', [d(1)], 2), cartId: 'c', ttlSeconds: 900 });
    await expect(ledger.place(db, { units: units('r-rel', [d(1)]), cartId: 'c2', ttlSeconds: 900 })).rejects.toMatchObject({
      message: 'Sold Out',
    });
    await ledger.release(db, hold.holdId);
    await ledger.release(db, hold.holdId);
    expect(await statusesOf(hold.holdId)).toEqual(['released']);
    expect(await available('r-rel', d(1), d(1))).toEqual([2]);
  });

  it('release of a sold hold sells nothing back', async () => {
    await open('r-relsold', [d(1)], 2);
    const hold = await ledger.place(db, { units: units('r-relsold', [d(1)]), cartId: 'c', ttlSeconds: 900 });
    await commit(hold.holdId, 'o1');
    await ledger.release(db, hold.holdId);
    expect(await statusesOf(hold.holdId)).toEqual(['sold']);
    expect(await soldOf('r-relsold')).toEqual([1]);
  });

  it('commit sells once: a repeated commit for the same order is a no-op, a commit for another order is "Sold Out"', async () => {
    await open('r-commit', [d(1), d(2)], 5);
    const hold = await ledger.place(db, { units: units('r-commit', [d(1), d(2)], 2), cartId: 'c', ttlSeconds: 900 });
    await commit(hold.holdId, 'order-1');
    await commit(hold.holdId, 'order-1');
    expect(await soldOf('r-commit')).toEqual([2, 2]);
    expect(await statusesOf(hold.holdId)).toEqual(['sold', 'sold']);
    expect(await available('r-commit', d(1), d(2))).toEqual([3, 3]);
    await expect(commit(hold.holdId, 'order-2')).rejects.toMatchObject({ kind: 'sold-out', message: 'Sold Out' });
    expect(await soldOf('r-commit')).toEqual([2, 2]);
  });

  it("commit of an unknown hold is 'Product cannot be added to cart'", async () => {
    await expect(commit('00000000-0000-4000-8000-000000000000', 'o')).rejects.toMatchObject({ kind: 'invalid' });
    // An id that is not even a uuid names no hold either: a 400, not a failed cast.
    await expect(commit('not-a-hold', 'o')).rejects.toMatchObject({ kind: 'invalid' });
    await expect(ledger.release(db, 'not-a-hold')).resolves.toBeUndefined();
    await expect(ledger.extend(db, 'not-a-hold', 60)).resolves.toBeNull();
    await expect(db.transaction((tx) => ledger.revert(tx, 'not-a-hold', 'o', 60))).resolves.toBeUndefined();
  });

  it('commit of an expired hold still sells while its places are free', async () => {
    await open('r-late', [d(1)], 1);
    const stale = await ledger.place(db, { units: units('r-late', [d(1)]), cartId: 'c', ttlSeconds: 0 });
    await commit(stale.holdId, 'o');
    expect(await soldOf('r-late')).toEqual([1]);
    expect(await statusesOf(stale.holdId)).toEqual(['sold']);
  });

  it('commit of an expired hold whose places were taken meanwhile is "Sold Out" and sells nothing', async () => {
    await open('r-taken', [d(1), d(2)], 1);
    const stale = await ledger.place(db, { units: units('r-taken', [d(1), d(2)]), cartId: 'old', ttlSeconds: 0 });
    await ledger.place(db, { units: units('r-taken', [d(2)]), cartId: 'new', ttlSeconds: 900 });
    await expect(commit(stale.holdId, 'o')).rejects.toMatchObject({ kind: 'sold-out', message: 'Sold Out' });
    expect(await soldOf('r-taken')).toEqual([0, 0]);
    // The later buyer gave up the lapsed hold's second day to take it; its first day still counts as held.
    expect((await statusesOf(stale.holdId)).sort()).toEqual(['expired', 'held']);
    await expectCounterRight('r-taken');
  });

  it('commit of a released hold sells only while the places are free', async () => {
    await open('r-relcommit', [d(1)], 1);
    const a = await ledger.place(db, { units: units('r-relcommit', [d(1)]), cartId: 'a', ttlSeconds: 900 });
    await ledger.release(db, a.holdId);
    const b = await ledger.place(db, { units: units('r-relcommit', [d(1)]), cartId: 'b', ttlSeconds: 900 });
    await expect(commit(a.holdId, 'oa')).rejects.toMatchObject({ kind: 'sold-out' });
    await ledger.release(db, b.holdId);
    await commit(a.holdId, 'oa');
    expect(await soldOf('r-relcommit')).toEqual([1]);
  });

  it("revert gives an unpaid order's units back to the buyer's hold for the ttl, and the hold can be committed again", async () => {
    await open('r-revert', [d(1), d(2)], 3);
    const hold = await ledger.place(db, { units: units('r-revert', [d(1), d(2)], 2), cartId: 'c', ttlSeconds: 900 });
    await commit(hold.holdId, 'unpaid');
    await db.transaction((tx) => ledger.revert(tx, hold.holdId, 'unpaid', 600));
    expect(await soldOf('r-revert')).toEqual([0, 0]);
    expect(await statusesOf(hold.holdId)).toEqual(['held', 'held']);
    const [row] = await db.select().from(holds).where(eq(holds.holdId, hold.holdId)).limit(1);
    expect(row.orderId).toBeNull();
    // Still the buyer's: nobody else can take those places meanwhile.
    expect(await available('r-revert', d(1), d(2))).toEqual([1, 1]);
    await expect(ledger.place(db, { units: units('r-revert', [d(1)], 2), cartId: 'other', ttlSeconds: 900 })).rejects.toMatchObject({
      kind: 'sold-out',
    });
    await commit(hold.holdId, 'paid');
    expect(await soldOf('r-revert')).toEqual([2, 2]);
    expect(await heldOf('r-revert')).toEqual([0, 0]);
    await expectCounterRight('r-revert');
  });

  it('revert leaves a hold that is not sold to that order as it is', async () => {
    await open('r-revert2', [d(1)], 3);
    const held = await ledger.place(db, { units: units('r-revert2', [d(1)]), cartId: 'c', ttlSeconds: 900 });
    const sold = await ledger.place(db, { units: units('r-revert2', [d(1)]), cartId: 'c', ttlSeconds: 900 });
    await commit(sold.holdId, 'o1');
    await db.transaction(async (tx) => {
      await ledger.revert(tx, sold.holdId, 'someone-else', 600);
      await ledger.revert(tx, held.holdId, 'o1', 600);
      await ledger.revert(tx, '00000000-0000-4000-8000-000000000000', 'o1', 600);
    });
    expect(await statusesOf(sold.holdId)).toEqual(['sold']);
    expect(await statusesOf(held.holdId)).toEqual(['held']);
    expect(await soldOf('r-revert2')).toEqual([1]);
  });

  it('extend moves a live hold to now + ttl; a lapsed, released or unknown hold is not extended', async () => {
    await open('r-extend', [d(1)], 3);
    const hold = await ledger.place(db, { units: units('r-extend', [d(1)]), cartId: 'c', ttlSeconds: 60 });
    const later = await ledger.extend(db, hold.holdId, 3600);
    expect(later).toBeInstanceOf(Date);
    expect(later!.getTime() - hold.expiresAt.getTime()).toBeGreaterThan(3000_000);
    const [row] = await db.select().from(holds).where(eq(holds.holdId, hold.holdId));
    expect(row.expiresAt.getTime()).toBe(later!.getTime());

    const lapsed = await ledger.place(db, { units: units('r-extend', [d(1)]), cartId: 'c', ttlSeconds: 0 });
    expect(await ledger.extend(db, lapsed.holdId, 3600)).toBeNull();
    const released = await ledger.place(db, { units: units('r-extend', [d(1)]), cartId: 'c', ttlSeconds: 900 });
    await ledger.release(db, released.holdId);
    expect(await ledger.extend(db, released.holdId, 3600)).toBeNull();
    expect(await ledger.extend(db, '00000000-0000-4000-8000-000000000000', 3600)).toBeNull();
    expect(await available('r-extend', d(1), d(1))).toEqual([2]);
  });

  it('the sweep job marks lapsed holds expired and deletes holds dead for more than a day, leaving live and sold ones', async () => {
    await open('r-sweep', [d(1)], 10);
    const live = await ledger.place(db, { units: units('r-sweep', [d(1)]), cartId: 's', ttlSeconds: 900 });
    const lapsed = await ledger.place(db, { units: units('r-sweep', [d(1)]), cartId: 's', ttlSeconds: 0 });
    const old = await ledger.place(db, { units: units('r-sweep', [d(1)]), cartId: 's', ttlSeconds: 900 });
    const oldSold = await ledger.place(db, { units: units('r-sweep', [d(1)]), cartId: 's', ttlSeconds: 900 });
    await ledger.release(db, old.holdId);
    await commit(oldSold.holdId, 'o');
    await db
      .update(holds)
      .set({ expiresAt: sql`now() - interval '2 days'` })
      .where(sql`${holds.holdId} IN (${old.holdId}, ${oldSold.holdId})`);

    const job = ledger.sweepJob('ledgertest-holds');
    expect(job.name).toBe('ledgertest-holds');
    expect(job.everySeconds).toBeGreaterThan(0);
    expect(await runJobOnce(db, job)).toBe(true);
    expect(await statusesOf(live.holdId)).toEqual(['held']);
    expect(await statusesOf(lapsed.holdId)).toEqual(['expired']);
    expect(await statusesOf(old.holdId)).toEqual([]);
    expect(await statusesOf(oldSold.holdId)).toEqual(['sold']);
    expect(await heldOf('r-sweep')).toEqual([1]);
    await expectCounterRight('r-sweep');
    // An expired hold can still become a sale while its places are free.
    await commit(lapsed.holdId, 'o2');
    expect(await soldOf('r-sweep')).toEqual([2]);
    await expectCounterRight('r-sweep');
  });

  it('the counter follows every step: place, release, commit, revert, extend and sweep', async () => {
    await open('r-counter', [d(1), d(2)], 6);
    const a = await ledger.place(db, { units: units('r-counter', [d(1), d(2)], 2), cartId: 'a', ttlSeconds: 900 });
    const b = await ledger.place(db, { units: units('r-counter', [d(1)], 1), cartId: 'b', ttlSeconds: 900 });
    const c = await ledger.place(db, { units: units('r-counter', [d(2)], 3), cartId: 'c', ttlSeconds: 0 });
    expect(await heldOf('r-counter')).toEqual([3, 5]);
    await expectCounterRight('r-counter');
    await ledger.release(db, b.holdId);
    await ledger.release(db, b.holdId);
    expect(await heldOf('r-counter')).toEqual([2, 5]);
    await commit(a.holdId, 'oa');
    expect([await soldOf('r-counter'), await heldOf('r-counter')]).toEqual([
      [2, 2],
      [0, 3],
    ]);
    await db.transaction((tx) => ledger.revert(tx, a.holdId, 'oa', 900));
    expect([await soldOf('r-counter'), await heldOf('r-counter')]).toEqual([
      [0, 0],
      [2, 5],
    ]);
    await ledger.extend(db, a.holdId, 1800);
    await expectCounterRight('r-counter');
    // Released and sold holds count no more; the lapsed one until the sweep gives it up.
    await ledger.release(db, a.holdId);
    expect(await heldOf('r-counter')).toEqual([0, 3]);
    expect(await available('r-counter', d(1), d(2))).toEqual([6, 6]);
    expect(await runJobOnce(db, ledger.sweepJob('ledgertest-counter'))).toBe(true);
    expect(await statusesOf(c.holdId)).toEqual(['expired']);
    expect(await heldOf('r-counter')).toEqual([0, 0]);
    await expectCounterRight('r-counter');
  });

  it('a later buyer of a full day takes the places of a lapsed hold the sweep has not reached yet', async () => {
    await open('r-reclaim', [d(1)], 2);
    const live = await ledger.place(db, { units: units('r-reclaim', [d(1)]), cartId: 'live', ttlSeconds: 900 });
    const lapsed = await ledger.place(db, { units: units('r-reclaim', [d(1)]), cartId: 'lapsed', ttlSeconds: 0 });
    expect(await heldOf('r-reclaim')).toEqual([2]);
    const later = await ledger.place(db, { units: units('r-reclaim', [d(1)]), cartId: 'later', ttlSeconds: 900 });
    expect(await statusesOf(lapsed.holdId)).toEqual(['expired']);
    expect(await statusesOf(live.holdId)).toEqual(['held']);
    expect(await heldOf('r-reclaim')).toEqual([2]);
    await expectCounterRight('r-reclaim');
    // The day is full of live holds now: the next buyer is refused and nothing changes.
    await expect(ledger.place(db, { units: units('r-reclaim', [d(1)]), cartId: 'next', ttlSeconds: 900 })).rejects.toMatchObject({
      kind: 'sold-out',
      message: 'Sold Out',
    });
    // The lapsed hold's buyer comes back too late: its places went to the later buyer.
    await expect(commit(lapsed.holdId, 'too-late')).rejects.toMatchObject({ kind: 'sold-out' });
    await commit(later.holdId, 'o');
    expect([await soldOf('r-reclaim'), await heldOf('r-reclaim')]).toEqual([[1], [1]]);
    await expectCounterRight('r-reclaim');
  });

  it('a hold on several days that finds lapsed holds on some of them gives those up and holds all or nothing', async () => {
    await open('r-reclaim2', [d(1), d(2), d(3)], 1);
    await ledger.place(db, { units: units('r-reclaim2', [d(1)]), cartId: 'x', ttlSeconds: 0 });
    await ledger.place(db, { units: units('r-reclaim2', [d(3)]), cartId: 'y', ttlSeconds: 0 });
    await ledger.place(db, { units: units('r-reclaim2', [d(2)]), cartId: 'z', ttlSeconds: 900 });
    // Day 2 is held live: refused, whatever was given up on days 1 and 3 stays given up, nothing is held.
    await expect(ledger.place(db, { units: units('r-reclaim2', [d(1), d(2), d(3)]), cartId: 'w', ttlSeconds: 900 })).rejects.toMatchObject({
      kind: 'sold-out',
    });
    expect(await db.select().from(holds).where(eq(holds.cartId, 'w'))).toEqual([]);
    await expectCounterRight('r-reclaim2');
    await ledger.place(db, { units: units('r-reclaim2', [d(1), d(3)]), cartId: 'v', ttlSeconds: 900 });
    expect(await heldOf('r-reclaim2')).toEqual([1, 1, 1]);
    expect(await available('r-reclaim2', d(1), d(3))).toEqual([0, 0, 0]);
    await expectCounterRight('r-reclaim2');
  });

  it('commit of a lapsed hold the sweep has not reached sells its places even on a day that is otherwise full', async () => {
    await open('r-unswept', [d(1)], 2);
    const lapsed = await ledger.place(db, { units: units('r-unswept', [d(1)]), cartId: 'l', ttlSeconds: 0 });
    await ledger.place(db, { units: units('r-unswept', [d(1)]), cartId: 'other', ttlSeconds: 900 });
    expect(await available('r-unswept', d(1), d(1))).toEqual([1]);
    await commit(lapsed.holdId, 'o');
    expect([await soldOf('r-unswept'), await heldOf('r-unswept')]).toEqual([[1], [1]]);
    expect(await available('r-unswept', d(1), d(1))).toEqual([0]);
    await expectCounterRight('r-unswept');
  });

  it('CHECK (sold >= 0 AND sold <= total, held >= 0 AND sold + held <= total): the database refuses an oversold or negative day whatever the code does', async () => {
    await open('r-check', [d(1)], 2);
    const where = and(eq(capacity.resourceId, 'r-check'), eq(capacity.day, d(1)));
    await expect(db.update(capacity).set({ sold: 3 }).where(where)).rejects.toThrow();
    await expect(db.update(capacity).set({ sold: -1 }).where(where)).rejects.toThrow();
    await expect(db.update(capacity).set({ total: 0, sold: 1 }).where(where)).rejects.toThrow();
    await expect(
      db
        .insert(holds)
        .values({ holdId: crypto.randomUUID(), resourceId: 'r-check', day: d(1), quantity: 0, cartId: 'c', expiresAt: new Date() }),
    ).rejects.toThrow();
    await expect(db.update(capacity).set({ held: -1 }).where(where)).rejects.toThrow();
    await expect(db.update(capacity).set({ sold: 1, held: 2 }).where(where)).rejects.toThrow();
    await db.update(capacity).set({ sold: 2 }).where(where);
    expect(await soldOf('r-check')).toEqual([2]);
  });

  it("searches answer from the process's copy of free places; the ledger's own writes show at once, a change made beside it once announced", async () => {
    await open('r-recent', [d(1), d(2)], 5);
    const recent = async () =>
      (await ledger.recentAvailability(db, { resourceIds: ['r-recent'], from: d(1), to: d(2) })).map((a) => a.available);
    // A crowd asking at once: one answer, the same as a fresh read.
    const crowd = await Promise.all(Array.from({ length: 20 }, recent));
    expect(new Set(crowd.map((a) => a.join()))).toEqual(new Set(['5,5']));
    // A hold, a release and a sale through the ledger are seen by the next search.
    const hold = await ledger.place(db, { units: units('r-recent', [d(1)], 2), cartId: 'c-recent', ttlSeconds: 900 });
    expect(await recent()).toEqual([3, 5]);
    await ledger.release(db, hold.holdId);
    expect(await recent()).toEqual([5, 5]);
    const sold = await ledger.place(db, { units: units('r-recent', [d(2)], 1), cartId: 'c-recent', ttlSeconds: 900 });
    await commit(sold.holdId, 'order-recent');
    expect(await recent()).toEqual([5, 4]);
    // A hold that lapsed is free to searches; selling it after all takes its place again, seen at once.
    const lapsed = await ledger.place(db, { units: units('r-recent', [d(2)], 1), cartId: 'c-recent', ttlSeconds: 0 });
    expect(await recent()).toEqual([5, 4]);
    await commit(lapsed.holdId, 'order-recent-lapsed');
    expect(await recent()).toEqual([5, 3]);
    // A change beside the ledger (a capacity edit) shows once announced: until then the copy answers.
    await db
      .update(capacity)
      .set({ total: 9 })
      .where(and(eq(capacity.resourceId, 'r-recent'), eq(capacity.day, d(1))));
    expect(await recent()).toEqual([5, 3]);
    expect(await available('r-recent', d(1), d(2))).toEqual([9, 3]);
    await ledger.announce(db);
    expect(await recent()).toEqual([9, 3]);
  });

  it('the copy answers every span as the query does: days outside the copy, unknown resources, several resources', async () => {
    await open('r-span-a', [d(3), d(4), d(5), d(6)], 4);
    await open('r-span-b', [d(4), d(5)], 2);
    await ledger.place(db, {
      units: [...units('r-span-a', [d(4), d(5)], 3), ...units('r-span-b', [d(5)], 2)],
      cartId: 'c-span',
      ttlSeconds: 900,
    });
    const byKey = (rows: { resourceId: string; day: string }[]) =>
      [...rows].sort((a, b) => `${a.resourceId}${a.day}`.localeCompare(`${b.resourceId}${b.day}`));
    for (const [ids, from, to] of [
      [['r-span-a'], d(1), d(9)],
      [['r-span-a', 'r-span-b'], d(4), d(5)],
      [['r-span-b', 'nowhere', 'r-span-a'], d(5), d(5)],
      [['nowhere'], d(1), d(2)],
      [['r-span-a'], d(7), d(6)],
    ] as const) {
      const q = { resourceIds: [...ids], from, to };
      expect(byKey(await ledger.recentAvailability(db, q))).toEqual(byKey(await ledger.availability(db, q)));
    }
    // A day before the copy's first (yesterday) is asked of the database.
    expect(await ledger.recentAvailability(db, { resourceIds: ['r-span-a'], from: '2020-01-01', to: '2020-01-02' })).toEqual([]);
  });

  it('a copy ends when the first live hold in it lapses: its places come free with no write', async () => {
    await open('r-lapse', [d(1)], 2);
    await ledger.place(db, { units: units('r-lapse', [d(1)]), cartId: 'c-lapse', ttlSeconds: 0.4 });
    const recent = async () => (await ledger.recentAvailability(db, { resourceIds: ['r-lapse'], from: d(1), to: d(1) }))[0].available;
    expect(await recent()).toBe(1);
    const until = Date.now() + 5_000;
    let seen = 1;
    while (seen !== 2 && Date.now() < until) seen = await recent();
    expect(seen).toBe(2);
  });

  // Two API processes are two pools over one database, each with its own copy.
  (backend === 'postgres' ? it : it.skip)(
    "another process's hold, release or sale is answered only once this process's copy no longer shows the places as they were",
    async () => {
      const { default: pg } = await import('pg');
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const otherPool = new pg.Pool({ ...(handle.pool as unknown as { options: import('pg').PoolConfig }).options, max: 2 });
      const otherDb = drizzle(otherPool) as unknown as Db;
      const other = createLedger({ capacity, holds, version }, { reloadGapMs: 0 });
      try {
        await open('r-procs', [d(1), d(2)], 50);
        const here = async () =>
          (await ledger.recentAvailability(db, { resourceIds: ['r-procs'], from: d(1), to: d(2) })).map((a) => a.available);
        expect(await here()).toEqual([50, 50]);
        // A change beside both ledgers and unannounced is not seen: this process answers from its copy.
        await db
          .update(capacity)
          .set({ total: 60 })
          .where(and(eq(capacity.resourceId, 'r-procs'), eq(capacity.day, d(2))));
        expect(await here()).toEqual([50, 50]);
        await other.announce(otherDb);
        expect(await here()).toEqual([50, 60]);
        // Searches run all the while here; each write of the other process is seen by the first search after its answer.
        let searching = true;
        const crowd = (async () => {
          while (searching) {
            await here();
            await new Promise(setImmediate);
          }
        })();
        let free = 50;
        for (let i = 0; i < 10; i += 1) {
          const hold = await other.place(otherDb, { units: units('r-procs', [d(1)], 2), cartId: `c-procs-${i}`, ttlSeconds: 900 });
          free -= 2;
          expect((await here())[0]).toBe(free);
          if (i % 2) {
            await other.release(otherDb, hold.holdId);
            free += 2;
          } else await otherDb.transaction((tx) => other.commit(tx, hold.holdId, `order-procs-${i}`));
          expect((await here())[0]).toBe(free);
        }
        searching = false;
        await crowd;
        expect(await available('r-procs', d(1), d(1))).toEqual([free]);
      } finally {
        await otherPool.end();
      }
    },
  );
});
