import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { notFound, type Db } from '@resort/shared/server';
import { parseDate, resortToday, toIsoDate } from '@resort/shared';
import { ageCategories, capacity, dayPrices, liftProducts, passes, resorts } from './schema';
import { LIFT_POOL, availabilityBetween } from './inventory';
import { ageCategoryLabel, onlinePriceFor } from './pricing';

/** The results page shows two weeks of start days. */
export const SEARCH_WINDOW_DAYS = 14;

export type ResortRow = typeof resorts.$inferSelect;

export interface AgeCategoryView {
  code: string;
  name: string;
  label: string;
  minAge: number | null;
  maxAge: number | null;
}

export interface ResortView extends ResortRow {
  /** The resort's today and last bookable day (ISO), for date pickers. */
  today: string;
  lastDay: string | null;
  ageCategories: AgeCategoryView[];
}

export async function findResort(db: Db, resortId: string): Promise<ResortRow | null> {
  const [row] = await db.select().from(resorts).where(eq(resorts.id, resortId));
  return row ?? null;
}

export const resortTodayIso = (resort: { timeZone: string }) => toIsoDate(resortToday(resort.timeZone));

export async function listAgeCategories(db: Db, resortId: string): Promise<AgeCategoryView[]> {
  const rows = await db.select().from(ageCategories).where(eq(ageCategories.resortId, resortId)).orderBy(asc(ageCategories.sortOrder));
  return rows.map((r) => ({ code: r.code, name: r.name, label: ageCategoryLabel(r), minAge: r.minAge, maxAge: r.maxAge }));
}

