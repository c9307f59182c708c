import {
  isoDayLabel,
  isoFromInput,
  isoMonthLength,
  isoMonthStart,
  isoPlusDays,
  isoPlusMonths,
  isoWeekday,
  resolveMinMax,
  todayIso,
} from '../dates';

// Calendar days are plain calendar dates, ISO yyyy-mm-dd: no zone or daylight-saving change can move
// one, they order as text, and the calendar needs no date library.

export interface DayLabel {
  /** Short text under the day number: a price ('$89') or 'Sold Out'. */
  text: string;
  soldOut?: boolean;
}

export interface CalendarRules {
  min: string | null;
  max: string | null;
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
    min: isoFromInput(bounds.min),
    max: isoFromInput(bounds.max),
    conflict: bounds.disabled,
    disabled: new Set(input.disabledDates ?? []),
    enabled: input.enabledDates ? new Set(input.enabledDates) : null,
    subLabels: input.subLabels ?? {},
  };
}

export function isWithinRange(day: string, rules: CalendarRules): boolean {
  return !(rules.min && day < rules.min) && !(rules.max && day > rules.max);
}

/** A day can be picked when it is in range, not disabled, in the enabled list if there is one, and not sold out. */
export function isPickable(day: string, rules: CalendarRules): boolean {
  if (!isWithinRange(day, rules)) return false;
  if (rules.disabled.has(day)) return false;
  if (rules.enabled && !rules.enabled.has(day)) return false;
  return !rules.subLabels[day]?.soldOut;
}

export function clampToRange(day: string, rules: CalendarRules): string {
  if (rules.min && day < rules.min) return rules.min;
  if (rules.max && day > rules.max) return rules.max;
  return day;
}

/** The weeks of a month, Sunday first; days of the neighbouring months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = isoMonthStart(month);
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) }, () => null);
  for (let d = 0; d < isoMonthLength(first); d += 1) cells.push(isoPlusDays(first, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Where a key moves the focused day (arrows by day and week, PageUp/PageDown by month, Shift by year, Home/End to the week's ends). */
export function dayAfterKey(day: string, key: string, shiftKey = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return isoPlusDays(day, -1);
    case 'ArrowRight':
      return isoPlusDays(day, 1);
    case 'ArrowUp':
      return isoPlusDays(day, -7);
    case 'ArrowDown':
      return isoPlusDays(day, 7);
    case 'PageUp':
      return isoPlusMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return isoPlusMonths(day, shiftKey ? 12 : 1);
    case 'Home':
      return isoPlusDays(day, -isoWeekday(day));
    case 'End':
      return isoPlusDays(day, 6 - isoWeekday(day));
    default:
      return null;
  }
}

/** The label a screen reader announces for a day, e.g. 'Saturday, December 5, 2026'. */
export function dayLabel(day: string): string {
  return isoDayLabel(day);
}

/** Today as a calendar date where the visitor is, unless the caller names the resort's today. */
export function calendarToday(today?: string): string {
  return isoFromInput(today) ?? todayIso();
}
