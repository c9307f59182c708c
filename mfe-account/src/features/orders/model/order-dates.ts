import { DateTime } from 'luxon';
import { formatDate } from '@resort/shared/dates';

/** The day an order was placed, MM/DD/YYYY in the visitor's own time zone. */
export function placedOn(createdAt: string): string {
  const parsed = DateTime.fromISO(createdAt);
  return parsed.isValid ? formatDate(parsed.toLocal()) : '';
}
