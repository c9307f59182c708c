import { formatDate, parseDate } from '@resort/shared/dates';

/** An ISO date as visitors read it (MM/DD/YYYY); empty when there is none. */
export function displayDate(iso: string | null): string {
  const parsed = iso ? parseDate(iso) : null;
  return parsed ? formatDate(parsed) : '';
}
