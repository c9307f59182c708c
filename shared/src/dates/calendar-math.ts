import { isoDaysBetween, isoPlusDays } from './iso-days';
import { isoFromInput, displayDate } from './parse';

// Text dates by calendar arithmetic on their ISO form: no zone can move a calendar day, and the
// booking widgets of every page use these without loading luxon.

/** MM/DD/YYYY n calendar days on (negative n goes back); '' when the input is not a date. */
export function addDays(mmddyyyy: string, n: number): string {
  const iso = isoFromInput(mmddyyyy);
  return iso ? displayDate(isoPlusDays(iso, n)) : '';
}

/**
 * Orders two dates (MM/DD/YYYY, MM/DD/YY or ISO). NaN when either is not a date, so every
 * `< 0`, `> 0` and `=== 0` test on the result is false and an empty input never passes a bound.
 */
export function compareDates(a: string, b: string): number {
  const left = isoFromInput(a);
  const right = isoFromInput(b);
  if (!left || !right) return Number.NaN;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** True when both are dates and fall on the same calendar day. */
export function isSameDate(a: string, b: string): boolean {
  return compareDates(a, b) === 0;
}

/** Whole calendar days from `from` to `to`; NaN when either is not a date. */
export function daysBetween(from: string, to: string): number {
  const start = isoFromInput(from);
  const end = isoFromInput(to);
  if (!start || !end) return Number.NaN;
  return isoDaysBetween(start, end);
}

/** True for text that reads as a real calendar date (MM/DD/YYYY or MM/DD/YY, spec section 5). */
export function isValidDate(text: string | null | undefined): boolean {
  return isoFromInput(text) !== null;
}

/** The canonical MM/DD/YYYY spelling of a date, '' when it is not one. */
export function normalizeDate(text: string | null | undefined): string {
  const iso = isoFromInput(text);
  return iso ? displayDate(iso) : '';
}
