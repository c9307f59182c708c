import { and, eq, sql, type Column } from 'drizzle-orm';
import { createLedger, type Db } from '@resort/shared/server';
import { capacity, holds, ledgerVersion } from '../schema';

/** The store's capacity ledger over this line's tables: a resort's lift days are its resource. */
export const ledger = createLedger({ capacity, holds, version: ledgerVersion });
export const LIFT_POOL = 'lift';
/** Summer lift days of a resort's bike park. */
export const BIKE_PARK_POOL = 'bike-park';
/** Season passes: one ledger resource per pass, one day (the season's first) per season. */
export const PASS_POOL = 'pass';
export const passResource = (passId: string) => `pass:${passId}`;

/** Free lift places per day of one resort in [from, to]. */
export const liftAvailability = (db: Db, resortId: string, from: string, to: string, pool = LIFT_POOL) =>
  ledger.availability(db, { resourceIds: [resortId], pool, from, to });

/** The same for a search: from this process's copy of free places while it is current (Ledger.recentAvailability). */
export const liftSearchAvailability = (db: Db, resortId: string, from: string, to: string, pool = LIFT_POOL) =>
  ledger.recentAvailability(db, { resourceIds: [resortId], pool, from, to });

/** The last day of a resort with lift capacity (ISO), or null before the season is loaded. */
export async function lastBookableDay(db: Db, resortId: string): Promise<string | null> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${capacity.day})::text` })
    .from(capacity)
    .where(and(eq(capacity.resourceId, resortId), eq(capacity.pool, LIFT_POOL)));
  return row?.last ?? null;
}

/** The last day with lift capacity (ISO) of every resort that has one, in one query. */
export async function lastBookableDays(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ resortId: capacity.resourceId, last: sql<string>`max(${capacity.day})::text` })
    .from(capacity)
    .where(eq(capacity.pool, LIFT_POOL))
    .groupBy(capacity.resourceId);
  return new Map(rows.map((r) => [r.resortId, r.last]));
}

/** Sets a day's lift capacity (creating the day when missing); sales and holds are kept. */
export async function setDailyCapacity(db: Db, resortId: string, isoDay: string, total: number, pool = LIFT_POOL): Promise<void> {
  await db
    .insert(capacity)
    .values({ resourceId: resortId, pool, day: isoDay, total, sold: 0 })
    .onConflictDoUpdate({ target: [capacity.resourceId, capacity.pool, capacity.day], set: { total } });
  await ledger.announce(db);
}

/**
 * True while the hold a row points to is live (held, not expired by the database clock) or sold:
 * what a person's assignment or a benefit use counts for. An abandoned cart frees them by itself.
 */
export const holdLiveOrSold = (holdIdColumn: Column) => sql`EXISTS (SELECT 1 FROM ${holds} h WHERE h.hold_id::text = ${holdIdColumn}
  AND (h.status = 'sold' OR (h.status = 'held' AND h.expires_at > statement_timestamp())))`;
