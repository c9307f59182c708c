import { createBookingBook, createLedger, type Db, type LedgerUnit } from '@resort/shared/server';
import { bookings, capacity, holds } from '../schema';

/** The store's capacity ledger over this line's tables; it judges every expiry by the database clock. */
export const ledger = createLedger({ capacity, holds });

// A rental may be cancelled from the account until the day before pick-up.
export const rentalBook = createBookingBook({
  line: 'rentals',
  kind: 'Rental',
  table: bookings,
  ledger,
  ledgerTables: { capacity, holds },
  cancelDaysBefore: 1,
});

/** One rental product at one shop is one ledger resource (migration 0001 writes the same key). */
export const rentalResourceId = (locationId: string, productId: string) => `${locationId}:${productId}`;

/** The units a rental takes: `quantity` of the product at the shop on every day it is out. */
export const rentalUnits = (locationId: string, productId: string, days: string[], quantity: number): LedgerUnit[] =>
  days.map((day) => ({ resourceId: rentalResourceId(locationId, productId), day, quantity }));

export interface AvailabilityKey {
  locationId: string;
  productId: string;
}

export const availabilityKey = (key: AvailabilityKey) => rentalResourceId(key.locationId, key.productId);

/**
 * Units free on every day from pickup to return, per (location, product), keyed by
 * `availabilityKey`: the fewest free units over those days. A day with no capacity row has
 * nothing to rent.
 */
export async function availableUnits(
  db: Db,
  keys: { locationIds: string[]; productIds: string[] },
  pickupIso: string,
  returnIso: string,
  dayCount: number,
): Promise<Map<string, number>> {
  const resourceIds = keys.locationIds.flatMap((locationId) => keys.productIds.map((productId) => rentalResourceId(locationId, productId)));
  const days = await ledger.availability(db, { resourceIds, from: pickupIso, to: returnIso });
  const fewest = new Map<string, { days: number; free: number }>();
  for (const day of days) {
    const seen = fewest.get(day.resourceId);
    fewest.set(day.resourceId, { days: (seen?.days ?? 0) + 1, free: Math.min(seen?.free ?? Infinity, day.available) });
  }
  const result = new Map<string, number>();
  for (const [resourceId, { days: count, free }] of fewest) result.set(resourceId, count === dayCount ? free : 0);
  return result;
}
