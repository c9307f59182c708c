import { DateTime } from 'luxon';
import { isoDaysUntil, toIsoDate } from '@resort/shared/dates';
import { createBookingBook, createLedger, type Db, type DayAvailability } from '@resort/shared/server';
import { bookings, capacity, holds, ledgerVersion } from '../schema';
import { lodgingCatalog } from './catalog-reads';
import type { Stay } from './stays';

/** The store's capacity ledger over this line's tables: a room type's nights are its resource. */
export const ledger = createLedger({ capacity, holds, version: ledgerVersion });

// A stay may be cancelled from the account until three days before arrival (the rooms can still be sold).
export const stayBook = createBookingBook({
  line: 'lodging',
  kind: 'Lodging stay',
  table: bookings,
  ledger,
  ledgerTables: { capacity, holds },
  cancelDaysBefore: 3,
  endsDayAfterLastUnit: true,
});

/** The nights of a stay, arrival first; a stay is at most 28 nights (checked before this). */
export function stayNights(stay: Stay): string[] {
  const arrival = DateTime.fromISO(stay.arrival, { zone: 'UTC' });
  return Array.from({ length: stay.nights }, (_, i) => toIsoDate(arrival.plus({ days: i })));
}

/** Each night's rate per room, for nights in [arrival, departure), from the cached catalog. */
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
  const byRoom = new Map<string, Map<string, number>>();
  if (roomIds.length === 0 || departure <= arrival) return byRoom;
  const { ratesByRoom } = await lodgingCatalog(db);
  const nights = isoDaysUntil(arrival, departure);
  for (const roomId of roomIds) {
    const all = ratesByRoom.get(roomId);
    if (!all) continue;
    const rates = new Map<string, number>();
    for (const night of nights) {
      const rate = all.get(night);
      if (rate !== undefined) rates.set(night, rate);
    }
    if (rates.size > 0) byRoom.set(roomId, rates);
  }
  return byRoom;
}

/**
 * Rooms free per room type and night of the stay: the total less those sold and
 * those held in carts, live holds judged by the database clock. Nights without rooms are absent.
 * `read` is the ledger's answer itself: an answer made from it may be kept while it is current.
 */
export async function availabilityFor({ db, roomIds, stay }: { db: Db; roomIds: string[]; stay: Stay }) {
  const byRoom = new Map<string, Map<string, DayAvailability>>();
  if (roomIds.length === 0) return { byRoom, read: null };
  // The ledger's range is inclusive: from the first night to the last, not the departure day.
  const nights = stayNights(stay);
  const read = await ledger.recentAvailability(db, { resourceIds: roomIds, from: nights[0], to: nights[nights.length - 1] });
  for (const night of read) {
    const room = byRoom.get(night.resourceId) ?? new Map<string, DayAvailability>();
    byRoom.set(night.resourceId, room.set(night.day, night));
  }
  return { byRoom, read };
}
