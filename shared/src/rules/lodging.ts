import { MAX_CHILDREN, MAX_GUESTS, MAX_STAY_NIGHTS, MIN_ADULTS } from '@resort/shared/core';
import { addDays, compareDates, daysBetween, isValidDate, normalizeDate } from '../dates/calendar-math';
import { finishedDate } from '../dates/entry';
import { isoFromInput } from '../dates/parse';
import { clampSpinnerValue } from './spinner';
import { ParsedQuery, QueryInput, queryValue, withSearchParams } from './search-url';

export interface LodgingState {
  /** MM/DD/YYYY, '' when empty. */
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** One entry per child, as typed; '' counts as age 0. */
  childAges: string[];
}

export type LodgingMessageKey = 'error-invalid' | 'error-date-range-too-great';

// The spec names the keys but not the wording (section 8).
export const LODGING_MESSAGES: Record<LodgingMessageKey, string> = {
  'error-invalid': 'Please enter valid dates (MM/DD/YYYY).',
  'error-date-range-too-great': 'Stays can be at most 28 nights. Please shorten your dates.',
};

export const LODGING_GUEST_MESSAGES = {
  tooManyGuests: `Total guests cannot exceed ${MAX_GUESTS}.`,
  tooManyChildren: `Children cannot exceed ${MAX_CHILDREN}.`,
  noAdult: 'Please include at least one adult.',
  invalidChildAge: 'Please enter valid child ages.',
  invalidGuestCount: 'Please enter a valid number of guests.',
} as const;

const DEFAULT_ADULTS = 2;

/** A one-night stay from `today` (MM/DD/YYYY or ISO) for two adults. */
export function initialLodgingState(today: string): LodgingState {
  const checkIn = normalizeDate(today);
  return { checkIn, checkOut: addDays(checkIn, 1), adults: DEFAULT_ADULTS, children: 0, childAges: [] };
}

/** Check-out picker minimum: check-in plus 1 day (spec section 4); '' without a check-in. */
export function lodgingCheckOutMin(checkIn: string): string {
  return addDays(checkIn, 1);
}

/** The last check-out date that keeps the stay within 28 nights; '' without a check-in. */
export function lodgingCheckOutMax(checkIn: string): string {
  return addDays(checkIn, MAX_STAY_NIGHTS);
}

/** Nights between check-in and check-out; NaN unless both are dates. */
export function lodgingNights(s: Pick<LodgingState, 'checkIn' | 'checkOut'>): number {
  return daysBetween(s.checkIn, s.checkOut);
}

/**
 * "If check-in is on or after check-out, check-out moves to check-in plus 1 day" (spec section 4).
 * Text that is not a finished date ('1', '12/2', '12/28/20') is kept as typed and moves nothing:
 * '12/28/20' may be 2026 a keystroke later.
 */
export function changeLodgingCheckIn(s: LodgingState, checkIn: string): LodgingState {
  const normalized = finishedDate(checkIn);
  if (!normalized) return { ...s, checkIn };
  const checkOut = isValidDate(s.checkOut) && compareDates(normalized, s.checkOut) < 0 ? s.checkOut : lodgingCheckOutMin(normalized);
  return { ...s, checkIn: normalized, checkOut };
}

export function changeLodgingCheckOut(s: LodgingState, checkOut: string): LodgingState {
  return { ...s, checkOut: finishedDate(checkOut) || checkOut };
}

/** Adults between 1 and what is left of the 19 guests after the children. */
export function changeAdults(s: LodgingState, n: number | string): LodgingState {
  return { ...s, adults: clampSpinnerValue(n, MIN_ADULTS, Math.max(MIN_ADULTS, MAX_GUESTS - s.children)) };
}

/** Children between 0 and 6 within the 19 guests; one age input per child (spec section 4). */
export function changeChildCount(s: LodgingState, n: number | string): LodgingState {
  const children = clampSpinnerValue(n, 0, Math.max(0, Math.min(MAX_CHILDREN, MAX_GUESTS - s.adults)));
  const childAges = s.childAges.slice(0, children);
  while (childAges.length < children) childAges.push('');
  return { ...s, children, childAges };
}

export function changeChildAge(s: LodgingState, index: number, age: string): LodgingState {
  if (!Number.isInteger(index) || index < 0 || index >= s.children) return s;
  const childAges = s.childAges.slice();
  while (childAges.length < s.children) childAges.push('');
  childAges[index] = age.replace(/\D/g, '');
  return { ...s, childAges };
}

export interface LodgingPlusButtons {
  /** True when the adults plus button may be pressed. */
  adultsPlus: boolean;
  /** True when the children plus button may be pressed. */
  childrenPlus: boolean;
}

/**
 * "Adults plus children at 19 or more disable both; children at 6 or more disable only the
 * children plus button" (spec section 4). The flags say which plus buttons are enabled.
 */
export function lodgingPlusButtons(s: Pick<LodgingState, 'adults' | 'children'>): LodgingPlusButtons {
  const roomLeft = s.adults + s.children < MAX_GUESTS;
  return { adultsPlus: roomLeft, childrenPlus: roomLeft && s.children < MAX_CHILDREN };
}

