import { DateTime, Settings } from 'luxon';
import { DATE_FORMAT } from '../constants';

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses MM/DD/YYYY, or MM/DD/YY (spec section 5), or ISO yyyy-MM-dd; null when not a real date.
 * Matched by pattern rather than by trying luxon formats in turn: the API prices every day of a
 * search window through here, and format attempts cost far more than one regular expression.
 */
export function parseDate(text: string | null | undefined, zone = 'UTC'): DateTime | null {
  if (!text) return null;
  const trimmed = text.trim();
  let parts: { year: number; month: number; day: number } | null = null;
  const us = US_DATE.exec(trimmed);
  if (us) {
    const year = Number(us[3]);
    // Two-digit years follow luxon's own cut-off (its 'yy' token).
    const fullYear = us[3].length === 2 ? (year > Settings.twoDigitCutoffYear ? 1900 + year : 2000 + year) : year;
    parts = { year: fullYear, month: Number(us[1]), day: Number(us[2]) };
  } else {
    const iso = ISO_DATE.exec(trimmed);
    if (iso) parts = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  }
  if (!parts) return null;
  const parsed = DateTime.fromObject(parts, { zone });
  return parsed.isValid ? parsed : null;
}

/** MM/DD/YYYY */
export function formatDate(date: DateTime): string {
  return date.toFormat(DATE_FORMAT);
}

/** yyyy-MM-dd, the form dates take in the API and the database. */
export function toIsoDate(date: DateTime): string {
  return date.toISODate()!;
}

/** MM/DD/YYYY or MM/DD/YY text to yyyy-MM-dd; null when invalid. */
export function isoFromInput(text: string | null | undefined): string | null {
  const parsed = parseDate(text);
  return parsed ? toIsoDate(parsed) : null;
}

/** The resort's "today" in its IANA zone: a ski day is a calendar date where the mountain is. */
export function resortToday(timeZone: string, now: DateTime = DateTime.now()): DateTime {
  return now.setZone(timeZone).startOf('day');
}

/** Each zone's today and the instants it runs between: searches ask on every request, and luxon's zone arithmetic is not free. */
const todayByZone = new Map<string, { iso: string; from: number; until: number }>();

/** `resortToday` as an ISO date, worked out once per zone and day (luxon's clock, so tests may set it). */
export function todayIsoIn(timeZone: string): string {
  const now = Settings.now();
  const known = todayByZone.get(timeZone);
  if (known && now >= known.from && now < known.until) return known.iso;
  const today = resortToday(timeZone, DateTime.fromMillis(now));
  const iso = toIsoDate(today);
  todayByZone.set(timeZone, { iso, from: today.toMillis(), until: today.plus({ days: 1 }).toMillis() });
  return iso;
}
