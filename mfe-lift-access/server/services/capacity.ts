import { and, eq, sql } from 'drizzle-orm';
import { createLedger, type Db } from '@resort/shared/server';
import { capacity, holds } from '../schema';

/** The store's capacity ledger over this line's tables: a resort's lift days are its resource. */
export const ledger = createLedger({ capacity, holds });
export const LIFT_POOL = 'lift';
/** Season passes: one ledger resource per pass, one day (the season's first) per season. */
export const PASS_POOL = 'pass';
export const passResource = (passId: string) => `pass:${passId}`;

/** Free lift places per day of one resort in [from, to]. */
export const liftAvailability = (db: Db, resortId: string, from: string, to: string) =>
  ledger.availability(db, { resourceIds: [resortId], pool: LIFT_POOL, from, to });

/** The last day of a resort with lift capacity (ISO), or null before the season is loaded. */
export async function lastBookableDay(db: Db, resortId: string): Promise<string | null> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${capacity.day})::text` })
    .from(capacity)
    .where(and(eq(capacity.resourceId, resortId), eq(capacity.pool, LIFT_POOL)));
  return row?.last ?? null;
}

/** Sets a day's lift capacity (creating the day when missing); sales and holds are kept. */
export async function setDailyCapacity(db: Db, resortId: string, isoDay: string, total: number, pool = LIFT_POOL): Promise<void> {
  await db
    .insert(capacity)
    .values({ resourceId: resortId, pool, day: isoDay, total, sold: 0 })
    .onConflictDoUpdate({ target: [capacity.resourceId, capacity.pool, capacity.day], set: { total } });
}
