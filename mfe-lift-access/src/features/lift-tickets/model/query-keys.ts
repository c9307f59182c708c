import type { LiftTicketSearchRequest } from '../../../../contract';

/** The page's own query (MM/DD/YYYY first day, days as typed); the server judges it by the same contract. */
export type LiftTicketSearchParams = Required<Pick<LiftTicketSearchRequest, 'resort' | 'startDate' | 'numberOfDays' | 'ageCategory'>>;

// The results page's search by key, read by its hook and by the line's server, which draws the
// page's first screen from the same answer under the same key.
export const liftTicketSearchKey = (params: LiftTicketSearchParams) => ['liftaccess', 'lift-tickets', 'search', params] as const;
