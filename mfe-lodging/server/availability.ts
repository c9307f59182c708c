import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import { holds, nightlyRates, roomInventory } from './schema';

/** Rooms of one type still free on one night: the total less those sold and those held in carts. */
export interface NightAvailability {
  night: string;
  total: number;
  sold: number;
  held: number;
  available: number;
}

/** Each night's rate per room, for nights in [arrival, departure). */
export async function nightlyRatesFor(db: Db, roomIds: string[], arrival: string, departure: string) {
  if (roomIds.length === 0) return new Map<string, Map<string, number>>();
  const rows = await db
    .select()
    .from(nightlyRates)
    .where(and(inArray(nightlyRates.roomId, roomIds), gte(nightlyRates.night, arrival), lt(nightlyRates.night, departure)))
    .orderBy(asc(nightlyRates.night));
  const byRoom = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (!byRoom.has(row.roomId)) byRoom.set(row.roomId, new Map());
    byRoom.get(row.roomId)!.set(row.night, row.rate);
  }
  return byRoom;
}

/** Rooms held by carts, not yet expired, per room and night of [arrival, departure). */
async function heldFor(db: Db, roomIds: string[], arrival: string, departure: string, now: Date) {
  const rows = await db
    .select({ roomId: holds.roomId, night: holds.night, held: sql<number>`sum(${holds.quantity})::int` })
    .from(holds)
    .where(
      and(
        inArray(holds.roomId, roomIds),
        gte(holds.night, arrival),
        lt(holds.night, departure),
        eq(holds.status, 'held'),
        sql`${holds.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .groupBy(holds.roomId, holds.night);
  return new Map(rows.map((r) => [`${r.roomId}|${r.night}`, Number(r.held)]));
}

/** Availability per room and night, for nights in [arrival, departure); nights without inventory are absent. */
export async function availabilityFor(db: Db, roomIds: string[], arrival: string, departure: string, now = new Date()) {
  const byRoom = new Map<string, Map<string, NightAvailability>>();
  if (roomIds.length === 0) return byRoom;
  const [rows, held] = await Promise.all([
    db
      .select()
      .from(roomInventory)
      .where(and(inArray(roomInventory.roomId, roomIds), gte(roomInventory.night, arrival), lt(roomInventory.night, departure))),
    heldFor(db, roomIds, arrival, departure, now),
  ]);
  for (const row of rows) {
    if (!byRoom.has(row.roomId)) byRoom.set(row.roomId, new Map());
    const taken = held.get(`${row.roomId}|${row.night}`) ?? 0;
    byRoom.get(row.roomId)!.set(row.night, { ...row, held: taken, available: row.total - row.sold - taken });
  }
  return byRoom;
}

/**
 * Locks one room type's inventory rows for the nights of a stay, in date order, so that
 * concurrent stays that overlap always queue on their first shared night and never deadlock.
 * Must run inside a transaction; the held count is read after the lock is granted.
 */
export async function lockNights(tx: Db, roomId: string, arrival: string, departure: string, now = new Date()) {
  const locked = await tx
    .select({ night: roomInventory.night, total: roomInventory.total, sold: roomInventory.sold })
    .from(roomInventory)
    .where(and(eq(roomInventory.roomId, roomId), gte(roomInventory.night, arrival), lt(roomInventory.night, departure)))
    .orderBy(asc(roomInventory.night))
    .for('update');
  if (locked.length === 0) return [];
  const heldByNight = await heldFor(tx, [roomId], arrival, departure, now);
  return locked.map((row) => {
    const held = heldByNight.get(`${roomId}|${row.night}`) ?? 0;
    return { ...row, held, available: row.total - row.sold - held };
  });
}
