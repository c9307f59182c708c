import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DEMO_RESORTS, type Db } from '@resort/shared/server';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { capacity, passes } from './schema';
import { RESERVATION_POOL } from '../contract-reservations';
import { seasonOnSale } from './services/passes';
import { seasonDays } from './services/reservations';

/**
 * The busy days of a season need a reservation at the two resorts nearest the cities: weekends,
 * the Christmas - New Year fortnight and the Monday holidays of January and February, each with a
 * small inventory of places for pass holders (holidays are tighter than weekends).
 */
export const RESERVATION_RESORTS: Record<string, { weekend: number; holiday: number }> = {
  'summit-peak': { weekend: 60, holiday: 30 },
  'cascade-ridge': { weekend: 40, holiday: 20 },
};

/** Days each pass may reserve beyond a day's inventory in its season. */
export const PRIORITY_DAYS: Record<string, number> = {
  'peak-unlimited': 7,
  'peak-local': 5,
  'summit-peak-4-day': 2,
  'coast-range-season': 3,
};

/** Martin Luther King Jr. Day and Presidents' Day: the third Monday of January and of February. */
const thirdMonday = (year: number, month: number) => {
  const first = DateTime.utc(year, month, 1);
  return first.plus({ days: ((8 - first.weekday) % 7) + 14 });
};

/** Whether a day of the season is a holiday: 20 December - 3 January, or a Monday holiday weekend. */
export function isReservationHoliday(day: DateTime): boolean {
  if ((day.month === 12 && day.day >= 20) || (day.month === 1 && day.day <= 3)) return true;
  return [thirdMonday(day.year, 1), thirdMonday(day.year, 2)].some((monday) => {
    const diff = day.diff(monday, 'days').days;
    return diff >= -2 && diff <= 0;
  });
}

/** Idempotent: sets each pass's priority days, then adds the season's reservation days that are missing. */
export async function seedReservations(db: Db): Promise<void> {
  for (const [passId, priorityDays] of Object.entries(PRIORITY_DAYS)) {
    await db.update(passes).set({ priorityDays }).where(eq(passes.id, passId));
  }
  const { season } = seasonOnSale(resortToday(DEMO_RESORTS[0].timeZone));
  const range = seasonDays(season)!;
  const last = DateTime.fromISO(range.end, { zone: 'utc' });
  const rows: (typeof capacity.$inferInsert)[] = [];
  for (const [resortId, places] of Object.entries(RESERVATION_RESORTS)) {
    for (let d = DateTime.fromISO(range.start, { zone: 'utc' }); d <= last; d = d.plus({ days: 1 })) {
      const holiday = isReservationHoliday(d);
      if (!holiday && d.weekday < 6) continue;
      rows.push({
        resourceId: resortId,
        pool: RESERVATION_POOL,
        day: toIsoDate(d),
        total: holiday ? places.holiday : places.weekend,
        sold: 0,
      });
    }
  }
  // Existing days keep their totals and sales.
  if (rows.length) await db.insert(capacity).values(rows).onConflictDoNothing();
}
