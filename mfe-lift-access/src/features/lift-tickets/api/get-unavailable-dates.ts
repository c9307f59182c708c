import { api, withQuery } from '@resort/shared';

export interface UnavailableDates {
  /** ISO yyyy-MM-dd: the resort's today and its last bookable day. */
  startDate: string;
  endDate: string | null;
  unavailableDates: string[];
}

export const getUnavailableDates = (resort: string) =>
  api.get<UnavailableDates>(withQuery('/api/liftaccess/unavailable-dates', { resort }));
