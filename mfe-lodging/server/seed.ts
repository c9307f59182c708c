import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DEMO_RESORTS, clearReadCaches, type Db } from '@resort/shared/server';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { LODGING_TAX, RESORT_FEE, capacity, nightlyRates, properties, rooms, taxesAndFees } from './schema';

/** How far ahead the demo calendar reaches, so there are always bookable nights. */
export const SEEDED_NIGHTS = 150;
/** Rooms of each type per night. */
export const ROOMS_PER_NIGHT = 5;

interface RoomSeed {
  key: string;
  name: string;
  sleeps: number;
  /** Weeknight rate in whole currency units. */
  rate: number;
}

interface PropertySeed {
  key: string;
  name: string;
  description: string;
  /** Bundled image name; null where the partner sent none. */
  image: string | null;
  amenities: string[];
  rooms: RoomSeed[];
}

const ROOM_TYPES = {
  queen: { key: 'queen', name: 'Queen Room', sleeps: 2, rate: 189 },
  king: { key: 'king', name: 'King Room with Fireplace', sleeps: 3, rate: 239 },
  suite: { key: 'suite', name: 'One-Bedroom Suite', sleeps: 4, rate: 349 },
  condo: { key: 'condo', name: 'Two-Bedroom Condo', sleeps: 6, rate: 459 },
  loft: { key: 'loft', name: 'Three-Bedroom Loft', sleeps: 8, rate: 629 },
} satisfies Record<string, RoomSeed>;

const PROPERTIES: Record<string, PropertySeed[]> = {
  'summit-peak': [
    {
      key: 'alpenglow-lodge',
      name: 'Alpenglow Lodge',
      description: 'Ski-in, ski-out lodge at the base of the Summit Express, with a heated pool and an après deck.',
      image: 'lodge',
      amenities: ['Ski-in/ski-out', 'Heated pool', 'Hot tub', 'Free Wi-Fi'],
      rooms: [ROOM_TYPES.queen, ROOM_TYPES.king, ROOM_TYPES.suite],
    },
    {
      key: 'timberline-condos',
      name: 'Timberline Condominiums',
      description: 'Spacious condos with full kitchens, a short shuttle ride from the lifts.',
      image: 'condo',
      amenities: ['Full kitchen', 'Free shuttle', 'Ski lockers', 'Free parking'],
      rooms: [ROOM_TYPES.condo, ROOM_TYPES.loft],
    },
    {
      key: 'summit-village-inn',
      name: 'Summit Village Inn',
      description: 'A cosy inn in the village, steps from shops and restaurants.',
      image: null,
      amenities: ['Breakfast included', 'Free Wi-Fi'],
      rooms: [ROOM_TYPES.queen, ROOM_TYPES.king],
    },
  ],
  'cascade-ridge': [
    {
      key: 'ridgeline-hotel',
      name: 'Ridgeline Hotel',
      description: 'A modern hotel overlooking the Cascade gondola, with a spa and mountain views.',
      image: 'hotel',
      amenities: ['Spa', 'Restaurant', 'Fitness room', 'Free Wi-Fi'],
      rooms: [ROOM_TYPES.queen, ROOM_TYPES.king, ROOM_TYPES.suite],
    },
    {
      key: 'evergreen-cabins',
      name: 'Evergreen Cabins',
      description: 'Private cabins in the forest with wood stoves and hot tubs.',
      image: 'cabin',
      amenities: ['Private hot tub', 'Wood stove', 'Pet friendly'],
      rooms: [ROOM_TYPES.condo, ROOM_TYPES.loft],
    },
  ],
  'green-mountain': [
    {
      key: 'maple-house',
      name: 'Maple House Inn',
      description: 'A classic Vermont inn with a fireside lounge and farm breakfasts.',
      image: 'lodge',
      amenities: ['Breakfast included', 'Fireside lounge', 'Free parking'],
      rooms: [ROOM_TYPES.queen, ROOM_TYPES.king],
    },
    {
      key: 'brookside-condos',
      name: 'Brookside Condominiums',
      description: 'Slopeside condos beside the brook, with a shared pool and game room.',
      image: 'condo',
      amenities: ['Slopeside', 'Pool', 'Game room', 'Full kitchen'],
      rooms: [ROOM_TYPES.suite, ROOM_TYPES.condo, ROOM_TYPES.loft],
    },
  ],
  'coast-range': [
    {
      key: 'tidewater-lodge',
      name: 'Tidewater Lodge',
      description: 'Timber-frame lodge with views from the peaks to the sea, at the village gondola.',
      image: 'hotel',
      amenities: ['Gondola access', 'Hot tub', 'Restaurant', 'Free Wi-Fi'],
      rooms: [ROOM_TYPES.queen, ROOM_TYPES.king, ROOM_TYPES.suite],
    },
    {
      key: 'coastal-chalets',
      name: 'Coastal Chalets',
      description: 'Family chalets on the ski-out trail, each with a sauna.',
      image: 'cabin',
      amenities: ['Ski-out', 'Sauna', 'Full kitchen'],
      rooms: [ROOM_TYPES.condo, ROOM_TYPES.loft],
    },
    {
      key: 'harbour-view-inn',
      name: 'Harbour View Inn',
      description: 'Boutique inn at the foot of the mountain road.',
      image: null,
      amenities: ['Breakfast included', 'Free parking'],
      rooms: [ROOM_TYPES.queen, ROOM_TYPES.suite],
    },
  ],
};

