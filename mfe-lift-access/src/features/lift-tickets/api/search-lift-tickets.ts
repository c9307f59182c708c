import { api, withQuery } from '@resort/shared';
import type { AgeCategory } from './get-resorts';
// The response's day shapes are the server's own (type-only: nothing server-side is bundled).
import type { DayPriceView, SearchDay } from '../../../../server/service';

export type DayPrice = DayPriceView;
export type { SearchDay };

export interface LiftTicketSearchResult {
  resort: { id: string; name: string; region: string; timeZone: string; currency: string; taxRateBp: number; today: string };
  startDate: string;
  numberOfDays: number;
  ageCategory: string | null;
  products: { id: string; name: string; days: number }[];
  ageCategories: AgeCategory[];
  days: SearchDay[];
}

export interface LiftTicketSearchParams {
  resort: string;
  /** MM/DD/YYYY, as in the page's query. */
  startDate: string;
  numberOfDays: string;
  ageCategory: string;
}

export const searchLiftTickets = (params: LiftTicketSearchParams) =>
  api.get<LiftTicketSearchResult>(withQuery('/api/liftaccess/lift-tickets/search', { ...params, showSavings: true }));
