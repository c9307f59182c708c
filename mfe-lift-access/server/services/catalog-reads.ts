import { asc, eq } from 'drizzle-orm';
import { groupBy, readCache, type Db } from '@resort/shared/server';
import { ageCategories, dayPrices, liftProducts, passes, resorts } from '../schema';

/**
 * The lift line's catalog (resorts, age categories, lift products, their day prices) read once per
 * process: only the seed writes it, and it clears these caches when done. Callers get the cached
 * rows themselves and must not change them.
 */

type ResortRow = typeof resorts.$inferSelect;
type AgeCategoryRow = typeof ageCategories.$inferSelect;
type LiftProductRow = typeof liftProducts.$inferSelect;
type PassRow = typeof passes.$inferSelect;
export type DayPriceRow = typeof dayPrices.$inferSelect;

interface Catalog {
  resorts: Map<string, ResortRow>;
  /** Per resort, in the order the widget lists them. */
  ageCategories: Map<string, AgeCategoryRow[]>;
  products: LiftProductRow[];
}

const catalogCache = readCache<Catalog>();
/** Per product: its price rows by start day. Keyed by product ids read from the catalog, never by a visitor's input. */
const pricesCache = readCache<Map<string, DayPriceRow[]>>();

const catalog = (db: Db) =>
  catalogCache.get(db, 'catalog', async () => {
    const [resortRows, categoryRows, productRows] = await Promise.all([
      db.select().from(resorts),
      db.select().from(ageCategories).orderBy(asc(ageCategories.resortId), asc(ageCategories.sortOrder)),
      db.select().from(liftProducts).orderBy(asc(liftProducts.id)),
    ]);
    return {
      resorts: new Map(resortRows.map((r) => [r.id, r])),
      ageCategories: groupBy(categoryRows, (r) => r.resortId),
      products: productRows,
    };
  });

export async function cachedResorts(db: Db): Promise<ResortRow[]> {
  return [...(await catalog(db)).resorts.values()];
}

export async function cachedResort(db: Db, resortId: string): Promise<ResortRow | null> {
  return (await catalog(db)).resorts.get(resortId) ?? null;
}

export async function cachedAgeCategories(db: Db, resortId: string): Promise<AgeCategoryRow[]> {
  return (await catalog(db)).ageCategories.get(resortId) ?? [];
}

/** One lift product by id (the add to cart's quote and hold each ask). */
export async function cachedLiftProduct(db: Db, productId: string): Promise<LiftProductRow | null> {
  return (await catalog(db)).products.find((p) => p.id === productId) ?? null;
}

/** A day's price of a product for an age category, or null when it has none. */
export async function cachedDayPrice(db: Db, productId: string, day: string, ageCode: string): Promise<DayPriceRow | null> {
  return (await cachedDayPrices(db, productId)).get(day)?.find((p) => p.ageCode === ageCode) ?? null;
}

const passesCache = readCache<Map<string, PassRow>>();

/** Every season pass by id: each add to the cart first asks whether its product is a pass. */
export async function cachedPassRow(db: Db, passId: string): Promise<PassRow | null> {
  const all = await passesCache.get(db, 'passes', async () => new Map((await db.select().from(passes)).map((p) => [p.id, p])));
  return all.get(passId) ?? null;
}

export async function cachedLiftProducts(db: Db, resortId: string, days: number, kind: 'ski' | 'bike-park'): Promise<LiftProductRow[]> {
  return (await catalog(db)).products.filter((p) => p.resortId === resortId && p.days === days && p.kind === kind);
}

/** A product's prices by start day (all its days: a search window is a slice of them). */
export function cachedDayPrices(db: Db, productId: string): Promise<Map<string, DayPriceRow[]>> {
  return pricesCache.get(db, productId, async () => {
    const rows = await db.select().from(dayPrices).where(eq(dayPrices.productId, productId));
    return groupBy(rows, (r) => r.day);
  });
}
