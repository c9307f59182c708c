import type { LiftTicketSearchRequest } from '../../../../contract';

/** The page's own query (MM/DD/YYYY first day, days as typed); the server judges it by the same contract. */
export type LiftTicketSearchParams = Required<Pick<LiftTicketSearchRequest, 'resort' | 'startDate' | 'numberOfDays' | 'ageCategory'>>;

// The results page's search by key, read by its hook and by the line's server, which draws the
// page's first screen from the same answer under the same key.
export const liftTicketSearchKey = (params: LiftTicketSearchParams) => ['liftaccess', 'lift-tickets', 'search', params] as const;

// The resorts the widget, the pass holders' tools and the bike park choose from (same reading).
export const resortsKey = () => ['liftaccess', 'resorts'] as const;
export const unavailableDatesKey = (resort: string | undefined) => ['liftaccess', 'unavailable-dates', resort] as const;

/** The resort the widget searches until the visitor picks one: the one it was given, or the first. */
export const searchedResort = <R extends { id: string }>(list: readonly R[], chosen?: string): R | undefined =>
  list.find((r) => r.id === chosen) ?? list[0];
