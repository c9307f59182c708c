import { date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingTables } from '@resort/shared/server/bookings';
import { ledgerTables } from '@resort/shared/server/ledger';

export const lodging = pgSchema('lodging');

export const properties = lodging.table(
  'properties',
  {
    id: text('id').primaryKey(),
    /** One of DEMO_RESORTS' ids: the property shares that resort's time zone and currency. */
    resortId: text('resort_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** File name of a bundled image; null shows 'Image Not Available'. */
    image: text('image'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
  },
  (t) => [index('properties_resort_idx').on(t.resortId)],
);

export const rooms = lodging.table(
  'rooms',
  {
    id: text('id').primaryKey(),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties.id),
    name: text('name').notNull(),
    sleeps: integer('sleeps').notNull(),
    /** Minor units of `currency`; the rate a night falls back to in the seeded calendar. */
    baseRate: integer('base_rate').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [index('rooms_property_idx').on(t.propertyId)],
);

export const nightlyRates = lodging.table(
  'nightly_rates',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id),
    night: date('night', { mode: 'string' }).notNull(),
    /** Minor units, per room and night. */
    rate: integer('rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.night] })],
);

/** Rooms of each type per night (resource = room id, pool 'default'), and the holds on them. */
export const { capacity, holds, version: ledgerVersion } = ledgerTables(lodging);

/** The stays orders sold, for the account's reservations (shared/src/server/bookings.ts). */
export const bookings = bookingTables(lodging);

export const taxesAndFees = lodging.table(
  'taxes_and_fees',
  {
    resortId: text('resort_id').notNull(),
    name: text('name').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resortId, t.name] })],
);

export const LODGING_TAX = 'Lodging tax';
export const RESORT_FEE = 'Resort fee';

/**
 * A package's hold in the cart: the holds its parts took in their own lines (the room here, lift
 * tickets and rentals there), placed all or nothing and committed, released or reverted together.
 */
export const packageHolds = lodging.table('package_holds', {
  id: uuid('id').primaryKey().defaultRandom(),
  components: jsonb('components').$type<{ line: string; holdId: string }[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
