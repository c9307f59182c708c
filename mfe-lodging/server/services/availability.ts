import { isoDaysUntil } from '@resort/shared/dates';
import { createBookingBook, createLedger, type Db, type DayAvailability } from '@resort/shared/server';
import { bookings, capacity, holds, ledgerVersion } from '../schema';
import { lodgingCatalog, type LodgingCatalog } from './catalog-reads';
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
  return isoDaysUntil(stay.arrival, stay.departure);
}

/** Each night's rate per room, for nights in [arrival, departure), from the catalog given. */
export function ratesOf(catalog: LodgingCatalog, roomIds: string[], arrival: string, departure: string) {
  const byRoom = new Map<string, Map<string, number>>();
  if (roomIds.length === 0 || departure <= arrival) return byRoom;
  const nights = isoDaysUntil(arrival, departure);
  for (const roomId of roomIds) {
    const all = catalog.ratesByRoom.get(roomId);
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
  return ratesOf(await lodgingCatalog(db), roomIds, arrival, departure);
}

/**
 * Rooms free per room type and night of the stay: the total less those sold and those held in
 * carts, live holds judged by the database clock. Nights without rooms are absent. This is the
 * ledger's answer itself: an answer made from it may be kept while it is current (`derivedFrom`).
 */
export async function freeRooms({ db, roomIds, stay }: { db: Db; roomIds: string[]; stay: Stay }): Promise<DayAvailability[]> {
  if (roomIds.length === 0) return [];
  // The ledger's range is inclusive: from the first night to the last, not the departure day.
  const nights = stayNights(stay);
  return ledger.recentAvailability(db, { resourceIds: roomIds, from: nights[0], to: nights[nights.length - 1] });
}

/** The free rooms of `freeRooms` by room type and night. */
export function byRoomNight(read: DayAvailability[]) {
  const byRoom = new Map<string, Map<string, DayAvailability>>();
  for (const night of read) {
    const room = byRoom.get(night.resourceId) ?? new Map<string, DayAvailability>();
    byRoom.set(night.resourceId, room.set(night.day, night));
  }
  return byRoom;
}
