import type { SearchDay } from '../api/search-lift-tickets';
import type { LiftTicketOptions } from '../../../../contract';

/** Tickets per age category code. */
export type Quantities = Record<string, number>;

/** Most tickets of one kind the cart takes in one line. */
export const MAX_TICKETS_PER_CATEGORY = 20;

/** The age group chosen in the widget starts with one ticket; the others with none. */
export function initialQuantities(ageCodes: string[], ageGroup: string | null): Quantities {
  return Object.fromEntries(ageCodes.map((code) => [code, code === ageGroup ? 1 : 0]));
}

export const ticketCount = (quantities: Quantities) => Object.values(quantities).reduce((sum, n) => sum + n, 0);

/** The day the page opens on: the first day asked for when it can be bought, else the first that can. */
export function initialDay(days: SearchDay[], wanted: string | null): string | null {
  const open = days.filter((d) => !d.soldOut);
  return open.find((d) => d.date === wanted)?.date ?? open[0]?.date ?? null;
}

export interface SelectionTotals {
  online: number;
  window: number;
  savings: number;
}

export function selectionTotals(day: SearchDay | undefined, quantities: Quantities): SelectionTotals {
  const totals = { online: 0, window: 0, savings: 0 };
  if (!day) return totals;
  for (const price of day.prices) {
    const n = quantities[price.ageCode] ?? 0;
    totals.online += n * price.onlinePrice;
    totals.window += n * price.windowPrice;
  }
  totals.savings = totals.window - totals.online;
  return totals;
}

/** Cart lines to add: one per age category with at least one ticket, in the page's order. */
export function cartLines(quantities: Quantities, ageCodes: string[]): (LiftTicketOptions & { quantity: number })[] {
  return ageCodes.filter((code) => (quantities[code] ?? 0) > 0).map((code) => ({ ageCategory: code, quantity: quantities[code] }));
}
