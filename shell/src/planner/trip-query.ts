import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { initialLodgingState, lodgingErrorMessages, validateLodging, withSearchParams, type LodgingState } from '@resort/shared/rules';
import { isoFromInput, normalizeDate } from '@resort/shared/dates';
import { type PlannerTrip } from '@resort/shared/planner';

export const PLAN_PATH = '/plan';
export const CHOOSE_RESORT = 'Please choose a resort.';

/** The trip form's state: a stay (the lodging rules bound dates and party) at one resort. */
export interface TripFormState extends LodgingState {
  resortId: string;
}

export function initialTrip(today: string, resortId = ''): TripFormState {
  return { ...initialLodgingState(today), resortId };
}

/** The planner's own problems first, then the stay's (dates, 28 nights, party of 19 with 6 children). */
export function tripProblems(state: TripFormState): string[] {
  const problems: string[] = [];
  if (!DEMO_RESORTS.some((r) => r.id === state.resortId)) problems.push(CHOOSE_RESORT);
  return [...problems, ...lodgingErrorMessages(validateLodging(state))];
}

/** The form's trip in the shape every line's planner parcel receives; null while the form is invalid. */
export function tripOf(state: TripFormState): PlannerTrip | null {
  if (tripProblems(state).length) return null;
  return {
    resortId: state.resortId,
    arrival: isoFromInput(state.checkIn) as string,
    departure: isoFromInput(state.checkOut) as string,
    adultCount: state.adults,
    childCount: state.children,
  };
}

export function planUrl(trip: PlannerTrip): string {
  return withSearchParams(PLAN_PATH, {
    resort: trip.resortId,
    arrival: trip.arrival,
    departure: trip.departure,
    adults: trip.adultCount,
    children: trip.childCount,
  });
}

const count = (text: string | null, fallback: number) =>
  text !== null && /^\d{1,2}$/.test(text) ? Number(text) : text === null ? fallback : Number.NaN;

/** The form's state as the results page's address gives it (a hand-edited address is checked like typed input). */
export function tripStateFromQuery(search: URLSearchParams, today: string): TripFormState {
  const initial = initialTrip(today);
  const children = count(search.get('children'), 0);
  return {
    resortId: search.get('resort') ?? '',
    checkIn: normalizeDate(search.get('arrival')) || (search.get('arrival') ?? initial.checkIn),
    checkOut: normalizeDate(search.get('departure')) || (search.get('departure') ?? initial.checkOut),
    adults: count(search.get('adults'), initial.adults),
    children,
    childAges: Number.isInteger(children) && children > 0 && children < 7 ? Array.from({ length: children }, () => '') : [],
  };
}
