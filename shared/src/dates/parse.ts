import { DateTime, Settings } from 'luxon';
import { DATE_FORMAT } from '../constants';

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarParts {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The calendar day MM/DD/YYYY, MM/DD/YY (spec section 5) or ISO yyyy-MM-dd text names; null when it
 * names none. Matched by pattern and checked by calendar arithmetic rather than by luxon: the API
 * reads a date on every search, and building a DateTime costs far more than a regular expression.
 */
function calendarParts(text: string | null | undefined): CalendarParts | null {
  if (!text) return null;
  const trimmed = text.trim();
  let parts: CalendarParts | null = null;
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
  if (!parts || parts.month < 1 || parts.month > 12 || parts.day < 1) return null;
  const monthDays = parts.month === 2 && isLeapYear(parts.year) ? 29 : MONTH_DAYS[parts.month - 1];
  return parts.day <= monthDays ? parts : null;
}

/** Parses MM/DD/YYYY, or MM/DD/YY (spec section 5), or ISO yyyy-MM-dd; null when not a real date. */
export function parseDate(text: string | null | undefined, zone = 'UTC'): DateTime | null {
  const parts = calendarParts(text);
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
  const parts = calendarParts(text);
  if (!parts) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
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
