import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { MyEpicGearContent } from '../src/features/my-epic-gear/model/my-epic-gear-content';

export const rentals = pgSchema('rentals');

/** Shops where equipment is picked up; some also deliver to the guest's lodging. */
export const locations = rentals.table('locations', {
  id: text('id').primaryKey(),
  resortId: text('resort_id').notNull(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  supportsDelivery: boolean('supports_delivery').notNull().default(false),
});

/** Season 1 is winter (ski, snowboard), 2 is summer (bike). Prices are minor units. */
export const rentalProducts = rentals.table('rental_products', {
  id: text('id').primaryKey(),
  resortId: text('resort_id').notNull(),
  season: integer('season').notNull(),
  category: text('category').$type<'ski' | 'snowboard' | 'bike'>().notNull(),
  tier: text('tier').$type<'Sport' | 'Performance' | 'Demo'>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  pricePerDay: integer('price_per_day').notNull(),
  halfDayPrice: integer('half_day_price'),
  currency: text('currency').notNull(),
});

/** Bookable window of one calendar group; blackout days inside it cannot be picked. */
export const calendars = rentals.table(
  'calendars',
  {
    id: serial('id').primaryKey(),
    resortId: text('resort_id').notNull(),
    season: integer('season').notNull(),
    group: text('group').$type<'fullDay' | 'halfDayMorning' | 'halfDayAfternoon' | 'delivery'>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    blackoutDates: text('blackout_dates').array().notNull().default([]),
  },
  (t) => [unique('calendars_resort_season_group').on(t.resortId, t.season, t.group)],
);

/** Per resort and season: how the widget behaves and the optional My Epic Gear upsell content. */
export const seasonSettings = rentals.table(
  'season_settings',
  {
    resortId: text('resort_id').notNull(),
    season: integer('season').notNull(),
    onlySingleDayRentals: boolean('only_single_day_rentals').notNull().default(false),
    deliveryAsDefault: boolean('delivery_as_default').notNull().default(false),
    myEpicGear: jsonb('my_epic_gear').$type<MyEpicGearContent>(),
  },
  (t) => [primaryKey({ columns: [t.resortId, t.season] })],
);

export const deliveryTimes = rentals.table(
  'delivery_times',
  {
    id: serial('id').primaryKey(),
    resortId: text('resort_id').notNull(),
    label: text('label').notNull(),
    /** Minutes after midnight, to order the labels and compare them with the 3:00 PM cutoff. */
    minutes: integer('minutes').notNull(),
  },
  (t) => [unique('delivery_times_resort_label').on(t.resortId, t.label)],
);

/** Units of one product at one shop on one day; holds are counted against total - sold. */
export const unitInventory = rentals.table(
  'unit_inventory',
  {
    locationId: text('location_id').notNull().references(() => locations.id),
    productId: text('product_id').notNull().references(() => rentalProducts.id),
    day: date('day', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.productId, t.day] })],
);

/** A timed reservation of units for every day from `day` (pickup) to `return_day`. */
export const holds = rentals.table(
  'holds',
  {
  id: uuid('id').primaryKey().defaultRandom(),
  locationId: text('location_id').notNull().references(() => locations.id),
  productId: text('product_id').notNull().references(() => rentalProducts.id),
  day: date('day', { mode: 'string' }).notNull(),
  returnDay: date('return_day', { mode: 'string' }).notNull(),
  quantity: integer('quantity').notNull(),
  cartId: text('cart_id').notNull(),
  status: text('status').$type<'held' | 'released' | 'committed'>().notNull().default('held'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  orderId: text('order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
},
  (t) => [index('holds_stock').on(t.locationId, t.productId, t.status)],
);
