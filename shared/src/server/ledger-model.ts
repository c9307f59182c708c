import { sql, type Placeholder } from 'drizzle-orm';
import { bigint, check, date, index, integer, primaryKey, smallint, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import { type Db } from './db';
import type { ScheduledJob } from './jobs';

// The ledger's tables, types and the small pieces its calls share (the calls are in ledger.ts).

export const SOLD_OUT = 'Sold Out';
export const DEFAULT_POOL = 'default';

export const HOLD_STATUSES = ['held', 'released', 'sold', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** How long released and expired hold rows are kept (for support questions) before the sweep deletes them. */
export const KEEP_DEAD_HOLDS = sql`interval '1 day'`;

/**
 * The database's "now" for judging expiry. The statement's own time rather than the
 * transaction's: a transaction that waited on a row lock must judge a hold as of when it got
 * the lock, or it could sell places another buyer took while it waited.
 */
export const dbNow = sql`statement_timestamp()`;
export const expiryIn = (ttlSeconds: number | Placeholder) => sql`statement_timestamp() + make_interval(secs => ${ttlSeconds})`;

/**
 * The ledger's tables inside a line's schema: `export const { capacity, holds } = ledgerTables(lodgingSchema);`.
 * A line whose searches read availability through `recentAvailability` also exports `version`: the
 * one row every write of its ledger bumps, which lets each API process keep availability in memory
 * (availability-snapshot.ts).
 */
export function ledgerTables(schema: PgSchema) {
  const capacity = schema.table(
    'ledger_capacity',
    {
      resourceId: text('resource_id').notNull(),
      pool: text('pool').notNull().default(DEFAULT_POOL),
      day: date('day', { mode: 'string' }).notNull(),
      total: integer('total').notNull(),
      sold: integer('sold').notNull().default(0),
      /**
       * Units of this key's holds whose status is 'held', lapsed or not: kept on the row so that
       * placing a hold is one conditional UPDATE of the row instead of a lock, a sum and an insert.
       */
      held: integer('held').notNull().default(0),
    },
    // Nothing is ever oversold, whatever any code path does: the database refuses it.
    (t) => [
      primaryKey({ columns: [t.resourceId, t.pool, t.day] }),
      check('ledger_capacity_sold_check', sql`"sold" >= 0 AND "sold" <= "total"`),
      check('ledger_capacity_held_check', sql`"held" >= 0 AND "sold" + "held" <= "total"`),
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
  /** One row (id 1): its `v` goes up with every change of free places. */
  const version = schema.table('ledger_version', {
    id: smallint('id').primaryKey().default(1),
    v: bigint('v', { mode: 'number' }).notNull().default(0),
  });
  return { capacity, holds, version };
}

export type LedgerTables = Pick<ReturnType<typeof ledgerTables>, 'capacity' | 'holds'> & {
  version?: ReturnType<typeof ledgerTables>['version'];
};

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
   * `availability` for searches, answered from this process's copy of the pool's free places
   * (availability-snapshot.ts) when the line keeps a version row: a copy is used only while the
   * version it was read at is the one in the database, checked at most AVAILABILITY_LEASE_MS
   * before; every write of the ledger that changes free places bumps that version, and a hold or
   * release answers only after the lease has passed, so none is answered before every process has
   * stopped showing the places as they were (a change inside a caller's transaction: within one
   * lease of its commit). What a search shows is never what is sold: holds are taken against the
   * rows themselves.
   */
  recentAvailability(db: Db, q: { resourceIds: string[]; pool?: string; from: string; to: string }): Promise<DayAvailability[]>;
  /** A capacity change made beside the ledger (a day's total set): every process drops its copy. */
  announce(db: Db): Promise<void>;
  /**
   * All or nothing: takes room on each capacity row in a fixed order (resource, pool, day) so no
   * two buyers deadlock, and inserts the holds. Where a row has no room, its lapsed holds are
   * given up first and the hold is tried once more. Expiry = database now + ttl.
   * Throws a sold-out DomainError when a unit has no room, badRequest(PRODUCT_CANNOT_BE_ADDED)
   * when a capacity row does not exist.
   */
  place(db: Db, r: { units: LedgerUnit[]; cartId: string; ttlSeconds: number }): Promise<{ holdId: string; expiresAt: Date }>;
  /** Frees a live hold at once (item removed from the cart). Idempotent. */
  release(db: Db, holdId: string): Promise<void>;
  /**
   * Inside the order's transaction: held -> sold (capacity.held -= quantity, capacity.sold +=
   * quantity), lapsed or not, as long as its status is still 'held'. Already sold to this order:
   * no-op. Expired/released: becomes a sale only if the places are still free (checked under the
   * row locks), else a sold-out DomainError.
   */
  commit(tx: Db, holdId: string, orderId: string): Promise<void>;
  /** Undoes a commit of an unpaid order: sold -> held for ttlSeconds, capacity.sold -> capacity.held. A hold not sold to orderId is left as it is. */
  revert(tx: Db, holdId: string, orderId: string, ttlSeconds: number): Promise<void>;
  /** Moves a live hold's expiry to now + ttlSeconds; null when the hold is no longer live. */
  extend(db: Db, holdId: string, ttlSeconds: number): Promise<Date | null>;
  /** Marks lapsed holds 'expired' (freeing their units on the capacity rows) and deletes released/expired rows dead for more than a day. */
  sweepJob(name: string): ScheduledJob;
}

export interface Key {
  resourceId: string;
  pool: string;
  day: string;
}

export const keyOf = (k: Key) => `${k.resourceId}\u0000${k.pool}\u0000${k.day}`;
export const byKey = (a: Key, b: Key) =>
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
export const isHoldId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
export const isTrue = (v: unknown) => v === true || v === 't' || v === 'true';

export function assertTtl(ttlSeconds: number) {
  if (!Number.isFinite(ttlSeconds) || ttlSeconds < 0) throw new RangeError('ttlSeconds must be a finite number of seconds >= 0');
}

/** Thrown inside a placing transaction to roll it back when a key has no room; never leaves the ledger. */
export class NoRoom extends Error {}

/** Units to move per key, for statements that join a VALUES list to the capacity rows. */
export type KeyAmount = Key & { quantity: number };

/** How many capacity rows one sweep transaction locks, so the sweep never holds a hot day for long. */
export const SWEEP_BATCH = 500;

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * The version lease: how long a process may answer from its copy of free places without asking the
 * database whether they changed, and so how long a write waits after announcing its change.
 */
export const AVAILABILITY_LEASE_MS = 50;
