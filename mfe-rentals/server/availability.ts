import { and, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import { holds, unitInventory } from './schema';

export interface AvailabilityKey {
  locationId: string;
  productId: string;
}

/**
 * Units free on every day from pickup to return, per (location, product): the fewest of
 * total - sold - live holds over those days. A day with no inventory row has nothing to rent.
 */
export async function availableUnits(
  db: Db,
  keys: { locationIds: string[]; productIds: string[] },
  pickupIso: string,
  returnIso: string,
  dayCount: number,
): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (keys.locationIds.length === 0 || keys.productIds.length === 0) return result;
  const rows = await db
    .select({
      locationId: unitInventory.locationId,
      productId: unitInventory.productId,
      days: sql<number>`count(*)::int`,
      free: sql<number>`min(${unitInventory.total} - ${unitInventory.sold} - coalesce((
        select sum(${holds.quantity}) from ${holds}
        where ${holds.locationId} = ${unitInventory.locationId}
          and ${holds.productId} = ${unitInventory.productId}
          and ${holds.status} = 'held' and ${holds.expiresAt} > now()
          and ${unitInventory.day} between ${holds.day} and ${holds.returnDay}
      ), 0))::int`,
    })
    .from(unitInventory)
    .where(
      and(
        inArray(unitInventory.locationId, keys.locationIds),
        inArray(unitInventory.productId, keys.productIds),
        between(unitInventory.day, pickupIso, returnIso),
      ),
    )
    .groupBy(unitInventory.locationId, unitInventory.productId);
  for (const row of rows) {
    result.set(availabilityKey(row), row.days === dayCount ? Math.max(0, row.free) : 0);
  }
  return result;
}

export const availabilityKey = (key: AvailabilityKey) => `${key.locationId}|${key.productId}`;

/** Units still held (not expired) for one product at one shop on one day, excluding one hold. */
export async function heldOn(db: Db, key: AvailabilityKey, day: string, exceptHoldId?: string): Promise<number> {
  const rows = await db
    .select({ held: sql<number>`coalesce(sum(${holds.quantity}), 0)::int` })
    .from(holds)
    .where(
      and(
        eq(holds.locationId, key.locationId),
        eq(holds.productId, key.productId),
        eq(holds.status, 'held'),
        gt(holds.expiresAt, sql`now()`),
        sql`${day}::date between ${holds.day} and ${holds.returnDay}`,
        exceptHoldId ? sql`${holds.id} <> ${exceptHoldId}` : undefined,
      ),
    );
  return rows[0].held;
}
