import { and, eq, sql } from 'drizzle-orm';
import { DOMAIN_STATUS } from './http';
import { isDomainError } from '../core/errors';
import { openDatabase, type DatabaseHandle, type Db } from './db';
import { runJobOnce } from './jobs';
import type { Ledger } from './ledger';
import { testBackends } from './testing';
import { holds } from './test-fixtures/ledger-schema';
import { d, ledgerFixture, outcome, shuffled } from './test-fixtures/ledger-fixture';

// A thousand buyers at once queue for a pool of ten connections; on a busy machine the wait passes the
// store's 5 s connect limit. These races are about overselling, not about queueing time.
process.env.DB_CONNECT_TIMEOUT_MS ??= '60000';

describe.each(testBackends())('capacity ledger on %s: races', (backend) => {
  const { current, open, units, soldOf, available, heldOf, expectCounterRight } = ledgerFixture(backend);
  let handle: DatabaseHandle;
  let db: Db;
  let ledger: Ledger;
  beforeAll(() => {
    ({ handle, db, ledger } = current());
  });

  describe('races', () => {
    let second: Db;
    let secondHandle: DatabaseHandle | undefined;

    beforeAll(async () => {
      if (backend === 'postgres') {
        // A second pool to the same database stands in for a second API process.
        secondHandle = await openDatabase({ url: handle.pool!.options.connectionString });
        second = secondHandle.db;
      } else {
        second = db;
      }
    });
    afterAll(async () => {
      await secondHandle?.close();
    });

    const dbOf = (i: number) => (i % 2 === 0 ? db : second);

    it('120 buyers across two processes racing for the last 10 places of a 3-day ticket hold exactly 10, commit exactly 10, and the rest are "Sold Out"', async () => {
      const days = [d(10), d(11), d(12)];
      await open('r-race', days, 10);
      // Each buyer names the days in its own order: the ledger's lock order alone keeps them from deadlocking.
      const results = await Promise.all(
        Array.from({ length: 120 }, async (_, i) => {
          try {
            const hold = await ledger.place(dbOf(i), { units: shuffled(units('r-race', days)), cartId: `race-${i}`, ttlSeconds: 900 });
            return hold.holdId;
          } catch (error) {
            return isDomainError(error) ? `${DOMAIN_STATUS[error.kind]} ${error.message}` : `unexpected ${String(error)}`;
          }
        }),
      );
      const held = results.filter((r) => /^[0-9a-f-]{36}$/.test(r));
      expect(results.filter((r) => !held.includes(r))).toEqual(Array(110).fill('409 Sold Out'));
      expect(held).toHaveLength(10);
      expect(await available('r-race', days[0], days[2])).toEqual([0, 0, 0]);

      // Every buyer completes twice at once, from both processes: each sale is made once.
      await Promise.all(
        held.flatMap((holdId, i) => [0, 1].map((p) => dbOf(i + p).transaction((tx) => ledger.commit(tx, holdId, `order-${i}`)))),
      );
      expect(await soldOf('r-race')).toEqual([10, 10, 10]);
      expect(await heldOf('r-race')).toEqual([0, 0, 0]);
      await expectCounterRight('r-race');
    });

    it('buyers of overlapping day ranges in both processes never deadlock and never hold more than a day has', async () => {
      const days = [d(20), d(21), d(22), d(23)];
      await open('r-overlap', days, 7);
      const ranges = [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 0],
        [0, 2],
        [1, 3],
        [0, 1, 2, 3],
      ];
      const results = await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          outcome(
            ledger.place(dbOf(i), {
              units: shuffled(
                units(
                  'r-overlap',
                  ranges[i % ranges.length].map((n) => days[n]),
                ),
              ),
              cartId: `o-${i}`,
              ttlSeconds: 900,
            }),
          ),
        ),
      );
      expect(results.filter((r) => r !== 'held' && r !== '409 Sold Out')).toEqual([]);
      const rows = await ledger.availability(db, { resourceIds: ['r-overlap'], from: days[0], to: days[3] });
      for (const row of rows) expect(row.held).toBeLessThanOrEqual(7);
      // Holds only grew, so a buyer refused for want of room still finds one of its days full.
      const full = new Set(rows.filter((r) => r.available === 0).map((r) => r.day));
      const refused = results.flatMap((r, i) => (r === 'held' ? [] : [ranges[i % ranges.length].map((n) => days[n])]));
      expect(refused.length).toBeGreaterThan(0);
      for (const wanted of refused) expect(wanted.some((day) => full.has(day))).toBe(true);
      await expectCounterRight('r-overlap');
    });

    it('1,000 buyers of one day across both processes, while lapsed holds are given up, holds released and sold and the sweep runs, never oversell', async () => {
      const day = d(25);
      await open('r-hot', [day], 300);
      // A hundred lapsed holds fill a third of the day before the rush: buyers must give them up to get in.
      for (let i = 0; i < 100; i += 1) await ledger.place(db, { units: units('r-hot', [day]), cartId: `stale-${i}`, ttlSeconds: 0 });
      const sweep = ledger.sweepJob('ledgertest-hot');
      const buyers = Array.from({ length: 1000 }, async (_, i) => {
        try {
          const hold = await ledger.place(dbOf(i), { units: units('r-hot', [day]), cartId: `hot-${i}`, ttlSeconds: 900 });
          // Some change their minds, some buy: both make room or take it while others still queue.
          if (i % 10 === 0) await ledger.release(dbOf(i + 1), hold.holdId);
          else if (i % 10 === 1) await dbOf(i + 1).transaction((tx) => ledger.commit(tx, hold.holdId, `hot-order-${i}`));
          return 'held';
        } catch (error) {
          return isDomainError(error) ? `${DOMAIN_STATUS[error.kind]} ${error.message}` : `unexpected ${String(error)}`;
        }
      });
      const sweeps = Array.from({ length: 3 }, (_, i) => runJobOnce(dbOf(i), sweep));
      const [results] = await Promise.all([Promise.all(buyers), Promise.all(sweeps)]);
      expect(results.filter((r) => r !== 'held' && r !== '409 Sold Out')).toEqual([]);
      const [row] = await ledger.availability(db, { resourceIds: ['r-hot'], from: day, to: day });
      expect(row.sold + row.held).toBeLessThanOrEqual(300);
      // Every buyer told "held" still has its places: live holds plus sales plus releases.
      const kept = await db
        .select({ status: holds.status, n: sql<number>`count(*)::int` })
        .from(holds)
        .where(and(eq(holds.resourceId, 'r-hot'), sql`${holds.cartId} LIKE 'hot-%'`))
        .groupBy(holds.status);
      const count = Object.fromEntries(kept.map((k) => [k.status, Number(k.n)]));
      expect((count.held ?? 0) + (count.sold ?? 0) + (count.released ?? 0)).toBe(results.filter((r) => r === 'held').length);
      expect(row.sold).toBe(count.sold ?? 0);
      expect(row.held).toBe(count.held ?? 0);
      // The lapsed holds were given up (by buyers or the sweep) and every place went to a buyer at least once.
      const stale = await db
        .selectDistinct({ status: holds.status })
        .from(holds)
        .where(and(eq(holds.resourceId, 'r-hot'), sql`${holds.cartId} LIKE 'stale-%'`));
      expect(stale).toEqual([{ status: 'expired' }]);
      expect(results.filter((r) => r === 'held').length).toBeGreaterThanOrEqual(300);
      await expectCounterRight('r-hot');
    });
  });
});
