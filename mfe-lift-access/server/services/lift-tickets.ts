import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { derivedFrom, notFound, type Db } from '@resort/shared/server';
import { isoDaysBetween, isoPlusDays } from '@resort/shared/dates';
import { capacity, resorts } from '../schema';
import {
  SEARCH_WINDOW_DAYS,
  type DayPriceView,
  type LiftTicketSearchCriteria,
  type LiftTicketSearchResult,
  type SearchDay,
  type BikeParkResorts,
  type UnavailableDates,
} from '../../contract';
import { BIKE_PARK_POOL, LIFT_POOL, lastBookableDay, liftAvailability, liftSearchAvailability } from './capacity';
import { cachedDayPrices, cachedLiftProducts } from './catalog-reads';
import { onlinePriceFor } from './pricing';
import { findResort, listAgeCategories, resortTodayIso } from './resorts';

const resortNotFound = () => notFound('Resort not found');

/**
 * Two weeks of start days from the first day asked for (a day before the resort's today starts
 * the window today). The criteria come bounded from the contract: at most MAX_TICKET_DAYS days.
 */
export async function searchLiftTickets({
  db,
  criteria,
  kind = 'ski',
}: {
  db: Db;
  criteria: Omit<LiftTicketSearchCriteria, 'componentId'> & { componentId?: string | null };
  /** Winter lift tickets, or the summer bike park's ("bike park lift tickets GET"). */
  kind?: 'ski' | 'bike-park';
}): Promise<LiftTicketSearchResult> {
  const resort = await findResort(db, criteria.resort);
  if (!resort) throw resortNotFound();
  const today = resortTodayIso(resort);
  // ISO days compare as text (Math.max would read them as NaN).
  let start = criteria.startDate;
  if (start < today) start = today;
  const windowEnd = isoPlusDays(start, SEARCH_WINDOW_DAYS - 1);
  const spanEnd = isoPlusDays(windowEnd, criteria.numberOfDays - 1);

  const componentId = criteria.componentId ?? null;
  const products = (await cachedLiftProducts(db, resort.id, criteria.numberOfDays, kind))
    .filter((p) => componentId === null || p.id === componentId)
    .map(({ id, name, days }) => ({ id, name, days }));
  const categories = await listAgeCategories(db, resort.id);
  const base = {
    resort: { ...resort, today },
    startDate: start,
    numberOfDays: criteria.numberOfDays,
    ageCategory: criteria.ageCategory,
    products,
    ageCategories: categories,
  };
  if (products.length === 0) return { ...base, days: [] };

  // Availability comes from this process's copy of free places while it is current; everything
  // else is catalog, read once per process.
  const [availability, pricesByDay] = await Promise.all([
    liftSearchAvailability(db, resort.id, start, spanEnd, kind === 'ski' ? LIFT_POOL : BIKE_PARK_POOL),
    cachedDayPrices(db, products[0].id),
  ]);
  // Every search for the same day span shares one answer (and its JSON) while that copy is current.
  const key = `${kind}\u0000${today}\u0000${start}\u0000${criteria.numberOfDays}\u0000${criteria.ageCategory}\u0000${criteria.showSavings}\u0000${componentId ?? ''}`;
  return derivedFrom(availability, key, () => {
    const availableOn = new Map(availability.map((a) => [a.day, a.available]));
    const order = new Map(categories.map((c, i) => [c.code, i]));
    const spanDays = Array.from({ length: SEARCH_WINDOW_DAYS + criteria.numberOfDays - 1 }, (_, i) => isoPlusDays(start, i));

    const days: SearchDay[] = [];
    for (let offset = 0; offset < SEARCH_WINDOW_DAYS; offset += 1) {
      const date = spanDays[offset];
      const rows = pricesByDay.get(date);
      if (!rows) continue;
      // A multi-day ticket needs a place on every day it covers.
      let available = Number.POSITIVE_INFINITY;
      for (let i = 0; i < criteria.numberOfDays; i += 1) {
        available = Math.min(available, availableOn.get(spanDays[offset + i]) ?? 0);
      }
      const daysAhead = isoDaysBetween(today, date);
      const prices: DayPriceView[] = rows
        .map((p) => {
          const online = onlinePriceFor(p.windowPrice, p.onlinePrice, daysAhead);
          return {
            ageCode: p.ageCode,
            windowPrice: p.windowPrice,
            onlinePrice: online,
            savings: criteria.showSavings ? p.windowPrice - online : null,
          };
        })
        .sort((a, b) => (order.get(a.ageCode) ?? 99) - (order.get(b.ageCode) ?? 99));
      days.push({ date, soldOut: available <= 0, available, prices });
    }
    return { ...base, days };
  });
}

/** Bookable range of a resort and the days inside it with no place left (for date pickers). */
export async function unavailableDates({ db, resortId }: { db: Db; resortId: string }): Promise<UnavailableDates> {
  const resort = await findResort(db, resortId);
  if (!resort) throw resortNotFound();
  const today = resortTodayIso(resort);
  const endDate = await lastBookableDay(db, resortId);
  if (!endDate || endDate < today) return { startDate: today, endDate: null, unavailableDates: [] };
  const availability = await liftAvailability(db, resortId, today, endDate);
  return { startDate: today, endDate, unavailableDates: availability.filter((a) => a.available <= 0).map((a) => a.day) };
}

/** Resorts whose bike park sells lift days, with the first and last of them still ahead. */
export async function bikeParkResorts({ db }: { db: Db }): Promise<BikeParkResorts> {
  const rows = await db
    .select({
      id: resorts.id,
      name: resorts.name,
      firstDay: sql<string>`min(${capacity.day})::text`,
      lastDay: sql<string>`max(${capacity.day})::text`,
    })
    .from(capacity)
    .innerJoin(resorts, eq(resorts.id, capacity.resourceId))
    .where(and(eq(capacity.pool, BIKE_PARK_POOL), gte(capacity.day, sql`current_date`)))
    .groupBy(resorts.id, resorts.name)
    .orderBy(asc(resorts.name));
  return rows;
}
