import { DateTime, Settings } from 'luxon';
import { DATE_FORMAT } from '@resort/shared/core';
import { calendarParts } from './parse';

// luxon's DateTime forms of calendar dates, for the pages and the server code that compute with
// zones and instants. What only reads or writes a date's text is in parse.ts, without luxon.

// The store speaks US English whatever the visitor's machine is set to. Naming the locale also
// spares luxon asking the browser for it on the first date a page reads (an Intl formatter built
// only to learn the system locale: 70 ms of a phone's main thread on lift ticket results).
Settings.defaultLocale = 'en-US';

/** Parses MM/DD/YYYY, or MM/DD/YY (spec section 5), or ISO yyyy-MM-dd; null when not a real date. */
export function parseDate(text: string | null | undefined, zone = 'UTC'): DateTime | null {
  const parts = calendarParts(text);
  if (!parts) return null;
  const key = `${parts.year}-${parts.month}-${parts.day}\u0000${zone}`;
  const known = parsedDates.get(key);
  if (known !== undefined) return known;
  const date = DateTime.fromObject(parts, { zone });
  const parsed = date.isValid ? date : null;
  if (parsedDates.size >= PARSED_DATES_KEPT) parsedDates.clear();
  parsedDates.set(key, parsed);
  return parsed;
}

/**
 * Dates already parsed, by calendar day and zone: a midnight in a zone costs luxon an Intl
 * formatter call, and the server parses the same few days on every quote. DateTimes are
 * immutable, so one serves every caller.
 */
const parsedDates = new Map<string, DateTime | null>();
const PARSED_DATES_KEPT = 2000;

/** MM/DD/YYYY */
export function formatDate(date: DateTime): string {
  return date.toFormat(DATE_FORMAT);
}

/** yyyy-MM-dd, the form dates take in the API and the database. */
export function toIsoDate(date: DateTime): string {
  return date.toISODate()!;
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
