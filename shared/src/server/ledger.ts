// READY
import { and, asc, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTransaction, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRODUCT_CANNOT_BE_ADDED } from '../core/messages';
import { preparedStatement, type Db } from './db';
import { badRequest } from './http';
import { availabilitySnapshots } from './availability-snapshot';
import { holdsCounter } from './metrics';
import { soldOut } from '../core/errors';
import {
  DEFAULT_POOL,
  KEEP_DEAD_HOLDS,
  type Key,
  type KeyAmount,
  type Ledger,
  type LedgerTables,
  NoRoom,
  SOLD_OUT,
  SWEEP_BATCH,
  asDate,
  assertTtl,
  byKey,
  dbNow,
  expiryIn,
  isHoldId,
  isTrue,
  keyOf,
  rowsOf,
} from './ledger-model';

/**
 * The one capacity ledger of the store. Each line keeps the tables in its own PostgreSQL schema
 * (`ledgerTables(schema)`), the logic lives here once: holds placed all or nothing under row
 * locks taken in one fixed order, sales committed idempotently, and every expiry judged by the
 * database clock, never by the clock of whichever API process happens to run the code.
 *
 * The capacity row carries `held`, the units of its key's holds in status 'held' (lapsed or
 * not), so a hold on a hot day is one conditional UPDATE of that row. Every operation keeps
 * that counter equal to the holds it counts, and every one that changes both tables takes the
 * capacity rows' locks first (in the fixed order) and the hold rows' after, so none deadlocks
 * with another.
 */

export {
  SOLD_OUT,
  DEFAULT_POOL,
  HOLD_STATUSES,
  type HoldStatus,
  ledgerTables,
  type LedgerTables,
  type LedgerUnit,
  type DayAvailability,
  type Ledger,
  AVAILABILITY_LEASE_MS,
} from './ledger-model';

