import { DateTime } from 'luxon';
import { parseDate, resolveMinMax, toIsoDate } from '../dates';

// Calendar days are plain calendar dates: they are kept at UTC midnight so that no daylight-saving
// change ever moves a day.

export interface DayLabel {
  /** Short text under the day number: a price ('$89') or 'Sold Out'. */
  text: string;
  soldOut?: boolean;
}

export interface CalendarRules {
  min: DateTime | null;
  max: DateTime | null;
  /** Spec section 5: if min is after max, the max is dropped and the input disabled. */
  conflict: boolean;
  disabled: ReadonlySet<string>;
  /** When given, only these days can be picked. */
  enabled: ReadonlySet<string> | null;
  subLabels: Readonly<Record<string, DayLabel>>;
}

export function calendarRules(input: {
  min?: string;
  max?: string;
  disabledDates?: string[];
  enabledDates?: string[];
  subLabels?: Record<string, DayLabel>;
}): CalendarRules {
  const bounds = resolveMinMax(input.min, input.max);
  return {
    min: parseDate(bounds.min),
    max: parseDate(bounds.max),
    conflict: bounds.disabled,
    disabled: new Set(input.disabledDates ?? []),
    enabled: input.enabledDates ? new Set(input.enabledDates) : null,
    subLabels: input.subLabels ?? {},
  };
}

export function isWithinRange(day: DateTime, rules: CalendarRules): boolean {
  return !(rules.min && day < rules.min) && !(rules.max && day > rules.max);
}

/** A day can be picked when it is in range, not disabled, in the enabled list if there is one, and not sold out. */
export function isPickable(day: DateTime, rules: CalendarRules): boolean {
  const iso = toIsoDate(day);
  if (!isWithinRange(day, rules)) return false;
  if (rules.disabled.has(iso)) return false;
  if (rules.enabled && !rules.enabled.has(iso)) return false;
  return !rules.subLabels[iso]?.soldOut;
}

export function clampToRange(day: DateTime, rules: CalendarRules): DateTime {
  if (rules.min && day < rules.min) return rules.min;
  if (rules.max && day > rules.max) return rules.max;
  return day;
}

/** The weeks of a month, Sunday first; days of the neighbouring months are null. */
export function monthWeeks(month: DateTime): (DateTime | null)[][] {
  const first = month.startOf('month');
  const lead = first.weekday % 7; // luxon: Monday 1 … Sunday 7
  const cells: (DateTime | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < first.daysInMonth!; d += 1) cells.push(first.plus({ days: d }));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DateTime | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Where a key moves the focused day (arrows by day and week, PageUp/PageDown by month, Shift by year, Home/End to the week's ends). */
export function dayAfterKey(day: DateTime, key: string, shiftKey = false): DateTime | null {
  switch (key) {
    case 'ArrowLeft':
      return day.minus({ days: 1 });
    case 'ArrowRight':
      return day.plus({ days: 1 });
    case 'ArrowUp':
      return day.minus({ weeks: 1 });
    case 'ArrowDown':
      return day.plus({ weeks: 1 });
    case 'PageUp':
      return day.minus(shiftKey ? { years: 1 } : { months: 1 });
    case 'PageDown':
      return day.plus(shiftKey ? { years: 1 } : { months: 1 });
    case 'Home':
      return day.minus({ days: day.weekday % 7 });
    case 'End':
      return day.plus({ days: 6 - (day.weekday % 7) });
    default:
      return null;
  }
}

/** The label a screen reader announces for a day, e.g. 'Saturday, December 5, 2026'. */
export function dayLabel(day: DateTime): string {
  return day.setLocale('en-US').toFormat('cccc, LLLL d, yyyy');
}

/** Today as a calendar date where the visitor is, unless the caller names the resort's today. */
export function calendarToday(today?: string): DateTime {
  const given = parseDate(today);
  if (given) return given;
  const local = DateTime.local();
  return DateTime.utc(local.year, local.month, local.day);
}
