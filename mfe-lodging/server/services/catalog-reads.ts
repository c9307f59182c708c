import { asc } from 'drizzle-orm';
import { groupBy, readCache, type Db } from '@resort/shared/server';
import { nightlyRates, properties, rooms, taxesAndFees } from '../schema';

/**
 * The lodging catalog (properties, rooms, their nightly rates, each resort's taxes and fees) read
 * once per process: only the seed writes it, and it clears these caches when done. Callers get the
 * cached rows themselves and must not change them.
 */

type PropertyRow = typeof properties.$inferSelect;
type RoomRow = typeof rooms.$inferSelect;
type TaxRow = typeof taxesAndFees.$inferSelect;

export interface LodgingCatalog {
  /** By resort, then name: the order results are listed in. */
  properties: PropertyRow[];
  propertyById: Map<string, PropertyRow>;
  /** Each property's rooms, cheapest first. */
  roomsByProperty: Map<string, RoomRow[]>;
  roomById: Map<string, RoomRow>;
  /** Each resort's taxes and fees, by name. */
  taxesByResort: Map<string, TaxRow[]>;
  /** Each room's rate per night. */
  ratesByRoom: Map<string, Map<string, number>>;
}

const cache = readCache<LodgingCatalog>();

export const lodgingCatalog = (db: Db): Promise<LodgingCatalog> =>
  cache.get(db, 'catalog', async () => {
    const [propertyRows, roomRows, taxRows, rateRows] = await Promise.all([
      db.select().from(properties).orderBy(asc(properties.resortId), asc(properties.name)),
      db.select().from(rooms).orderBy(asc(rooms.baseRate), asc(rooms.id)),
      db.select().from(taxesAndFees).orderBy(asc(taxesAndFees.name)),
      db.select().from(nightlyRates).orderBy(asc(nightlyRates.night)),
    ]);
    const ratesByRoom = new Map<string, Map<string, number>>();
    for (const row of rateRows) {
      const rates = ratesByRoom.get(row.roomId) ?? new Map<string, number>();
      ratesByRoom.set(row.roomId, rates.set(row.night, row.rate));
    }
    return {
      properties: propertyRows,
      propertyById: new Map(propertyRows.map((p) => [p.id, p])),
      roomsByProperty: groupBy(roomRows, (r) => r.propertyId),
      roomById: new Map(roomRows.map((r) => [r.id, r])),
      taxesByResort: groupBy(taxRows, (t) => t.resortId),
      ratesByRoom,
    };
  });
