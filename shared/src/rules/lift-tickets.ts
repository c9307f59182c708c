import { isoFromInput } from '../dates/parse';
import { isValidDate, normalizeDate } from '../dates/calendar-math';
import { ParsedQuery, QueryInput, queryValue, withSearchParams } from './search-url';

export interface LiftTicketQuery {
  /** MM/DD/YYYY */
  startDate: string;
  numberOfDays: number;
  ageGroup: string;
}

export const INVALID_FIRST_DAY = 'Please enter a valid first day (MM/DD/YYYY).';
export const AGE_GROUP_REQUIRED = 'Please select an age group.';
export const INVALID_NUMBER_OF_DAYS = 'Please select the number of days.';
export const AGE_GROUP_PLACEHOLDER = 'Select Age Group';

export interface LiftTicketValidation {
  valid: boolean;
  errors: { startDate?: string; numberOfDays?: string; ageGroup?: string };
  messages: string[];
}

export function isAgeGroupChosen(ageGroup: string | null | undefined): boolean {
  const text = (ageGroup ?? '').trim();
  return text !== '' && text !== AGE_GROUP_PLACEHOLDER;
}

/** Spec section 5: "first day a valid date (invalid-first-day message); age group selected". */
export function validateLiftTicket(q: LiftTicketQuery): LiftTicketValidation {
  const errors: LiftTicketValidation['errors'] = {};
  if (!isValidDate(q.startDate)) errors.startDate = INVALID_FIRST_DAY;
  if (!Number.isInteger(q.numberOfDays) || q.numberOfDays < 1) errors.numberOfDays = INVALID_NUMBER_OF_DAYS;
  if (!isAgeGroupChosen(q.ageGroup)) errors.ageGroup = AGE_GROUP_REQUIRED;
  const messages = [errors.startDate, errors.numberOfDays, errors.ageGroup].filter((m): m is string => Boolean(m));
  return { valid: messages.length === 0, errors, messages };
}

export function liftTicketSearchUrl(baseUrl: string, q: LiftTicketQuery): string {
  return withSearchParams(baseUrl, {
    startDate: normalizeDate(q.startDate) || q.startDate,
    numberOfDays: q.numberOfDays,
    ageGroup: q.ageGroup,
  });
}

export interface ParsedLiftTicketQuery {
  /** ISO yyyy-MM-dd */
  startDate: string;
  numberOfDays: number;
  ageGroup: string;
}

/** A missing numberOfDays means a one-day ticket. */
export function parseLiftTicketQuery(q: QueryInput): ParsedQuery<ParsedLiftTicketQuery> {
  const daysText = queryValue(q.numberOfDays).trim();
  const query: LiftTicketQuery = {
    startDate: queryValue(q.startDate).trim(),
    numberOfDays: daysText === '' ? 1 : /^\d+$/.test(daysText) ? Number(daysText) : Number.NaN,
    ageGroup: queryValue(q.ageGroup).trim(),
  };
  const result = validateLiftTicket(query);
  if (!result.valid) return { ok: false, message: result.messages[0] };
  return { ok: true, value: { startDate: isoFromInput(query.startDate)!, numberOfDays: query.numberOfDays, ageGroup: query.ageGroup } };
}
