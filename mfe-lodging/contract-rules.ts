import { isoDaysBetween, MAX_CHILDREN, MAX_GUESTS } from '@resort/shared/core';
import {
  LODGING_GUEST_MESSAGES,
  parseLodgingQuery,
  queryValue,
  type LodgingQuery,
  type ParsedQuery,
  type QueryInput,
} from '@resort/shared/rules';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';

/**
 * The lodging line's rules and limits that its pages apply before any call, kept apart from
 * contract.ts so the results page loads no schema library on its way to the first photo.
 * contract.ts re-exports them; its schemas hold requests to the same numbers.
 */

/** Guests under this age book as children; the widget offers ages 0 to 17. */
export const MAX_CHILD_AGE = 17;
/** At most one room per guest: a stay of 19 guests never needs more rooms than that. */
export const MAX_ROOMS = MAX_GUESTS;
const GUESTS = LODGING_GUEST_MESSAGES;

/** A validated stay: nights run from arrival up to, not including, departure. */
export interface Stay extends LodgingQuery {
  nights: number;
}

const nightsOf = (q: LodgingQuery) => isoDaysBetween(q.arrival, q.departure);

/**
 * A children count of more digits than a number holds reads as Infinity, which the shared rule
 * calls an invalid count rather than too many children; it is handed over as one past the limit.
 */
function boundedChildCount(q: QueryInput): string {
  const text = queryValue(q.childcount).trim();
  return /^\d+$/.test(text) && !Number.isFinite(Number(text)) ? String(MAX_CHILDREN + 1) : text;
}

/**
 * The spec's lodging rule over a search as the Lodging tab writes it (spec section 2), safe for
 * any input (the rule makes at most six age entries, whatever the children count), plus this
 * line's own bound: ages past 17 are refused.
 */
export function parseStay(q: QueryInput): ParsedQuery<Stay> {
  const parsed = parseLodgingQuery({ ...q, childcount: boundedChildCount(q) });
  if (!parsed.ok) return parsed;
  if (parsed.value.childAges.some((age) => age > MAX_CHILD_AGE)) return { ok: false, message: GUESTS.invalidChildAge };
  return { ok: true, value: { ...parsed.value, nights: nightsOf(parsed.value) } };
}

/** How a result list is ordered: by the lowest price for the stay, or by name. */
export const RESULT_SORTS = ['price', 'name'] as const;

/** The 404 of details and property availability, and the title of the page for a missing property. */
export const PROPERTY_NOT_FOUND = 'Property not found';

/** Whether `id` names one of the demo operator's resorts (the contract's `ResortId`). */
export const isResortId = (id: string): boolean => DEMO_RESORTS.some((r) => r.id === id);
