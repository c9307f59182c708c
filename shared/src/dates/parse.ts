import { DateTime } from 'luxon';
import { DATE_FORMAT, DATE_FORMAT_SHORT } from '../constants';

/** Parses MM/DD/YYYY, or MM/DD/YY (spec section 5), or ISO yyyy-MM-dd; null when not a real date. */
export function parseDate(text: string | null | undefined, zone = 'UTC'): DateTime | null {
  if (!text) return null;
  const trimmed = text.trim();
  for (const format of [DATE_FORMAT, DATE_FORMAT_SHORT, 'M/d/yyyy', 'M/d/yy', 'yyyy-MM-dd']) {
    const parsed = DateTime.fromFormat(trimmed, format, { zone });
    if (parsed.isValid) return parsed.startOf('day');
  }
  return null;
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
