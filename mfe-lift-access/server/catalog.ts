import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { badRequest, type CatalogProvider, type Db, type ItemRequest, type Quote } from '@resort/shared/server';
import { PRODUCT_CANNOT_BE_ADDED, formatDate, parseDate, toIsoDate } from '@resort/shared';
import { ageCategories, capacity, dayPrices, liftProducts } from './schema';
import { LIFT_POOL, ledger } from './services/capacity';
import { findResort, resortTodayIso } from './services/resorts';
import { ageCategoryLabel, onlinePriceFor } from './services/pricing';
import { LiftTicketOptions, MAX_TICKET_DAYS } from '../contract';

export const LINE = 'liftaccess';

const cannotAdd = () => badRequest(PRODUCT_CANNOT_BE_ADDED);

interface ResolvedTicket {
  quote: Quote;
  days: string[];
}

/** Everything that makes a lift ticket sellable, checked once for quote and hold alike. */
async function resolveTicket(db: Db, item: ItemRequest): Promise<ResolvedTicket> {
  // The cart parses options with the same schema first; a direct caller is held to it too.
  const options = LiftTicketOptions.safeParse(item.options ?? {});
  if (!options.success || !Number.isSafeInteger(item.quantity) || item.quantity < 1) throw cannotAdd();
  const ageCode = options.data.ageCategory;
  const [product] = await db.select().from(liftProducts).where(eq(liftProducts.id, item.productId));
  if (!product || product.days < 1 || product.days > MAX_TICKET_DAYS) throw cannotAdd();
  const resort = await findResort(db, product.resortId);
  if (!resort) throw cannotAdd();
  const first = parseDate(item.date, resort.timeZone);
  // A ski day is the resort's calendar date: a day already over at the mountain cannot be sold.
  if (!first || toIsoDate(first) !== item.date || item.date < resortTodayIso(resort)) throw cannotAdd();

  const [category] = await db
    .select()
    .from(ageCategories)
    .where(and(eq(ageCategories.resortId, resort.id), eq(ageCategories.code, ageCode)));
  if (!category) throw cannotAdd();
  const [price] = await db
    .select()
    .from(dayPrices)
    .where(and(eq(dayPrices.productId, product.id), eq(dayPrices.day, item.date), eq(dayPrices.ageCode, ageCode)));
  if (!price) throw cannotAdd();

  const days = Array.from({ length: product.days }, (_, i) => toIsoDate(first.plus({ days: i })));
  const endDate = days[days.length - 1];
  const [{ count }] = await db
    .select({ count: sql<string>`count(*)` })
    .from(capacity)
    .where(and(eq(capacity.resourceId, resort.id), eq(capacity.pool, LIFT_POOL), gte(capacity.day, item.date), lte(capacity.day, endDate)));
  if (Number(count) !== days.length) throw cannotAdd();

  const daysAhead = Math.round((Date.parse(item.date) - Date.parse(resortTodayIso(resort))) / 86_400_000);
  const quote: Quote = {
    line: LINE,
    productId: product.id,
    sku: `LT-${product.id}-${category.code}`.toUpperCase(),
    title: product.name,
    description: ageCategoryLabel(category),
    resortId: resort.id,
    resortName: resort.name,
    timeZone: resort.timeZone,
    date: item.date,
    endDate,
    quantity: item.quantity,
    unitPrice: onlinePriceFor(price.windowPrice, price.onlinePrice, daysAhead),
    currency: resort.currency,
    taxRateBp: resort.taxRateBp,
    // Each ticket is assigned to one skier whose age on the first day fits the category.
    assignment: { minAge: category.minAge, maxAge: category.maxAge },
    display: { date: formatDate(first), duration: product.days === 1 ? '1 day' : `${product.days} days` },
  };
  return { quote, days };
}

export function createLiftCatalog(db: Db): CatalogProvider {
  return {
    line: LINE,
    options: LiftTicketOptions,
    quote: async (item) => (await resolveTicket(db, item)).quote,
    hold: async (item, cartId, ttlSeconds) => {
      const { quote, days } = await resolveTicket(db, item);
      // A ticket is one place on every day it covers, all or nothing.
      const units = days.map((day) => ({ resourceId: quote.resortId, pool: LIFT_POOL, day, quantity: item.quantity }));
      return ledger.place(db, { units, cartId, ttlSeconds });
    },
    release: (holdId) => ledger.release(db, holdId),
    commit: (holdId, orderId, tx) => ledger.commit(tx, holdId, orderId),
    revert: (holdId, orderId, tx, ttlSeconds) => ledger.revert(tx, holdId, orderId, ttlSeconds),
  };
}
