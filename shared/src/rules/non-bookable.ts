import { addDays, compareDates, isValidDate, normalizeDate } from '../dates/calendar-math';
import { clampSpinnerValue } from './spinner';
import { withSearchParams } from './search-url';
import { MAX_GUESTS } from '../constants';

export interface NonBookableState {
  /** MM/DD/YYYY, '' when empty. */
  startDate: string;
  /** Optional return date. */
  endDate: string;
  totalAdults: number;
  totalChildren: number;
}

export const NON_BOOKABLE_MESSAGES = {
  startDate: 'Please enter a valid start date (MM/DD/YYYY).',
  endDate: 'Please enter a valid return date (MM/DD/YYYY).',
} as const;

/** Return minimum: the start plus one day (spec section 4); '' without a start date. */
export function nonBookableReturnMin(s: Pick<NonBookableState, 'startDate'>): string {
  return addDays(s.startDate, 1);
}

/** "Changing the start date ... bumps the return date if it is not after the start" (spec section 4). */
export function changeNonBookableStart(s: NonBookableState, start: string): NonBookableState {
  if (!isValidDate(start)) return { ...s, startDate: start };
  const startDate = normalizeDate(start);
  const bump = isValidDate(s.endDate) && !(compareDates(s.endDate, startDate) > 0);
  return { ...s, startDate, endDate: bump ? nonBookableReturnMin({ startDate }) : s.endDate };
}

export function changeNonBookableEnd(s: NonBookableState, end: string): NonBookableState {
  return { ...s, endDate: isValidDate(end) ? normalizeDate(end) : end };
}

export function changeNonBookableAdults(s: NonBookableState, n: number | string): NonBookableState {
  return { ...s, totalAdults: clampSpinnerValue(n, 0, MAX_GUESTS - s.totalChildren) };
}

export function changeNonBookableChildren(s: NonBookableState, n: number | string): NonBookableState {
  return { ...s, totalChildren: clampSpinnerValue(n, 0, MAX_GUESTS - s.totalAdults) };
}

export interface NonBookableValidation {
  valid: boolean;
  errors: { startDate?: string; endDate?: string };
  messages: string[];
}

/** Spec section 5: "pickup date valid; return date valid if present" (and after the start). */
export function validateNonBookable(s: NonBookableState): NonBookableValidation {
  const errors: NonBookableValidation['errors'] = {};
  if (!isValidDate(s.startDate)) errors.startDate = NON_BOOKABLE_MESSAGES.startDate;
  const endText = s.endDate.trim();
  if (endText !== '') {
    const endBeforeMin = isValidDate(s.startDate) && compareDates(endText, nonBookableReturnMin(s)) < 0;
    if (!isValidDate(endText) || endBeforeMin) errors.endDate = NON_BOOKABLE_MESSAGES.endDate;
  }
  const messages = [errors.startDate, errors.endDate].filter((m): m is string => Boolean(m));
  return { valid: messages.length === 0, errors, messages };
}

/** The redirect query: startDate, endDate (when given), totalAdults, totalChildren. */
export function nonBookableUrl(baseUrl: string, s: NonBookableState): string {
  const params: Record<string, string | number> = { startDate: normalizeDate(s.startDate) || s.startDate };
  if (s.endDate.trim()) params.endDate = normalizeDate(s.endDate) || s.endDate;
  params.totalAdults = s.totalAdults;
  params.totalChildren = s.totalChildren;
  return withSearchParams(baseUrl, params);
}