/** Child ages for the search: "empty child ages count as 0" (spec section 5). */
export function lodgingChildAges(s: Pick<LodgingState, 'children' | 'childAges'>): number[] {
  const ages: number[] = [];
  for (let i = 0; i < s.children; i += 1) {
    const text = (s.childAges[i] ?? '').trim();
    ages.push(text === '' ? 0 : Number(text));
  }
  return ages;
}

export interface LodgingValidation {
  valid: boolean;
  errors: { checkIn?: LodgingMessageKey; checkOut?: LodgingMessageKey; guests?: string };
}

function guestsMessage(adults: number, children: number, ages: number[]): string | undefined {
  if (!Number.isInteger(adults)) return LODGING_GUEST_MESSAGES.invalidGuestCount;
  if (adults < MIN_ADULTS) return LODGING_GUEST_MESSAGES.noAdult;
  if (!Number.isInteger(children) || children < 0) return LODGING_GUEST_MESSAGES.invalidGuestCount;
  if (children > MAX_CHILDREN) return LODGING_GUEST_MESSAGES.tooManyChildren;
  if (adults + children > MAX_GUESTS) return LODGING_GUEST_MESSAGES.tooManyGuests;
  if (ages.some((age) => !Number.isInteger(age) || age < 0)) return LODGING_GUEST_MESSAGES.invalidChildAge;
  return undefined;
}

function dateErrors(checkIn: string, checkOut: string): LodgingValidation['errors'] {
  const errors: LodgingValidation['errors'] = {};
  if (!isValidDate(checkIn)) errors.checkIn = 'error-invalid';
  if (!isValidDate(checkOut)) errors.checkOut = 'error-invalid';
  if (errors.checkIn || errors.checkOut) return errors;
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) errors.checkOut = 'error-invalid';
  else if (nights > MAX_STAY_NIGHTS) errors.checkOut = 'error-date-range-too-great';
  return errors;
}

/**
 * Spec section 5: valid check-in and check-out (error-invalid), stay at most 28 days
 * (error-date-range-too-great), total guests at most 19, children at most 6.
 */
export function validateLodging(s: LodgingState): LodgingValidation {
  const errors = dateErrors(s.checkIn, s.checkOut);
  const guests = guestsMessage(s.adults, s.children, lodgingChildAges(s));
  if (guests) errors.guests = guests;
  return { valid: Object.keys(errors).length === 0, errors };
}

/** The messages of a failed validation in field order, for the inline errors and the error event. */
export function lodgingErrorMessages(result: LodgingValidation): string[] {
  const messages: string[] = [];
  if (result.errors.checkIn) messages.push(LODGING_MESSAGES[result.errors.checkIn]);
  if (result.errors.checkOut && result.errors.checkOut !== result.errors.checkIn) messages.push(LODGING_MESSAGES[result.errors.checkOut]);
  if (result.errors.guests) messages.push(result.errors.guests);
  return messages;
}

/** Spec section 2: arrivaldate, departuredate, childagearray (comma-joined), adultcount, childcount. */
export function lodgingSearchUrl(baseUrl: string, s: LodgingState): string {
  return withSearchParams(baseUrl, {
    arrivaldate: normalizeDate(s.checkIn) || s.checkIn,
    departuredate: normalizeDate(s.checkOut) || s.checkOut,
    childagearray: lodgingChildAges(s).join(','),
    adultcount: s.adults,
    childcount: s.children,
  });
}

export interface LodgingQuery {
  /** ISO yyyy-MM-dd */
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  childAges: number[];
}

function countParam(text: string, fallback: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Reads a lodging search (the widget's own query) with the same checks as validateLodging. */
export function parseLodgingQuery(q: QueryInput): ParsedQuery<LodgingQuery> {
  const arrivalText = queryValue(q.arrivaldate);
  const departureText = queryValue(q.departuredate);
  const dates = dateErrors(arrivalText, departureText);
  const dateKey = dates.checkIn ?? dates.checkOut;
  if (dateKey) return { ok: false, message: LODGING_MESSAGES[dateKey] };

  const adults = countParam(queryValue(q.adultcount), MIN_ADULTS);
  const children = countParam(queryValue(q.childcount), 0);
  const ageTexts = queryValue(q.childagearray)
    .split(',')
    .map((t) => t.trim());
  const childAges: number[] = [];
  for (let i = 0; i < (Number.isInteger(children) ? Math.min(children, MAX_CHILDREN) : 0); i += 1) {
    const text = ageTexts[i] ?? '';
    childAges.push(text === '' ? 0 : /^\d+$/.test(text) ? Number(text) : Number.NaN);
  }
  const guests = guestsMessage(adults, children, childAges);
  if (guests) return { ok: false, message: guests };
  return {
    ok: true,
    value: { arrival: isoFromInput(arrivalText)!, departure: isoFromInput(departureText)!, adults, children, childAges },
  };
}
