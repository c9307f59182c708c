import { isoFromInput } from '../dates/parse';
import { isValidDate, normalizeDate } from '../dates/calendar-math';
import { ParsedQuery, QueryInput, queryValue, withSearchParams } from './search-url';

export interface ActivitiesQuery {
  /** MM/DD/YYYY */
  startDate: string;
}

export const INVALID_START_DATE = 'Please enter a valid start date (MM/DD/YYYY).';

export interface ActivitiesValidation {
  valid: boolean;
  errors: { startDate?: string };
  messages: string[];
}

/** Spec section 5: "start date valid". */
export function validateActivities(q: ActivitiesQuery): ActivitiesValidation {
  if (isValidDate(q.startDate)) return { valid: true, errors: {}, messages: [] };
  return { valid: false, errors: { startDate: INVALID_START_DATE }, messages: [INVALID_START_DATE] };
}

export function activitiesSearchUrl(baseUrl: string, q: ActivitiesQuery): string {
  return withSearchParams(baseUrl, { startDate: normalizeDate(q.startDate) || q.startDate });
}

export function parseActivitiesQuery(q: QueryInput): ParsedQuery<{ startDate: string }> {
  const startDate = isoFromInput(queryValue(q.startDate));
  if (!startDate) return { ok: false, message: INVALID_START_DATE };
  return { ok: true, value: { startDate } };
}