/** `reloadGapMs`: see availability-snapshot.ts (the ledger's own tests read a new copy whenever one is stale). */
export function createLedger(tables: LedgerTables, options: { reloadGapMs?: number } = {}): Ledger {
  const { capacity, holds } = tables;
  /** The line's schema names it in the metrics. */
  const lineName = getTableConfig(holds).schema ?? 'public';

  /** `(resource_id, pool, day) IN (...)` over one table's columns. */
  const keyIn = (cols: { resourceId: AnyPgColumn; pool: AnyPgColumn; day: AnyPgColumn }, keys: Key[]): SQL =>
    sql`(${cols.resourceId}, ${cols.pool}, ${cols.day}) IN (${sql.join(
      keys.map((k) => sql`(${k.resourceId}, ${k.pool}, ${k.day}::date)`),
      sql`, `,
    )})`;

  /** One key's row of `cols` (the capacity table's by default); the key's parts may be placeholders of a prepared statement. */
  const keyIs = (
    k: { [part in keyof Key]: string | Placeholder },
    cols: { resourceId: AnyPgColumn; pool: AnyPgColumn; day: AnyPgColumn } = capacity,
  ) => and(eq(cols.resourceId, k.resourceId), eq(cols.pool, k.pool), eq(cols.day, k.day));

  /** `(VALUES ...) AS v(resource_id, pool, day, q, h)`: typed, because a bare parameter in VALUES has no type. */
  const amounts = (rows: (KeyAmount & { fromHeld?: number })[]) =>
    sql`(VALUES ${sql.join(
      rows.map((r) => sql`(${r.resourceId}::text, ${r.pool}::text, ${r.day}::date, ${r.quantity}::int, ${r.fromHeld ?? 0}::int)`),
      sql`, `,
    )}) AS v(resource_id, pool, day, q, h)`;

  /**
   * Free places per key, the one query of every search: prepared once per database handle, so
   * neither this process nor PostgreSQL builds and plans it again on each request. The counter
   * counts lapsed holds until the sweep (or a buyer) gives them up; those few are taken off here.
   */
  const availabilityStatement = `ledger_availability_${getTableConfig(capacity).schema ?? 'public'}`;
  const buildAvailability = (db: Db) =>
    db
      .select({
        resourceId: capacity.resourceId,
        pool: capacity.pool,
        day: capacity.day,
        total: capacity.total,
        sold: capacity.sold,
        held: sql<string>`${capacity.held} - coalesce(sum(${holds.quantity}), 0)`,
      })
      .from(capacity)
      .leftJoin(
        holds,
        and(
          eq(holds.resourceId, capacity.resourceId),
          eq(holds.pool, capacity.pool),
          eq(holds.day, capacity.day),
          eq(holds.status, 'held'),
          lte(holds.expiresAt, dbNow),
        ),
      )
      .where(
        and(
          sql`${capacity.resourceId} = ANY(${sql.placeholder('ids')}::text[])`,
          eq(capacity.pool, sql.placeholder('pool')),
          gte(capacity.day, sql.placeholder('from')),
          lte(capacity.day, sql.placeholder('to')),
        ),
      )
      .groupBy(capacity.resourceId, capacity.pool, capacity.day, capacity.total, capacity.sold, capacity.held)
      .orderBy(asc(capacity.resourceId), asc(capacity.day))
      .prepare(availabilityStatement);
  const preparedAvailability = new WeakMap<Db, ReturnType<typeof buildAvailability>>();
  const availabilityQuery = (db: Db) => {
    let query = preparedAvailability.get(db);
    if (!query) {
      query = buildAvailability(db);
      preparedAvailability.set(db, query);
    }
    return query;
  };

  /**
   * Locks the capacity rows of `keys` in (resource, pool, day) order: every caller takes its
   * locks in this one order, so two buyers of overlapping days wait for each other instead of
   * deadlocking. Returns the rows found (a missing row is a product that cannot be sold).
   */
  async function lockCapacity(tx: Db, keys: Key[]) {
    return tx
      .select()
      .from(capacity)
      .where(keyIn(capacity, keys))
      .orderBy(asc(capacity.resourceId), asc(capacity.pool), asc(capacity.day))
      .for('update');
  }

  /**
   * Sets the holds chosen by `where` (all of them in status 'held') to `status` and takes their
   * units off the capacity rows' counter, in one statement. The capacity rows of every such hold
   * must already be locked by this transaction: the hold rows are always locked after them.
   */
  async function dropHeld(tx: Db, where: SQL, status: 'released' | 'expired') {
    const result = (await tx.execute(sql`WITH dropped AS (
        UPDATE ${holds} SET status = ${status} WHERE ${where} AND ${holds.status} = 'held'
        RETURNING hold_id, resource_id, pool, day, quantity
      ), per_key AS (
        SELECT resource_id, pool, day, sum(quantity)::int AS q FROM dropped GROUP BY resource_id, pool, day
      )
      UPDATE ${capacity} AS c SET held = c.held - per_key.q FROM per_key
      WHERE c.resource_id = per_key.resource_id AND c.pool = per_key.pool AND c.day = per_key.day
      RETURNING (SELECT count(DISTINCT hold_id)::int FROM dropped) AS holds`)) as unknown as { rows: { holds: number }[] };
    if (status === 'expired' && result.rows[0]) holdsCounter.inc({ line: lineName, outcome: 'expired' }, Number(result.rows[0].holds));
  }

  /** Gives up the lapsed holds of `keys`, whose capacity rows this transaction has locked. */
  const expireLapsed = (tx: Db, keys: Key[]) => dropHeld(tx, and(keyIn(holds, keys), lte(holds.expiresAt, dbNow))!, 'expired');

  /** Why a hold found no room: whether every key's capacity row exists, whether lapsed holds still count on them. */
  interface NoRoomProbe {
    found: number;
    lapsed: boolean;
  }
  type Placed = { expiresAt: Date; probe?: undefined } | { expiresAt: null; probe?: NoRoomProbe };

  const placeholderKey = { resourceId: sql.placeholder('resourceId'), pool: sql.placeholder('pool'), day: sql.placeholder('day') };
  const placeOneStatement = preparedStatement<{ expires_at: unknown; found: unknown; lapsed: unknown }>(
    `ledger_place_one_${getTableConfig(capacity).schema ?? 'public'}`,
    sql`WITH taken AS (
        UPDATE ${capacity} SET held = held + ${sql.placeholder('quantity')}::int
        WHERE ${keyIs(placeholderKey)} AND total - sold - held >= ${sql.placeholder('quantity')}::int
        RETURNING resource_id, pool, day
      ), placed AS (
        INSERT INTO ${holds} (hold_id, resource_id, pool, day, quantity, cart_id, status, expires_at)
        SELECT ${sql.placeholder('holdId')}::uuid, resource_id, pool, day, ${sql.placeholder('quantity')}::int, ${sql.placeholder('cartId')}::text, 'held', ${expiryIn(sql.placeholder('ttlSeconds'))} FROM taken
        RETURNING expires_at
      )
      SELECT (SELECT expires_at FROM placed) AS expires_at,
        CASE WHEN EXISTS (SELECT 1 FROM placed) THEN NULL
          ELSE (SELECT count(*)::int FROM ${capacity} WHERE ${keyIs(placeholderKey)}) END AS found,
        CASE WHEN EXISTS (SELECT 1 FROM placed) THEN NULL
          ELSE EXISTS (SELECT 1 FROM ${holds} WHERE ${keyIs(placeholderKey, holds)} AND ${holds.status} = 'held' AND ${holds.expiresAt} <= ${dbNow}) END AS lapsed`,
  );

  /**
   * The hot path of one key: takes the room and inserts the hold in one statement, so the row
   * lock is held for that statement and its commit only. PostgreSQL re-checks the WHERE on the
   * newest row version after waiting for another buyer's lock, so two buyers never both take
   * the last place. When there is no room, the same statement says why (read in its snapshot,
   * without locks), so a buyer of a day that is simply full costs one round trip. Prepared: a
   * crowd of buyers of one day is this statement over and over.
   */
  async function placeOne(db: Db, k: KeyAmount, holdId: string, cartId: string, ttlSeconds: number): Promise<Placed> {
    const [row] = await placeOneStatement(db, { ...k, holdId, cartId, ttlSeconds });
    if (row?.expires_at) return { expiresAt: asDate(row.expires_at) };
    return { expiresAt: null, probe: { found: Number(row?.found ?? 0), lapsed: isTrue(row?.lapsed) } };
  }

  /** The no-room probe of several keys, read without locks. */
  async function probeKeys(db: Db, keys: Key[]): Promise<NoRoomProbe> {
    const [probe] = rowsOf<{ found: number; lapsed: unknown }>(
      await db.execute(sql`SELECT
          (SELECT count(*)::int FROM ${capacity} WHERE ${keyIn(capacity, keys)}) AS found,
          EXISTS (SELECT 1 FROM ${holds} WHERE ${keyIn(holds, keys)} AND ${holds.status} = 'held' AND ${holds.expiresAt} <= ${dbNow}) AS lapsed`),
    );
    return { found: Number(probe.found), lapsed: isTrue(probe.lapsed) };
  }

  /** Several keys: one conditional UPDATE each, in the fixed order, then the holds; all or nothing. */
  async function placeMany(db: Db, keys: KeyAmount[], holdId: string, cartId: string, ttlSeconds: number): Promise<Placed> {
    try {
      const expiresAt = await db.transaction(async (tx) => {
        for (const k of keys) {
          const taken = await tx
            .update(capacity)
            .set({ held: sql`${capacity.held} + ${k.quantity}` })
            .where(and(keyIs(k), sql`${capacity.total} - ${capacity.sold} - ${capacity.held} >= ${k.quantity}`))
            .returning({ day: capacity.day });
          if (taken.length === 0) throw new NoRoom();
        }
        const inserted = await tx
          .insert(holds)
          .values(keys.map((k) => ({ holdId, ...k, cartId, status: 'held' as const, expiresAt: expiryIn(ttlSeconds) })))
          .returning({ expiresAt: holds.expiresAt });
        return inserted[0].expiresAt;
      });
      return { expiresAt };
    } catch (error) {
      if (error instanceof NoRoom) return { expiresAt: null };
      throw error;
    }
  }

  const readHold = (tx: Db, holdId: string) =>
    tx
      .select({
        resourceId: holds.resourceId,
        pool: holds.pool,
        day: holds.day,
        quantity: holds.quantity,
        status: holds.status,
        orderId: holds.orderId,
        live: sql<boolean>`${holds.expiresAt} > ${dbNow}`,
      })
      .from(holds)
      .where(eq(holds.holdId, holdId));

  /** The hold's rows, read again after its capacity rows are locked (so no one changes them meanwhile), with those rows; null for an unknown hold. */
  async function lockHold(tx: Db, holdId: string) {
    const first = await readHold(tx, holdId);
    if (first.length === 0) return null;
    const places = await lockCapacity(tx, [...first].sort(byKey));
    return { rows: await readHold(tx, holdId), places };
  }

  /** Moves units between the counters of locked capacity rows: sold += q, held -= h for each. */
  async function move(tx: Db, rows: (KeyAmount & { fromHeld: number })[]) {
    await tx.execute(sql`UPDATE ${capacity} AS c SET sold = c.sold + v.q, held = c.held - v.h FROM ${amounts(rows)}
      WHERE c.resource_id = v.resource_id AND c.pool = v.pool AND c.day = v.day`);
  }

  async function availability(db: Db, q: { resourceIds: string[]; pool?: string; from: string; to: string }) {
    if (q.resourceIds.length === 0) return [];
    const rows = await availabilityQuery(db).execute({ ids: q.resourceIds, pool: q.pool ?? DEFAULT_POOL, from: q.from, to: q.to });
    return rows.map((r) => {
      const held = Number(r.held);
      return { ...r, held, available: Math.max(0, r.total - r.sold - held) };
    });
  }

  // Searches answer from each process's copy of free places, which every write announces it changed.
  const snapshots = availabilitySnapshots(tables, options);
  /** Tells every process that free places changed; a lost announcement only shortens a copy's life to its maximum age. */
  const announce = async (db: Db) => {
    try {
      await snapshots?.announce(db);
    } catch (error) {
      if (db instanceof PgTransaction) throw error;
    }
  };
  /** Runs a write that changes free places, then announces it (inside the write's transaction when it has one). */
  const writing = async <T>(db: Db, write: Promise<T>): Promise<T> => {
    const done = await write;
    await announce(db);
    return done;
  };

  const ledger: Ledger = {
    availability,

    recentAvailability: async (db, q) => {
      const pool = q.pool ?? DEFAULT_POOL;
      if (q.resourceIds.length === 0) return [];
      return (await snapshots?.read(db, { ...q, pool })) ?? availability(db, q);
    },

    announce,

    async place(db, r) {
      assertTtl(r.ttlSeconds);
      if (r.units.length === 0) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      // Units naming the same place are one demand: checked and held together.
      const wanted = new Map<string, KeyAmount>();
      for (const u of r.units) {
        if (!Number.isSafeInteger(u.quantity) || u.quantity < 1) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
        const key = { resourceId: u.resourceId, pool: u.pool ?? DEFAULT_POOL, day: u.day };
        const seen = wanted.get(keyOf(key));
        wanted.set(keyOf(key), { ...key, quantity: (seen?.quantity ?? 0) + u.quantity });
      }
      const keys = [...wanted.values()].sort(byKey);
      const holdId = crypto.randomUUID();
      const attempt = () =>
        keys.length === 1 ? placeOne(db, keys[0], holdId, r.cartId, r.ttlSeconds) : placeMany(db, keys, holdId, r.cartId, r.ttlSeconds);

      const first = await attempt();
      if (first.expiresAt) return { holdId, expiresAt: first.expiresAt };
      // No room somewhere: do the rows exist, and do lapsed holds still count on them? (Read
      // without locks, so a buyer of a day that is simply full never queues for its lock.)
      const probe = first.probe ?? (await probeKeys(db, keys));
      if (probe.found !== keys.length) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      if (!probe.lapsed) throw soldOut(SOLD_OUT);
      // Giving up lapsed holds is what the sweep would do anyway: it stands even if this buyer is refused.
      await db.transaction(async (tx) => {
        await lockCapacity(tx, keys);
        await expireLapsed(tx, keys);
      });
      const retried = await attempt();
      if (retried.expiresAt) return { holdId, expiresAt: retried.expiresAt };
      throw soldOut(SOLD_OUT);
    },

    async release(db, holdId) {
      if (!isHoldId(holdId)) return;
      const rows = await readHold(db, holdId);
      if (!rows.some((h) => h.status === 'held')) return;
      await db.transaction(async (tx) => {
        await lockCapacity(tx, [...rows].sort(byKey));
        await dropHeld(tx, eq(holds.holdId, holdId), 'released');
      });
    },

    async commit(tx, holdId, orderId) {
      if (!isHoldId(holdId)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      const locked = await lockHold(tx, holdId);
      if (!locked) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      const { rows, places } = locked;
      if (rows.every((h) => h.status === 'sold' && h.orderId === orderId)) return;
      if (rows.some((h) => h.status === 'sold')) throw soldOut(SOLD_OUT);
      // A row still 'held' keeps its places on the counter, lapsed or not: nobody was given them.
      // A released or expired row is a sale only if its places are still free now, under the locks.
      const placeOf = new Map(places.map((p) => [keyOf(p), p]));
      for (const h of rows) {
        const place = placeOf.get(keyOf(h));
        if (!place) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
        if (h.status !== 'held' && place.total - place.sold - place.held < h.quantity) throw soldOut(SOLD_OUT);
      }
      await move(
        tx,
        rows.map((h) => ({ ...h, fromHeld: h.status === 'held' ? h.quantity : 0 })),
      );
      await tx.update(holds).set({ status: 'sold', orderId }).where(eq(holds.holdId, holdId));
      // Free places change only when the hold had lapsed or gone: then every process must learn of it.
      if (rows.some((h) => h.status !== 'held' || !isTrue(h.live))) await announce(tx);
    },

    async revert(tx, holdId, orderId, ttlSeconds) {
      assertTtl(ttlSeconds);
      if (!isHoldId(holdId)) return;
      const locked = await lockHold(tx, holdId);
      if (!locked?.rows.every((h) => h.status === 'sold' && h.orderId === orderId)) return;
      // The units move from sold to held: no place changes hands, so nothing needs checking.
      await move(
        tx,
        locked.rows.map((h) => ({ ...h, quantity: -h.quantity, fromHeld: -h.quantity })),
      );
      await tx
        .update(holds)
        .set({ status: 'held', orderId: null, expiresAt: expiryIn(ttlSeconds) })
        .where(eq(holds.holdId, holdId));
    },

    async extend(db, holdId, ttlSeconds) {
      assertTtl(ttlSeconds);
      if (!isHoldId(holdId)) return null;
      // Under the locks: a buyer who judged this hold lapsed a moment ago must not see it come back.
      return db.transaction(async (tx) => {
        const locked = await lockHold(tx, holdId);
        if (!locked?.rows.every((h) => h.status === 'held' && isTrue(h.live))) return null;
        const [row] = await tx
          .update(holds)
          .set({ expiresAt: expiryIn(ttlSeconds) })
          .where(and(eq(holds.holdId, holdId), eq(holds.status, 'held')))
          .returning({ expiresAt: holds.expiresAt });
        return row?.expiresAt ?? null;
      });
    },

    sweepJob(name) {
      return {
        name,
        everySeconds: 60,
        async run(db) {
          // A batch of days at a time: each locks its capacity rows first, like every other writer.
          for (;;) {
            const swept = await db.transaction(async (tx) => {
              const keys = await tx
                .select({ resourceId: capacity.resourceId, pool: capacity.pool, day: capacity.day })
                .from(capacity)
                .where(
                  sql`(${capacity.resourceId}, ${capacity.pool}, ${capacity.day}) IN (SELECT resource_id, pool, day FROM ${holds}
                    WHERE ${holds.status} = 'held' AND ${holds.expiresAt} <= ${dbNow})`,
                )
                .orderBy(asc(capacity.resourceId), asc(capacity.pool), asc(capacity.day))
                .limit(SWEEP_BATCH)
                .for('update');
              if (keys.length > 0) await expireLapsed(tx, keys);
              return keys.length;
            });
            if (swept < SWEEP_BATCH) break;
          }
          await db
            .delete(holds)
            .where(and(inArray(holds.status, ['released', 'expired']), sql`${holds.expiresAt} < ${dbNow} - ${KEEP_DEAD_HOLDS}`));
        },
      };
    },
  };

  // Holds and releases change free places; a sale only when the hold had lapsed or gone (commit
  // announces that itself). Reverting a sale and extending a hold move no place. (The sweep changes
  // no free place either: a lapsed hold is already free to availability, and a copy ends when its
  // first live hold lapses.)
  const { place, release } = ledger;
  return {
    ...ledger,
    place: (db, r) => writing(db, place(db, r)),
    release: (db, holdId) => writing(db, release(db, holdId)),
  };
}
