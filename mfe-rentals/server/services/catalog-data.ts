import { and, asc, eq } from 'drizzle-orm';
import { readCache, type Db } from '@resort/shared/server';
import { calendars, deliveryTimes, locations, rentalProducts, seasonSettings } from '../schema';

export type CalendarGroupName = 'fullDay' | 'halfDayMorning' | 'halfDayAfternoon' | 'delivery';
export type CalendarRow = typeof calendars.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
export type ProductRow = typeof rentalProducts.$inferSelect;
export type DeliveryTimeRow = typeof deliveryTimes.$inferSelect;

/** Everything the widget and the search need about one resort's season, read in one go. */
export interface SeasonCatalog {
  calendars: Partial<Record<CalendarGroupName, CalendarRow>>;
  settings: typeof seasonSettings.$inferSelect | null;
  deliveryTimes: DeliveryTimeRow[];
  locations: LocationRow[];
  products: ProductRow[];
}

/**
 * Shops, products, calendars, delivery times of a season: catalog, read once per process and
 * resort and season (only the seed writes them, and it clears this cache when done). Callers get
 * the cached rows themselves and must not change them.
 */
const seasonCache = readCache<SeasonCatalog>();

// The resort is one of the store's own (checked before) and the season comes from the contract's enum: a bounded set of keys.
export const loadSeasonCatalog = (db: Db, resortId: string, season: number): Promise<SeasonCatalog> =>
  seasonCache.get(db, `${resortId}\u0000${season}`, () => readSeasonCatalog(db, resortId, season));

async function readSeasonCatalog(db: Db, resortId: string, season: number): Promise<SeasonCatalog> {
  const [calendarRows, settingsRows, timeRows, locationRows, productRows] = await Promise.all([
    db
      .select()
      .from(calendars)
      .where(and(eq(calendars.resortId, resortId), eq(calendars.season, season))),
    db
      .select()
      .from(seasonSettings)
      .where(and(eq(seasonSettings.resortId, resortId), eq(seasonSettings.season, season))),
    db.select().from(deliveryTimes).where(eq(deliveryTimes.resortId, resortId)).orderBy(asc(deliveryTimes.minutes)),
    db.select().from(locations).where(eq(locations.resortId, resortId)).orderBy(asc(locations.name)),
    db
      .select()
      .from(rentalProducts)
      .where(and(eq(rentalProducts.resortId, resortId), eq(rentalProducts.season, season)))
      .orderBy(asc(rentalProducts.category), asc(rentalProducts.pricePerDay)),
  ]);
  const byGroup: SeasonCatalog['calendars'] = {};
  for (const row of calendarRows) byGroup[row.group] = row;
  return { calendars: byGroup, settings: settingsRows[0] ?? null, deliveryTimes: timeRows, locations: locationRows, products: productRows };
}
