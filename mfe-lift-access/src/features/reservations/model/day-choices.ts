import { parseDate, toIsoDate } from '@resort/shared/dates';
import type { InventoryDay, ReservationView } from '../../../../contract';

/** How a day that needs a reservation looks in the picker. */
export type DayStatus = 'reservable' | 'full' | 'unavailable' | 'reserved';

export interface DayChoice {
  date: string;
  status: DayStatus;
  /** Places left of the day's reservation inventory. */
  left: number;
  /** The pass's reservation that day, at any resort. */
  reservation: ReservationView | null;
}

/**
 * The days of a window that need a reservation at the resort, each with what the holder can do:
 * reserve it (places left), reserve it only with a priority day (full), nothing (closed, sold out
 * for lift tickets, outside the open range), or see that the pass already has it.
 */
export function dayChoices({
  days,
  unavailableDates,
  endDate,
  reservations,
}: {
  days: InventoryDay[];
  unavailableDates: string[];
  endDate: string | null;
  reservations: ReservationView[];
}): DayChoice[] {
  const closed = new Set(unavailableDates);
  const byDay = new Map(reservations.map((r) => [r.date, r]));
  return days
    .filter((d) => d.reservationRequired)
    .map((d) => {
      const reservation = byDay.get(d.date) ?? null;
      const status: DayStatus = reservation
        ? 'reserved'
        : !d.open || closed.has(d.date) || (endDate !== null && d.date > endDate)
          ? 'unavailable'
          : d.full
            ? 'full'
            : 'reservable';
      return { date: d.date, status, left: d.reservationsLeft, reservation };
    });
}

export interface MonthWindow {
  /** yyyy-MM */
  key: string;
  label: string;
  from: string;
  to: string;
}

/** The calendar months of a season from `today` on, each clipped to the season: the picker pages by them. */
export function seasonMonths(seasonStart: string, seasonEnd: string, today: string): MonthWindow[] {
  const first = seasonStart > today ? seasonStart : today;
  if (first > seasonEnd) return [];
  const months: MonthWindow[] = [];
  for (let m = parseDate(first)!.startOf('month'); toIsoDate(m) <= seasonEnd; m = m.plus({ months: 1 })) {
    const start = toIsoDate(m);
    const end = toIsoDate(m.endOf('month'));
    months.push({
      key: m.toFormat('yyyy-MM'),
      label: m.toFormat('LLLL yyyy'),
      // ISO days compare as text (Math.max would read them as NaN).
      from: start < first ? first : start,
      to: end > seasonEnd ? seasonEnd : end,
    });
  }
  return months;
}

/** 'Saturday, December 5, 2026': a day as a control names it. */
export const longDay = (iso: string) => parseDate(iso)!.toFormat('cccc, LLLL d, yyyy');
/** 'Sat, Dec 5': a day as a row shows it. */
export const shortDay = (iso: string) => parseDate(iso)!.toFormat('ccc, LLL d');

/** A chosen day and whether it uses a priority day. */
export type Selection = Map<string, { priority: boolean }>;

/** Priority days the selection would use, and whether it stays within what the pass has left. */
export function priorityUse(selection: Selection, left: number) {
  const used = [...selection.values()].filter((s) => s.priority).length;
  return { used, remaining: left - used, withinAllowance: used <= left };
}