/** Lodging tax and resort fee in basis points, per resort. */
const TAXES: Record<string, { lodgingTaxBp: number; resortFeeBp: number }> = {
  'summit-peak': { lodgingTaxBp: 1040, resortFeeBp: 300 },
  'cascade-ridge': { lodgingTaxBp: 1200, resortFeeBp: 250 },
  'green-mountain': { lodgingTaxBp: 900, resortFeeBp: 200 },
  'coast-range': { lodgingTaxBp: 1300, resortFeeBp: 350 },
};

export const propertyId = (resortId: string, key: string) => `${resortId}--${key}`;
export const roomId = (resortId: string, propertyKey: string, roomKey: string) => `${resortId}--${propertyKey}--${roomKey}`;

/**
 * Friday and Saturday nights cost a fifth more, and the holiday fortnight (Dec 20 - Jan 3) a third
 * more, as resorts price their busiest nights.
 */
export function demoRate(baseMinor: number, night: DateTime): number {
  let rate = baseMinor;
  if (night.weekday === 5 || night.weekday === 6) rate = Math.round(rate * 1.2);
  const holiday = (night.month === 12 && night.day >= 20) || (night.month === 1 && night.day <= 3);
  if (holiday) rate = Math.round(rate * 1.33);
  return rate;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  // Keeps each statement well below PostgreSQL's 65535 bind parameters.
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/** Idempotent: inserts the demo catalog only into an empty schema. */
export async function seed(db: Db): Promise<void> {
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(properties);
  if (existing[0].count > 0) return;

  const propertyRows: (typeof properties.$inferInsert)[] = [];
  const roomRows: (typeof rooms.$inferInsert)[] = [];
  const rateRows: (typeof nightlyRates.$inferInsert)[] = [];
  const capacityRows: (typeof capacity.$inferInsert)[] = [];
  const taxRows: (typeof taxesAndFees.$inferInsert)[] = [];

  for (const resort of DEMO_RESORTS) {
    const today = resortToday(resort.timeZone);
    const taxes = TAXES[resort.id];
    taxRows.push({ resortId: resort.id, name: LODGING_TAX, rateBp: taxes.lodgingTaxBp });
    taxRows.push({ resortId: resort.id, name: RESORT_FEE, rateBp: taxes.resortFeeBp });
    for (const property of PROPERTIES[resort.id] ?? []) {
      const pid = propertyId(resort.id, property.key);
      propertyRows.push({
        id: pid,
        resortId: resort.id,
        name: property.name,
        description: property.description,
        image: property.image,
        amenities: property.amenities,
      });
      for (const room of property.rooms) {
        const rid = roomId(resort.id, property.key, room.key);
        const baseRate = room.rate * 100;
        roomRows.push({ id: rid, propertyId: pid, name: room.name, sleeps: room.sleeps, baseRate, currency: resort.currency });
        for (let i = 0; i < SEEDED_NIGHTS; i++) {
          const night = today.plus({ days: i });
          const iso = toIsoDate(night);
          rateRows.push({ roomId: rid, night: iso, rate: demoRate(baseRate, night) });
          // New Year's Eve is already sold out in the largest units, so the demo always shows 'Sold Out'.
          const sold = room.sleeps >= 8 && night.month === 12 && night.day === 31 ? ROOMS_PER_NIGHT : 0;
          capacityRows.push({ resourceId: rid, day: iso, total: ROOMS_PER_NIGHT, sold });
        }
      }
    }
  }

  await db.transaction(async (tx) => {
    await tx.insert(taxesAndFees).values(taxRows);
    await tx.insert(properties).values(propertyRows);
    await tx.insert(rooms).values(roomRows);
    await insertInChunks(rateRows, (chunk) => tx.insert(nightlyRates).values(chunk));
    await insertInChunks(capacityRows, (chunk) => tx.insert(capacity).values(chunk));
  });
  // The seed is the only writer of the catalog: what this process read before it is stale now.
  clearReadCaches();
}
