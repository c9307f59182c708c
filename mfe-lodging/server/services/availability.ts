import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { toIsoDate } from '@resort/shared';
import { createLedger, type Db, type DayAvailability } from '@resort/shared/server';
import { capacity, holds, nightlyRates } from '../schema';
import type { Stay } from './stays';

/** The store's capacity ledger over this line's tables: a room type's nights are its resource. */
export const ledger = createLedger({ capacity, holds });

/** The nights of a stay, arrival first; a stay is at most 28 nights (checked before this). */
export function stayNights(stay: Stay): string[] {
  const arrival = DateTime.fromISO(stay.arrival, { zone: 'UTC' });
  return Array.from({ length: stay.nights }, (_, i) => toIsoDate(arrival.plus({ days: i })));
}

/** Each night's rate per room, for nights in [arrival, departure). */
export async function nightlyRatesFor({
  db,
  roomIds,
  arrival,
  departure,
}: {
  db: Db;
  roomIds: string[];
  arrival: string;
  departure: string;
}) {
  if (roomIds.length === 0) return new Map<string, Map<string, number>>();
  const rows = await db
    .select()
    .from(nightlyRates)
    .where(and(inArray(nightlyRates.roomId, roomIds), gte(nightlyRates.night, arrival), lt(nightlyRates.night, departure)))
    .orderBy(asc(nightlyRates.night));
  const byRoom = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const rates = byRoom.get(row.roomId) ?? new Map<string, number>();
    byRoom.set(row.roomId, rates.set(row.night, row.rate));
  }
  return byRoom;
}

/**
 * Rooms free per room type and night of the stay: the total less those sold and
 * those held in carts, live holds judged by the database clock. Nights without rooms are absent.
 */
export async function availabilityFor({ db, roomIds, stay }: { db: Db; roomIds: string[]; stay: Stay }) {
  const byRoom = new Map<string, Map<string, DayAvailability>>();
  if (roomIds.length === 0) return byRoom;
  // The ledger's range is inclusive: from the first night to the last, not the departure day.
  const nights = stayNights(stay);
  const found = await ledger.availability(db, { resourceIds: roomIds, from: nights[0], to: nights[nights.length - 1] });
  for (const night of found) {
    const room = byRoom.get(night.resourceId) ?? new Map<string, DayAvailability>();
    byRoom.set(night.resourceId, room.set(night.day, night));
  }
  return byRoom;
}
