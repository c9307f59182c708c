import { MAX_STAY_NIGHTS } from '@resort/shared/core';
import { isoDaysUntil } from '../dates/iso-days';

// One trip, as the home page's trip planner asks for it. The shell composes the planner's results
// page from each line's `planner` parcel (exposed in the line's './widgets'), and every parcel
// receives these props: one search, each line answering with its own results and its own add.
export interface PlannerTrip {
  /** Resort id, as the lines' catalogs name it (for example 'summit-peak'). */
  resortId: string;
  /** First day of the trip, ISO yyyy-mm-dd, in the resort's time zone. */
  arrival: string;
  /** Day of leaving, ISO yyyy-mm-dd; after `arrival` (a one-day trip leaves the next day). */
  departure: string;
  adultCount: number;
  /** Children in the party (their ages are asked by each line where it needs them). */
  childCount: number;
}

/** Trip days from arrival up to (not including) departure, ISO dates; a trip has at least one and at most a stay's nights. */
export function tripDays(trip: Pick<PlannerTrip, 'arrival' | 'departure'>): string[] {
  const days = isoDaysUntil(trip.arrival, trip.departure, MAX_STAY_NIGHTS);
  return days.length ? days : [trip.arrival];
}
