// READY
import { and, asc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { check, date, index, integer, primaryKey, text, timestamp, uuid, type AnyPgColumn, type PgSchema } from 'drizzle-orm/pg-core';
import { PRODUCT_CANNOT_BE_ADDED } from '../cart/add-to-cart';
import type { Db } from './db';
import { HttpError, badRequest } from './http';
import type { ScheduledJob } from './jobs';

/**
 * The one capacity ledger of the store. Each line keeps the tables in its own PostgreSQL schema
 * (`ledgerTables(schema)`), the logic lives here once: holds placed all or nothing under row
 * locks taken in one fixed order, sales committed idempotently, and every expiry judged by the
 * database clock, never by the clock of whichever API process happens to run the code.
 */

export const SOLD_OUT = 'Sold Out';
export const DEFAULT_POOL = 'default';

export const HOLD_STATUSES = ['held', 'released', 'sold', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** How long released and expired hold rows are kept (for support questions) before the sweep deletes them. */
const KEEP_DEAD_HOLDS = sql`interval '1 day'`;

/**
 * The database's "now" for judging expiry. The statement's own time rather than the
 * transaction's: a transaction that waited on a row lock must judge a hold as of when it got
 * the lock, or it could sell places another buyer took while it waited.
 */
const dbNow = sql`statement_timestamp()`;
const expiryIn = (ttlSeconds: number) => sql`statement_timestamp() + make_interval(secs => ${ttlSeconds})`;

/** The ledger's two tables inside a line's schema: `export const { capacity, holds } = ledgerTables(lodgingSchema);` */
export function ledgerTables(schema: PgSchema) {
  const capacity = schema.table(
    'ledger_capacity',
    {
      resourceId: text('resource_id').notNull(),
      pool: text('pool').notNull().default(DEFAULT_POOL),
      day: date('day', { mode: 'string' }).notNull(),
      total: integer('total').notNull(),
      sold: integer('sold').notNull().default(0),
    },
    // Nothing is ever oversold, whatever any code path does: the database refuses it.
    (t) => [
      primaryKey({ columns: [t.resourceId, t.pool, t.day] }),
      check('ledger_capacity_sold_check', sql`"sold" >= 0 AND "sold" <= "total"`),
    ],
  );

  /** One row per unit key of a hold; the rows of one hold share hold_id, the id the cart keeps. */
  const holds = schema.table(
    'ledger_holds',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      holdId: uuid('hold_id').notNull(),
      resourceId: text('resource_id').notNull(),
      pool: text('pool').notNull().default(DEFAULT_POOL),
      day: date('day', { mode: 'string' }).notNull(),
      quantity: integer('quantity').notNull(),
      cartId: text('cart_id').notNull(),
      status: text('status').$type<HoldStatus>().notNull().default('held'),
      orderId: text('order_id'),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('ledger_holds_hold_id_idx').on(t.holdId),
      index('ledger_holds_day_idx').on(t.resourceId, t.pool, t.day, t.status),
      check('ledger_holds_quantity_check', sql`"quantity" > 0`),
      check('ledger_holds_status_check', sql`"status" IN ('held', 'released', 'sold', 'expired')`),
    ],
  );
  return { capacity, holds };
}

export type LedgerTables = ReturnType<typeof ledgerTables>;

export interface LedgerUnit {
  resourceId: string;
  /** 'default' when absent. */
  pool?: string;
  /** yyyy-MM-dd */
  day: string;
  quantity: number;
}

export interface DayAvailability {
  resourceId: string;
  pool: string;
  day: string;
  total: number;
  sold: number;
  held: number;
  available: number;
}

export interface Ledger {
  /** Free places per (resource, pool, day) in [from, to]: total - sold - live holds. One query. */
  availability(db: Db, q: { resourceIds: string[]; pool?: string; from: string; to: string }): Promise<DayAvailability[]>;
  /**
   * All or nothing: locks the capacity rows in a fixed order (resource, pool, day) so no two
   * buyers deadlock, checks every unit, inserts the holds. Expiry = database now + ttl.
   * Throws HttpError(409, 'Sold Out') when a unit has no room, badRequest(PRODUCT_CANNOT_BE_ADDED)
   * when a capacity row does not exist.
   */
  place(db: Db, r: { units: LedgerUnit[]; cartId: string; ttlSeconds: number }): Promise<{ holdId: string; expiresAt: Date }>;
  /** Frees a live hold at once (item removed from the cart). Idempotent. */
  release(db: Db, holdId: string): Promise<void>;
  /**
   * Inside the order's transaction: held -> sold, capacity.sold += quantity. Already sold to this
   * order: no-op. Expired/released: becomes a sale only if the places are still free (checked
   * under the row locks), else HttpError(409, 'Sold Out').
   */
  commit(tx: Db, holdId: string, orderId: string): Promise<void>;
  /** Undoes a commit of an unpaid order: sold -> held for ttlSeconds, capacity.sold -= quantity. A hold not sold to orderId is left as it is. */
  revert(tx: Db, holdId: string, orderId: string, ttlSeconds: number): Promise<void>;
  /** Moves a live hold's expiry to now + ttlSeconds; null when the hold is no longer live. */
  extend(db: Db, holdId: string, ttlSeconds: number): Promise<Date | null>;
  /** Marks expired holds 'expired' and deletes released/expired rows dead for more than a day. */
  sweepJob(name: string): ScheduledJob;
}

interface Key {
  resourceId: string;
  pool: string;
  day: string;
}

const keyOf = (k: Key) => `${k.resourceId}\u0000${k.pool}\u0000${k.day}`;
const byKey = (a: Key, b: Key) =>
  a.resourceId < b.resourceId
    ? -1
    : a.resourceId > b.resourceId
      ? 1
      : a.pool < b.pool
        ? -1
        : a.pool > b.pool
          ? 1
          : a.day < b.day
            ? -1
            : a.day > b.day
              ? 1
              : 0;

// Hold ids are uuids; anything else names no hold (and PostgreSQL would refuse the cast).
const isHoldId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const isTrue = (v: unknown) => v === true || v === 't' || v === 'true';

function assertTtl(ttlSeconds: number) {
  if (!Number.isFinite(ttlSeconds) || ttlSeconds < 0) throw new RangeError('ttlSeconds must be a finite number of seconds >= 0');
}

export function createLedger(tables: LedgerTables): Ledger {
  const { capacity, holds } = tables;

  /** `(resource_id, pool, day) IN (...)` over one table's columns. */
  const keyIn = (cols: { resourceId: AnyPgColumn; pool: AnyPgColumn; day: AnyPgColumn }, keys: Key[]): SQL =>
    sql`(${cols.resourceId}, ${cols.pool}, ${cols.day}) IN (${sql.join(
      keys.map((k) => sql`(${k.resourceId}, ${k.pool}, ${k.day}::date)`),
      sql`, `,
    )})`;

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

  /** Units held by live holds on `keys` (other than `exceptHold`); read only while the rows are locked. */
  async function liveHeld(tx: Db, keys: Key[], exceptHold?: string): Promise<Map<string, number>> {
    const rows = await tx
      .select({ resourceId: holds.resourceId, pool: holds.pool, day: holds.day, held: sql<string>`coalesce(sum(${holds.quantity}), 0)` })
      .from(holds)
      .where(
        and(
          keyIn(holds, keys),
          eq(holds.status, 'held'),
          gt(holds.expiresAt, dbNow),
          exceptHold ? ne(holds.holdId, exceptHold) : undefined,
        ),
      )
      .groupBy(holds.resourceId, holds.pool, holds.day);
    return new Map(rows.map((r) => [keyOf(r), Number(r.held)]));
  }

  /** Locks, then checks that `wanted` units are free on every key; all or nothing. */
  async function lockAndCheck(tx: Db, wanted: Map<string, Key & { quantity: number }>, exceptHold?: string) {
    const keys = [...wanted.values()].sort(byKey);
    const rows = await lockCapacity(tx, keys);
    if (rows.length !== keys.length) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    const held = await liveHeld(tx, keys, exceptHold);
    for (const row of rows) {
      const key = keyOf(row);
      if (row.total - row.sold - (held.get(key) ?? 0) < wanted.get(key)!.quantity) throw new HttpError(409, SOLD_OUT);
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

  /** The hold's rows, read again after its capacity rows are locked (so no one changes them meanwhile); null for an unknown hold. */
  async function lockHold(tx: Db, holdId: string) {
    const first = await readHold(tx, holdId);
    if (first.length === 0) return null;
    await lockCapacity(tx, [...first].sort(byKey));
    return readHold(tx, holdId);
  }

  async function addSold(tx: Db, rows: (Key & { quantity: number })[], sign: 1 | -1) {
    for (const r of rows) {
      await tx
        .update(capacity)
        .set({ sold: sql`${capacity.sold} + ${sign * r.quantity}` })
        .where(and(eq(capacity.resourceId, r.resourceId), eq(capacity.pool, r.pool), eq(capacity.day, r.day)));
    }
  }

  return {
    async availability(db, q) {
      if (q.resourceIds.length === 0) return [];
      const pool = q.pool ?? DEFAULT_POOL;
      const rows = await db
        .select({
          resourceId: capacity.resourceId,
          pool: capacity.pool,
          day: capacity.day,
          total: capacity.total,
          sold: capacity.sold,
          held: sql<string>`coalesce(sum(${holds.quantity}), 0)`,
        })
        .from(capacity)
        .leftJoin(
          holds,
          and(
            eq(holds.resourceId, capacity.resourceId),
            eq(holds.pool, capacity.pool),
            eq(holds.day, capacity.day),
            eq(holds.status, 'held'),
            gt(holds.expiresAt, dbNow),
          ),
        )
        .where(
          and(inArray(capacity.resourceId, q.resourceIds), eq(capacity.pool, pool), gte(capacity.day, q.from), lte(capacity.day, q.to)),
        )
        .groupBy(capacity.resourceId, capacity.pool, capacity.day, capacity.total, capacity.sold)
        .orderBy(asc(capacity.resourceId), asc(capacity.day));
      return rows.map((r) => {
        const held = Number(r.held);
        return { ...r, held, available: Math.max(0, r.total - r.sold - held) };
      });
    },

    async place(db, r) {
      assertTtl(r.ttlSeconds);
      if (r.units.length === 0) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      // Units naming the same place are one demand: checked and held together.
      const wanted = new Map<string, Key & { quantity: number }>();
      for (const u of r.units) {
        if (!Number.isSafeInteger(u.quantity) || u.quantity < 1) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
        const key = { resourceId: u.resourceId, pool: u.pool ?? DEFAULT_POOL, day: u.day };
        const seen = wanted.get(keyOf(key));
        wanted.set(keyOf(key), { ...key, quantity: (seen?.quantity ?? 0) + u.quantity });
      }
      return db.transaction(async (tx) => {
        await lockAndCheck(tx, wanted);
        const holdId = crypto.randomUUID();
        const inserted = await tx
          .insert(holds)
          .values(
            [...wanted.values()].map((u) => ({
              holdId,
              ...u,
              cartId: r.cartId,
              status: 'held' as const,
              expiresAt: expiryIn(r.ttlSeconds),
            })),
          )
          .returning({ expiresAt: holds.expiresAt });
        return { holdId, expiresAt: inserted[0].expiresAt };
      });
    },

    async release(db, holdId) {
      if (!isHoldId(holdId)) return;
      await db
        .update(holds)
        .set({ status: 'released' })
        .where(and(eq(holds.holdId, holdId), eq(holds.status, 'held')));
    },

    async commit(tx, holdId, orderId) {
      if (!isHoldId(holdId)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      const rows = await lockHold(tx, holdId);
      if (!rows) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      if (rows.every((h) => h.status === 'sold' && h.orderId === orderId)) return;
      if (rows.some((h) => h.status === 'sold')) throw new HttpError(409, SOLD_OUT);
      const live = rows.every((h) => h.status === 'held' && isTrue(h.live));
      // A hold that lapsed is a sale only if its places are still free now, under the locks.
      if (!live) await lockAndCheck(tx, new Map(rows.map((h) => [keyOf(h), h])), holdId);
      await addSold(tx, rows, 1);
      await tx.update(holds).set({ status: 'sold', orderId }).where(eq(holds.holdId, holdId));
    },

    async revert(tx, holdId, orderId, ttlSeconds) {
      assertTtl(ttlSeconds);
      if (!isHoldId(holdId)) return;
      const rows = await lockHold(tx, holdId);
      if (!rows?.every((h) => h.status === 'sold' && h.orderId === orderId)) return;
      // The units move from sold to held: no place changes hands, so nothing needs checking.
      await addSold(tx, rows, -1);
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
        const rows = await lockHold(tx, holdId);
        if (!rows?.every((h) => h.status === 'held' && isTrue(h.live))) return null;
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
          await db
            .update(holds)
            .set({ status: 'expired' })
            .where(and(eq(holds.status, 'held'), lte(holds.expiresAt, dbNow)));
          await db
            .delete(holds)
            .where(and(inArray(holds.status, ['released', 'expired']), sql`${holds.expiresAt} < ${dbNow} - ${KEEP_DEAD_HOLDS}`));
        },
      };
    },
  };
}
