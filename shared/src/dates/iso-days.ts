// Calendar-day arithmetic on ISO dates (yyyy-mm-dd). A ski day or a night is already a date where
// the resort is, so counting days on it needs no zone; plain UTC milliseconds spare luxon's parsing
// on the hot paths (a search walks every day of its window).

const DAY_MS = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The ISO date `days` calendar days after `iso` (before it when negative). */
export const isoPlusDays = (iso: string, days: number) => new Date(utc(iso) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from one ISO date to another; NaN when either is not one. */
export const isoDaysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);

/** Each ISO date from `from` up to, not including, `to`, at most `limit` of them; none when either is not a date. */
export function isoDaysUntil(from: string, to: string, limit = Number.POSITIVE_INFINITY): string[] {
  const days: string[] = [];
  const end = utc(to);
  for (let t = utc(from); t < end && days.length < limit; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The ISO date `months` calendar months after `iso`, on the same day or the month's last (Jan 31 + 1 month = Feb 28 or 29), as luxon moves. */
export function isoPlusMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/** Day of the week of an ISO date: 0 for Sunday to 6 for Saturday. */
export const isoWeekday = (iso: string) => new Date(utc(iso)).getUTCDay();

/** Days in the month of an ISO date. */
export function isoMonthLength(iso: string): number {
  const [year, month] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first day of the month of an ISO date. */
export const isoMonthStart = (iso: string) => `${iso.slice(0, 8)}01`;

// Formatters are costly to build: one each, made when first used.
let dayFormat: Intl.DateTimeFormat | undefined;
let monthFormat: Intl.DateTimeFormat | undefined;
let shortDayFormat: Intl.DateTimeFormat | undefined;

/** The day as a screen reader announces it: 'Saturday, December 5, 2026'. */
export function isoDayLabel(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return dayFormat.format(utc(iso));
}

/** A day in a line of text: 'Sat, Dec 5'. */
export function isoShortDayLabel(iso: string): string {
  shortDayFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
  return shortDayFormat.format(utc(iso));
}

/** A calendar's month title: 'December 2026'. */
export function isoMonthLabel(iso: string): string {
  monthFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
  return monthFormat.format(utc(iso));
}
