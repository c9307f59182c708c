// The lift-ticket price model. Prices are whole dollars (or whole Canadian dollars) in minor units.

export interface AgeCategorySeed {
  code: string;
  name: string;
  minAge: number | null;
  maxAge: number | null;
  /** Share of the adult price; toddlers ski free. */
  priceFactor: number;
}

export const AGE_CATEGORIES: AgeCategorySeed[] = [
  { code: 'adult', name: 'Adult', minAge: 19, maxAge: 64, priceFactor: 1 },
  { code: 'senior', name: 'Senior', minAge: 65, maxAge: null, priceFactor: 0.8 },
  { code: 'teen', name: 'Teen', minAge: 13, maxAge: 18, priceFactor: 0.85 },
  { code: 'child', name: 'Child', minAge: 5, maxAge: 12, priceFactor: 0.6 },
  { code: 'toddler', name: 'Toddler', minAge: 0, maxAge: 4, priceFactor: 0 },
];

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

// Calendar arithmetic here runs for every price row of the seed, so it uses plain UTC day numbers
// rather than luxon objects (a ski day is already a calendar date; no zone is involved).
const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;
const isoOfDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Presidents' Day: the third Monday of February. */
function presidentsDay(year: number): number {
  const firstOfFeb = Date.UTC(year, 1, 1) / DAY_MS;
  const weekday = new Date(firstOfFeb * DAY_MS).getUTCDay();
  const firstMonday = firstOfFeb + ((8 - weekday) % 7);
  return firstMonday + 14;
}

/** Dec 20 - Jan 3, and Presidents week (the Saturday before Presidents' Day to the Sunday after). */
export function isHolidayWeek(isoDay: string): boolean {
  const [year, month, date] = isoDay.split('-').map(Number);
  if ((month === 12 && date >= 20) || (month === 1 && date <= 3)) return true;
  const monday = presidentsDay(year);
  const day = dayNumber(isoDay);
  return day >= monday - 2 && day <= monday + 6;
}

export function isWeekend(isoDay: string): boolean {
  const weekday = new Date(dayNumber(isoDay) * DAY_MS).getUTCDay();
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
  const start = dayNumber(firstDay);
  let sum = 0;
  for (let i = 0; i < days; i += 1) sum += base * dayRate(isoOfDayNumber(start + i));
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
