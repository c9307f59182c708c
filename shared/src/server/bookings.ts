import { and, asc, eq, sql } from 'drizzle-orm';
import { date, index, jsonb, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import type { Ledger, LedgerTables } from './ledger';
import type { BookingContext } from './catalog';
import type { ReservationSource, ReservationView } from './line-services';
import type { ItemRefunds } from './account-lookups';

/**
 * The bookings a line sold, kept beside its ledger (`bookingTables(schema)` in the line's own
 * schema, logic once here): written when an order commits the line's hold, listed in the
 * account's reservations (the line's ReservationSource) and cancelled there where the line allows,
 * the places going back through the ledger.
 */
export function bookingTables(schema: PgSchema) {
  return schema.table(
    'bookings',
    {
      /** The ledger hold the order sold: one booking per cart item. */
      holdId: uuid('hold_id').primaryKey(),
      orderId: text('order_id').notNull(),
      /** The buyer's account; null for a guest's order (listed nowhere). */
      userId: text('user_id'),
      title: text('title').notNull(),
      resortName: text('resort_name').notNull(),
      date: date('date', { mode: 'string' }).notNull(),
      endDate: date('end_date', { mode: 'string' }),
      guests: jsonb('guests').$type<string[]>().notNull().default([]),
      status: text('status').$type<'booked' | 'cancelled'>().notNull().default('booked'),
      cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
      created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('bookings_user_idx').on(t.userId, t.date)],
  );
}

export type BookingTable = ReturnType<typeof bookingTables>;

export interface BookingBookOptions {
  /** The line's name in the cart and the account ('lessons', 'lodging', ...). */
  line: string;
  /** What the account's list calls one ('Lesson', 'Lodging stay', ...). */
  kind: string;
  table: BookingTable;
  ledger: Ledger;
  ledgerTables: LedgerTables;
  /**
   * The line's cancellation rule: a booking may be cancelled while at least this many days are
   * left before its first day (by the database's date): 1 = until the day before.
   */
  cancelDaysBefore: number;
  /** A stay ends the morning after its last night: the end shown is the ledger's last day + 1. */
  endsDayAfterLastUnit?: boolean;
}

/** Seconds the given-back units stay held before the release right after the cancel (the release frees them at once). */
const GIVE_BACK_TTL_SECONDS = 60;

export function createBookingBook({ line, kind, table, ledger, ledgerTables, cancelDaysBefore, endsDayAfterLastUnit }: BookingBookOptions) {
  const cancellableSql = sql<boolean>`${table.status} = 'booked' AND ${table.date} - current_date >= ${cancelDaysBefore}`;

  return {
    /**
     * Files the booking of a hold the order has just sold, in the order's transaction; a repeated
     * commit of the same hold keeps the first booking.
     */
    async record(tx: Db, holdId: string, orderId: string, booking: BookingContext): Promise<void> {
      const [span] = await tx
        .select({ first: sql<string>`min(${ledgerTables.holds.day})::text`, last: sql<string>`max(${ledgerTables.holds.day})::text` })
        .from(ledgerTables.holds)
        .where(eq(ledgerTables.holds.holdId, holdId));
      const first = span?.first ?? booking.date;
      const last = span?.last ?? booking.date;
      const endDate = endsDayAfterLastUnit ? sql`(${last}::date + 1)` : last === first ? null : last;
      await tx
        .insert(table)
        .values({
          holdId,
          orderId,
          userId: booking.userId,
          title: booking.title,
          resortName: booking.resortName,
          date: first,
          endDate: endDate as string | null,
          guests: booking.guests,
        })
        .onConflictDoNothing();
    },

    /** The user's bookings as the account's reservations list shows them (and first-timer eligibility reads them). */
    async list(db: Db, userId: string): Promise<ReservationView[]> {
      const rows = await db
        .select({
          holdId: table.holdId,
          title: table.title,
          resortName: table.resortName,
          date: table.date,
          endDate: table.endDate,
          guests: table.guests,
          status: table.status,
          cancellable: cancellableSql,
        })
        .from(table)
        .where(eq(table.userId, userId))
        .orderBy(asc(table.date), asc(table.title));
      return rows.map((r) => ({
        id: r.holdId,
        line,
        kind,
        title: r.title,
        resortName: r.resortName,
        date: r.date,
        endDate: r.endDate,
        guestName: r.guests.join(', '),
        status: r.status,
        cancellable: r.cancellable === true,
      }));
    },

    /**
     * Cancels one of the user's own bookings while the line's rule allows: the item's payment is
     * refunded first (by the cart line, once per booking: `refunds`), then the sold places go back
     * to held in the booking's transaction and are released; false when the id is not theirs,
     * already cancelled or too late. A refund the gateway refuses cancels nothing (its 503).
     */
    async cancel(db: Db, userId: string, id: string, refunds: ItemRefunds | null = null): Promise<boolean> {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
      const [before] = await db
        .select({ orderId: table.orderId, cancellable: cancellableSql })
        .from(table)
        .where(and(eq(table.holdId, id), eq(table.userId, userId)));
      if (!before?.cancellable) return false;
      if (refunds) await refunds.refundItem({ orderId: before.orderId, holdId: id });
      const cancelled = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [row] = await tx
          .select({ orderId: table.orderId, cancellable: cancellableSql })
          .from(table)
          .where(and(eq(table.holdId, id), eq(table.userId, userId)))
          .for('update');
        if (!row?.cancellable) return false;
        await ledger.revert(tx, id, row.orderId, GIVE_BACK_TTL_SECONDS);
        await tx.update(table).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(table.holdId, id));
        return true;
      });
      if (cancelled) await ledger.release(db, id);
      return cancelled;
    },
  };
}

export type BookingBook = ReturnType<typeof createBookingBook>;

/**
 * The line's ReservationSource over one or more books (lessons, childcare and activities share a
 * package). `refunds` is resolved at each cancel (the cart line registers it while plugins load).
 */
export function bookingSource(db: Db, line: string, book: BookingBook, refunds: () => ItemRefunds | null = () => null): ReservationSource {
  return { line, list: (userId) => book.list(db, userId), cancel: (userId, id) => book.cancel(db, userId, id, refunds()) };
}
