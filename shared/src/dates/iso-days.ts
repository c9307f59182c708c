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
