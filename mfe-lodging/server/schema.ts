import { date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

export const roomInventory = lodging.table(
  'room_inventory',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id),
    night: date('night', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [uniqueIndex('room_inventory_room_night_uq').on(t.roomId, t.night)],
);

export const holds = lodging.table(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One stay is one hold for the cart: a row per night, all sharing this id. */
    holdId: uuid('hold_id').notNull(),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id),
    night: date('night', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    cartId: text('cart_id').notNull(),
    /** 'held' reserves capacity until expires_at; 'committed' has moved into room_inventory.sold; 'released' holds nothing. */
    status: text('status').notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('holds_hold_idx').on(t.holdId), index('holds_room_night_idx').on(t.roomId, t.night, t.status)],
);

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