async function lastBookableDay(db: Db, resortId: string): Promise<string | null> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${capacity.day})::text` })
    .from(capacity)
    .where(and(eq(capacity.resortId, resortId), eq(capacity.pool, LIFT_POOL)));
  return row?.last ?? null;
}

export async function listResorts(db: Db): Promise<ResortView[]> {
  const rows = await db.select().from(resorts).orderBy(asc(resorts.name));
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      today: resortTodayIso(r),
      lastDay: await lastBookableDay(db, r.id),
      ageCategories: await listAgeCategories(db, r.id),
    })),
  );
}

// Calendar-date arithmetic: a ski day is already a date in the resort's zone, so counting days on
// it needs no zone (and UTC spares luxon's costly zone lookups on every day of a search).
const isoPlusDays = (iso: string, days: number) => toIsoDate(parseDate(iso)!.plus({ days }));
const daysBetween = (fromIso: string, toIso: string) => Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000);

export interface DayPriceView {
  ageCode: string;
  windowPrice: number;
  onlinePrice: number;
  /** Window price minus the online price; null when savings were not asked for. */
  savings: number | null;
}

export interface SearchDay {
  date: string;
  soldOut: boolean;
  /** Places left on the tightest day the ticket covers. */
  available: number;
  prices: DayPriceView[];
}

export interface LiftTicketSearch {
  resort: ResortRow & { today: string };
  startDate: string;
  numberOfDays: number;
  ageCategory: string | null;
  products: { id: string; name: string; days: number }[];
  ageCategories: AgeCategoryView[];
  days: SearchDay[];
}

export interface SearchCriteria {
  resortId: string;
  /** ISO first day asked for; a day before the resort's today starts the window today. */
  startDate: string;
  numberOfDays: number;
  ageCategory: string | null;
  showSavings: boolean;
}

export async function searchLiftTickets(db: Db, criteria: SearchCriteria): Promise<LiftTicketSearch> {
  const resort = await findResort(db, criteria.resortId);
  if (!resort) throw notFound('Resort not found');
  const today = resortTodayIso(resort);
  const start = criteria.startDate < today ? today : criteria.startDate;
  const windowEnd = isoPlusDays(start, SEARCH_WINDOW_DAYS - 1);
  const spanEnd = isoPlusDays(windowEnd, criteria.numberOfDays - 1);

  const products = await db
    .select({ id: liftProducts.id, name: liftProducts.name, days: liftProducts.days })
    .from(liftProducts)
    .where(and(eq(liftProducts.resortId, resort.id), eq(liftProducts.days, criteria.numberOfDays)));
  const categories = await listAgeCategories(db, resort.id);
  const base = { resort: { ...resort, today }, startDate: start, numberOfDays: criteria.numberOfDays, ageCategory: criteria.ageCategory, products, ageCategories: categories };
  if (products.length === 0) return { ...base, days: [] };

  const [availability, prices] = await Promise.all([
    availabilityBetween(db, resort.id, start, spanEnd),
    db
      .select()
      .from(dayPrices)
      .where(and(eq(dayPrices.productId, products[0].id), gte(dayPrices.day, start), lte(dayPrices.day, windowEnd))),
  ]);
  const availableOn = new Map(availability.map((a) => [a.day, a.available]));
  const order = new Map(categories.map((c, i) => [c.code, i]));
  const pricesByDay = new Map<string, DayPriceView[]>();
  for (const p of prices) {
    const online = onlinePriceFor(p.windowPrice, p.onlinePrice, daysBetween(today, p.day));
    const list = pricesByDay.get(p.day) ?? [];
    list.push({ ageCode: p.ageCode, windowPrice: p.windowPrice, onlinePrice: online, savings: criteria.showSavings ? p.windowPrice - online : null });
    pricesByDay.set(p.day, list);
  }

  const days: SearchDay[] = [];
  for (let offset = 0; offset < SEARCH_WINDOW_DAYS; offset += 1) {
    const date = isoPlusDays(start, offset);
    const dayPricesForDate = pricesByDay.get(date);
    if (!dayPricesForDate) continue;
    // A multi-day ticket needs a place on every day it covers.
    let available = Number.POSITIVE_INFINITY;
    for (let i = 0; i < criteria.numberOfDays; i += 1) {
      available = Math.min(available, availableOn.get(isoPlusDays(date, i)) ?? 0);
    }
    dayPricesForDate.sort((a, b) => (order.get(a.ageCode) ?? 99) - (order.get(b.ageCode) ?? 99));
    days.push({ date, soldOut: available <= 0, available, prices: dayPricesForDate });
  }
  return { ...base, days };
}

/** Bookable range of a resort and the days inside it with no place left (for date pickers). */
export async function unavailableDates(db: Db, resortId: string): Promise<{ startDate: string; endDate: string | null; unavailableDates: string[] }> {
  const resort = await findResort(db, resortId);
  if (!resort) throw notFound('Resort not found');
  const today = resortTodayIso(resort);
  const endDate = await lastBookableDay(db, resortId);
  if (!endDate || endDate < today) return { startDate: today, endDate: null, unavailableDates: [] };
  const availability = await availabilityBetween(db, resortId, today, endDate);
  return { startDate: today, endDate, unavailableDates: availability.filter((a) => a.available <= 0).map((a) => a.day) };
}

/** Sets a day's lift capacity (creating the day when missing); sales and holds are kept. */
export async function setDailyCapacity(db: Db, resortId: string, isoDay: string, total: number, pool = LIFT_POOL): Promise<void> {
  await db
    .insert(capacity)
    .values({ resortId, day: isoDay, pool, total, sold: 0 })
    .onConflictDoUpdate({ target: [capacity.resortId, capacity.day, capacity.pool], set: { total } });
}

export type PassRow = typeof passes.$inferSelect;

export async function listPasses(db: Db): Promise<PassRow[]> {
  return db.select().from(passes).orderBy(asc(passes.sortOrder), asc(passes.name));
}

export async function findPass(db: Db, id: string): Promise<PassRow> {
  const [row] = await db.select().from(passes).where(eq(passes.id, id));
  if (!row) throw notFound('Pass not found');
  return row;
}
