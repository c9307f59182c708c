// The lift-ticket price model. Prices are whole dollars (or whole Canadian dollars) in minor units.
import { isoDaysBetween, isoPlusDays, isoWeekday } from '@resort/shared/core';
import { AGE_BANDS, type AgeBandCode } from '@resort/shared/rules';

export interface AgeCategorySeed {
  code: string;
  name: string;
  minAge: number | null;
  maxAge: number | null;
  /** Share of the adult price; toddlers ski free. */
  priceFactor: number;
}

/** Share of the adult price per age band; toddlers ski free. */
const PRICE_FACTOR: Record<AgeBandCode, number> = { adult: 1, senior: 0.8, teen: 0.85, child: 0.6, toddler: 0 };

export const AGE_CATEGORIES: AgeCategorySeed[] = AGE_BANDS.map((band) => ({ ...band, priceFactor: PRICE_FACTOR[band.code] }));

/** One adult weekday at the window, per resort, in minor units of the resort's currency. */
export const BASE_DAY_PRICE: Record<string, number> = {
  'summit-peak': 14900,
  'cascade-ridge': 11900,
  'green-mountain': 12900,
  'coast-range': 13900,
};
const DEFAULT_BASE_DAY_PRICE = 12900;

const WEEKEND_SURCHARGE = 1.15;
const HOLIDAY_SURCHARGE = 1.3;
/** Each extra day of a multi-day ticket takes 5% off the whole ticket. */
const MULTI_DAY_STEP = 0.05;

/** 'Adult (19-64)', 'Senior (65+)'. */
export function ageCategoryLabel(category: { name: string; minAge: number | null; maxAge: number | null }): string {
  if (category.maxAge === null) return `${category.name} (${category.minAge ?? 0}+)`;
  return `${category.name} (${category.minAge ?? 0}-${category.maxAge})`;
}

/** Presidents' Day: the third Monday of February. */
function presidentsDay(year: number): string {
  const firstOfFeb = `${year}-02-01`;
  const firstMonday = isoPlusDays(firstOfFeb, (8 - isoWeekday(firstOfFeb)) % 7);
  return isoPlusDays(firstMonday, 14);
}

/** Dec 20 - Jan 3, and Presidents week (the Saturday before Presidents' Day to the Sunday after). */
export function isHolidayWeek(isoDay: string): boolean {
  const [year, month, date] = isoDay.split('-').map(Number);
  if ((month === 12 && date >= 20) || (month === 1 && date <= 3)) return true;
  const fromMonday = isoDaysBetween(presidentsDay(year), isoDay);
  return fromMonday >= -2 && fromMonday <= 6;
}

export function isWeekend(isoDay: string): boolean {
  const weekday = isoWeekday(isoDay);
  return weekday === 0 || weekday === 6;
}

function dayRate(isoDay: string): number {
  if (isHolidayWeek(isoDay)) return HOLIDAY_SURCHARGE;
  if (isWeekend(isoDay)) return WEEKEND_SURCHARGE;
  return 1;
}

const wholeUnits = (minor: number) => Math.round(minor / 100) * 100;

/** The window price of a `days`-day ticket starting on `firstDay`: every day it covers is priced. */
export function windowPrice(resortId: string, days: number, firstDay: string, priceFactor: number): number {
  const base = BASE_DAY_PRICE[resortId] ?? DEFAULT_BASE_DAY_PRICE;
  let sum = 0;
  for (let i = 0; i < days; i += 1) sum += base * dayRate(isoPlusDays(firstDay, i));
  return wholeUnits(sum * (1 - MULTI_DAY_STEP * (days - 1)) * priceFactor);
}

/** Buy-ahead savings: full window price within 7 days, 10% off 8-14 days ahead, 20% off 15 or more. */
export const BUY_AHEAD_TIERS = [
  { fromDays: 15, discount: 0.2 },
  { fromDays: 8, discount: 0.1 },
] as const;

export function advanceOnlinePrice(window: number): number {
  return wholeUnits(window * (1 - BUY_AHEAD_TIERS[0].discount));
}

/** What buying online costs today for a ticket starting `daysAhead` days from the resort's today. */
export function onlinePriceFor(window: number, advanceOnline: number, daysAhead: number): number {
  if (daysAhead >= BUY_AHEAD_TIERS[0].fromDays) return advanceOnline;
  if (daysAhead >= BUY_AHEAD_TIERS[1].fromDays) return wholeUnits(window * (1 - BUY_AHEAD_TIERS[1].discount));
  return window;
}
