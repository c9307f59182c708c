import { DateTime } from 'luxon';
import { addDays, compareDates, isValidDate, normalizeDate } from '../dates/calendar-math';
import { finishedDate } from '../dates/entry';
import { withSearchParams } from './search-url';

// The content booking widgets of spec section 2: single-product, non-bookable and generic dropdown.

// ---- Single-product booking widget --------------------------------------------------------------
// "A date picker and a call-to-action button. The button's link template holds a start-date
// placeholder. On click the placeholder is replaced by the chosen date, formatted with the format
// given on the button. The page opens in the same window or in the named target window."
// "With no date chosen, the widget shows an error state and does not navigate."

/** The start-date placeholder a link template holds. */
export const START_DATE_PLACEHOLDER = '{startDate}';
/** The button's date format when it gives none (luxon tokens): the spec's MM/DD/YYYY. */
export const DEFAULT_LINK_DATE_FORMAT = 'MM/dd/yyyy';
/** Shown when the page registers no message of its own for the field. */
export const SINGLE_PRODUCT_DATE_REQUIRED = 'Please choose a date.';

export interface SingleProductLink {
  /** e.g. '/activities?startDate={startDate}' */
  template: string;
  /** luxon format of the date put in the link (default MM/dd/yyyy). */
  dateFormat?: string;
  /** A named target window; same window when absent or '_self'. */
  target?: string;
}

export type SingleProductResult = { ok: true; url: string; target: string } | { ok: false; error: string };

/** The link the button opens for a chosen date (MM/DD/YYYY), or the error state when there is none. */
export function singleProductLink(
  link: SingleProductLink,
  date: string,
  requiredMessage = SINGLE_PRODUCT_DATE_REQUIRED,
): SingleProductResult {
  if (!date || !isValidDate(date)) return { ok: false, error: requiredMessage };
  const parsed = DateTime.fromFormat(normalizeDate(date), 'MM/dd/yyyy', { zone: 'UTC' });
  const formatted = parsed.toFormat(link.dateFormat || DEFAULT_LINK_DATE_FORMAT);
  const url = link.template.split(START_DATE_PLACEHOLDER).join(encodeURIComponent(formatted));
  return { ok: true, url, target: link.target && /^[\w-]+$/.test(link.target) ? link.target : '_self' };
}

// ---- Non-bookable product widget ----------------------------------------------------------------
// "Start date, optional return date, adults and children counts. May open a confirmation modal
// before redirecting." "changing the start date moves the return minimum to start plus one day and
// bumps the return date if it is not after the start." "pickup date valid; return date valid if present."

export interface NonBookableState {
  /** MM/DD/YYYY */
  startDate: string;
  /** MM/DD/YYYY or '' (optional) */
  endDate: string;
  /** The return date picker's minimum: start + 1 day. */
  endMin: string;
  totalAdults: number;
  totalChildren: number;
}

export const NON_BOOKABLE_INVALID_START = 'Please enter a valid start date (MM/DD/YYYY).';
export const NON_BOOKABLE_INVALID_RETURN = 'Please enter a valid return date (MM/DD/YYYY).';

export function initialNonBookableState(today: string): NonBookableState {
  return { startDate: today, endDate: '', endMin: addDays(today, 1), totalAdults: 2, totalChildren: 0 };
}

/** "changing the start date moves the return minimum to start plus one day and bumps the return date if it is not after the start." */
export function changeNonBookableStart(state: NonBookableState, startDate: string): NonBookableState {
  const start = finishedDate(startDate);
  if (!start) return { ...state, startDate };
  const endMin = addDays(start, 1);
  const bump = state.endDate && isValidDate(state.endDate) && compareDates(state.endDate, start) <= 0;
  return { ...state, startDate: start, endMin, endDate: bump ? endMin : state.endDate };
}

export function validateNonBookable(state: NonBookableState): { valid: boolean; errors: { startDate?: string; endDate?: string } } {
  const errors: { startDate?: string; endDate?: string } = {};
  if (!isValidDate(state.startDate)) errors.startDate = NON_BOOKABLE_INVALID_START;
  if (
    state.endDate &&
    (!isValidDate(state.endDate) || (isValidDate(state.startDate) && compareDates(state.endDate, state.startDate) <= 0))
  ) {
    errors.endDate = NON_BOOKABLE_INVALID_RETURN;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/** Where the widget sends the visitor: spec section 3 "Non-bookable widget: startDate, endDate, totalAdults, totalChildren." */
export function nonBookableUrl(baseUrl: string, state: NonBookableState): string {
  const params: Record<string, string> = { startDate: normalizeDate(state.startDate) };
  if (state.endDate) params.endDate = normalizeDate(state.endDate);
  params.totalAdults = String(state.totalAdults);
  params.totalChildren = String(state.totalChildren);
  return withSearchParams(baseUrl, params);
}

// ---- Generic dropdown booking widget ------------------------------------------------------------
// "The submit button navigates to the URL held as the selected option's value."

export const DROPDOWN_CHOOSE_OPTION = 'Please choose an option.';

export interface DropdownOption {
  label: string;
  /** The URL the submit button navigates to. */
  value: string;
}

export function dropdownTarget(options: DropdownOption[], selected: string): { ok: true; url: string } | { ok: false; error: string } {
  const option = options.find((o) => o.value === selected);
  // Only the store's own pages: a value is a path on this site.
  if (!option || !/^\/(?!\/)/.test(option.value)) return { ok: false, error: DROPDOWN_CHOOSE_OPTION };
  return { ok: true, url: option.value };
}
