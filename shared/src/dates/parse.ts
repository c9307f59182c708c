// Calendar dates without luxon: the pages every visit opens (home, its booking widgets) read and
// write dates as text, and luxon would cost them its whole library for that. luxon's DateTime
// forms are in date-time.ts.

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarParts {
  year: number;
  month: number;
  day: number;
}

/** luxon's two-digit cut-off (Settings.twoDigitCutoffYear): '60' reads as 2060, '61' as 1961. */
export const TWO_DIGIT_CUTOFF_YEAR = 60;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The calendar day MM/DD/YYYY, MM/DD/YY (spec section 5) or ISO yyyy-MM-dd text names; null when it
 * names none. Matched by pattern and checked by calendar arithmetic rather than by luxon: the API
 * reads a date on every search, and building a DateTime costs far more than a regular expression.
 */
export function calendarParts(text: string | null | undefined): CalendarParts | null {
  if (!text) return null;
  const trimmed = text.trim();
  let parts: CalendarParts | null = null;
  const us = US_DATE.exec(trimmed);
  if (us) {
    const year = Number(us[3]);
    // Two-digit years follow luxon's own cut-off (its 'yy' token).
    const fullYear = us[3].length === 2 ? (year > TWO_DIGIT_CUTOFF_YEAR ? 1900 + year : 2000 + year) : year;
    parts = { year: fullYear, month: Number(us[1]), day: Number(us[2]) };
  } else {
    const iso = ISO_DATE.exec(trimmed);
    if (iso) parts = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  }
  if (!parts || parts.month < 1 || parts.month > 12 || parts.day < 1) return null;
  const monthDays = parts.month === 2 && isLeapYear(parts.year) ? 29 : MONTH_DAYS[parts.month - 1];
  return parts.day <= monthDays ? parts : null;
}

/**
 * Whether text is written as a visitor types a date, MM/DD/YYYY or MM/DD/YY (spec section 5), not
 * in the API's ISO form: for forms that accept only what they ask for. Says nothing of the calendar.
 */
export const isTypedDateForm = (text: string): boolean => US_DATE.test(text.trim());

/** MM/DD/YYYY or MM/DD/YY text to yyyy-MM-dd; null when invalid. */
export function isoFromInput(text: string | null | undefined): string | null {
  const parts = calendarParts(text);
  if (!parts) return null;
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

/**
 * A date as visitors read it, MM/DD/YYYY (spec section 5), from ISO yyyy-MM-dd or typed MM/DD/YY(YY)
 * text; empty when the text names no calendar day. The one way browser code shows a date.
 */
export function displayDate(text: string | null | undefined): string {
  const parts = calendarParts(text);
  return parts ? `${pad(parts.month, 2)}/${pad(parts.day, 2)}/${pad(parts.year, 4)}` : '';
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today as an ISO date in `timeZone` (the resort's today: a ski day is a date where the mountain
 * is), or where the visitor is when no zone is named.
 */
export function todayIso(timeZone?: string, now: Date = new Date()): string {
  if (!timeZone) return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return `${pad(Number(part.year), 4)}-${pad(Number(part.month), 2)}-${pad(Number(part.day), 2)}`;
}
