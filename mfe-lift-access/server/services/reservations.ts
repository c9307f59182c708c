import { asc, inArray } from 'drizzle-orm';
import type { Db, PeopleDirectory, ReservationSource } from '@resort/shared/server';
import { liftReservations } from '../schema';
import { RESERVATION_LINE } from '../../contract-reservations';
import { holderPasses, resortNameMap, todayByResort, view } from './reservation-holders';
import { cancelReservation } from './reservation-submit';

// Lift reservations: the calls live by concern in reservation-*.ts and priority-days.ts; this file
// keeps the line's public entry for the routes, the seeds and the account area.
export { seasonDays } from './reservation-holders';
export { passHoldersForReservation, reservationInventory } from './reservation-inventory';
export { cancelReservation, cancelReserved, priorityDaysLeft, reservationPassNumber, submitReservation } from './reservation-submit';
export { getPriorityDays, removePriorityDay, savePriorityDay, scanPriorityDay, validateScan } from './priority-days';

// ---------------------------------------------------------------------------------------------
// The account's list

/**
 * The line's reservations as the account area lists and cancels them: every reservation of the
 * passes the account manages, live ones first by day, then recent cancellations.
 */
export function liftReservationSource(db: Db, people: () => PeopleDirectory | null): ReservationSource {
  return {
    line: RESERVATION_LINE,
    async list(userId) {
      const held = await holderPasses(db, userId, people());
      if (held.length === 0) return [];
      const byNumber = new Map(held.map((h) => [h.sold.passNumber, h]));
      const [rows, names, todayOf] = await Promise.all([
        db
          .select()
          .from(liftReservations)
          .where(inArray(liftReservations.passNumber, [...byNumber.keys()]))
          .orderBy(asc(liftReservations.day))
          .limit(500),
        resortNameMap(db),
        todayByResort(db),
      ]);
      return rows.map((r) => {
        const h = byNumber.get(r.passNumber)!;
        const v = view(r, names, todayOf);
        return {
          id: r.id,
          line: RESERVATION_LINE,
          kind: 'Lift reservation',
          title: r.priority ? `${h.pass.name} (priority day)` : h.pass.name,
          resortName: v.resortName,
          date: r.day,
          endDate: null,
          guestName: `${h.sold.firstName} ${h.sold.lastName}`,
          status: r.status === 'reserved' ? ('booked' as const) : ('cancelled' as const),
          cancellable: v.cancellable,
        };
      });
    },
    cancel: (userId, id) => cancelReservation({ db, userId, people: people(), id }),
  };
}
