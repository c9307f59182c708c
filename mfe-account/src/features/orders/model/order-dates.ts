import { DateTime } from 'luxon';
import { formatDate, parseDate } from '@resort/shared/dates';

/** The day an order was placed, MM/DD/YYYY in the visitor's own time zone. */
export function placedOn(createdAt: string): string {
  const parsed = DateTime.fromISO(createdAt);
  return parsed.isValid ? formatDate(parsed.toLocal()) : '';
}

/** A ski day (ISO yyyy-MM-dd, a calendar date at the resort) shown as MM/DD/YYYY. */
export function skiDay(date: string | null | undefined): string {
  const parsed = parseDate(date);
  return parsed ? formatDate(parsed) : '';
}
