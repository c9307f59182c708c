import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { badRequest, type Db, type PeopleDirectory } from '@resort/shared/server';
import { isoDaysBetween, isoPlusDays } from '@resort/shared/core';
import { capacity, liftReservations } from '../schema';
import {
  INVENTORY_RANGE,
  MAX_INVENTORY_DAYS,
  type InventoryDay,
  type PassHolderView,
  type ReservationInventory,
} from '../../contract-reservations';
import { LIFT_POOL } from './capacity';
import { resortTodayIso } from './resorts';
import { findResortRow, holderPasses, resortDays, resortNameMap, todayByResort, view } from './reservation-holders';

// ---------------------------------------------------------------------------------------------
// Inventory

/**
 * "Capacity, lift ticket and overall reservation inventory": per day of one resort, whether it runs
 * lifts, the lift tickets left, and whether it needs a reservation with how many places are left.
 * The window starts at the resort's today at the earliest.
 */
export async function reservationInventory({
  db,
  resortId,
  from,
  to,
}: {
  db: Db;
  resortId: string;
  from?: string;
  to?: string;
}): Promise<ReservationInventory> {
  const resort = await findResortRow(db, resortId);
  const today = resortTodayIso(resort);
  const [{ last }] = await db
    .select({ last: sql<string | null>`max(${capacity.day})::text` })
    .from(capacity)
    .where(and(eq(capacity.resourceId, resortId), eq(capacity.pool, LIFT_POOL)));
  const start = from && from > today ? from : today;
  const end = to ?? isoPlusDays(start, 30);
  if (end < start && to) {
    // A window wholly before today answers no days rather than an error: the picker may ask for a past month.
    return { resort: { id: resort.id, name: resort.name }, today, lastDay: last, from: start, to: start, days: [] };
  }
  if (isoDaysBetween(start, end) >= MAX_INVENTORY_DAYS) throw badRequest(INVENTORY_RANGE);
  const { lift, reservation } = await resortDays(db, resortId, start, end);
  const days: InventoryDay[] = [];
  for (let d = start; d <= end; d = isoPlusDays(d, 1)) {
    const l = lift.get(d);
    const r = reservation.get(d);
    days.push({
      date: d,
      open: Boolean(l),
      liftTicketsLeft: l?.available ?? 0,
      reservationRequired: Boolean(r),
      reservationTotal: r?.total ?? 0,
      reservationsLeft: r?.available ?? 0,
      full: Boolean(r) && r!.available <= 0,
    });
  }
  return { resort: { id: resort.id, name: resort.name }, today, lastDay: last, from: start, to: end, days };
}

// ---------------------------------------------------------------------------------------------
// Pass holders

/** "Pass holders for reservation": the account's own passes and its household's, with priority days and live reservations. */
export async function passHoldersForReservation({
  db,
  userId,
  people,
  resortId,
}: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
  resortId?: string;
}): Promise<PassHolderView[]> {
  if (resortId) await findResortRow(db, resortId);
  const [all, names, todayOf] = await Promise.all([holderPasses(db, userId, people), resortNameMap(db), todayByResort(db)]);
  const latestToday = todayOf(resortId ?? '');
  // A season that has ended takes no more reservations.
  const held = all.filter((h) => h.seasonEnd >= latestToday && (!resortId || h.pass.resorts.includes(resortId)));
  if (held.length === 0) return [];
  const numbers = held.map((h) => h.sold.passNumber);
  const live = await db
    .select()
    .from(liftReservations)
    .where(and(inArray(liftReservations.passNumber, numbers), eq(liftReservations.status, 'reserved')))
    .orderBy(asc(liftReservations.day));
  return held.map((h) => {
    const mine = live.filter((r) => r.passNumber === h.sold.passNumber);
    const used = mine.filter((r) => r.priority).length;
    return {
      passNumber: h.sold.passNumber,
      passName: h.pass.name,
      holder: `${h.sold.firstName} ${h.sold.lastName}`,
      self: h.self,
      season: h.sold.season,
      seasonStart: h.seasonStart,
      seasonEnd: h.seasonEnd,
      resorts: h.pass.resorts.map((id) => ({ id, name: names.get(id) ?? id })),
      priorityDays: h.pass.priorityDays,
      priorityDaysUsed: used,
      priorityDaysLeft: Math.max(0, h.pass.priorityDays - used),
      reservations: mine.map((r) => view(r, names, todayOf)),
    };
  });
}
