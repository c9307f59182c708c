import { boolean, date, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bookingTables } from '@resort/shared/server/bookings';
import { ledgerTables } from '@resort/shared/server/ledger';
import type { MyEpicGearContent } from '../contract';

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
  tier: text('tier').$type<'Kids' | 'Sport' | 'Performance' | 'Demo'>().notNull(),
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

/**
 * The store's capacity ledger inside this schema: a rental product at one shop is a resource
 * (services/inventory.ts, `rentalResourceId`), and each day the units are out is one capacity row.
 */
export const { capacity, holds } = ledgerTables(rentals);

/** The rentals orders sold, for the account's reservations (shared/src/server/bookings.ts). */
export const bookings = bookingTables(rentals);

/**
 * Referral codes a guest shares with friends (spec section 7, rentals: "verify referral code, set
 * referral alert"): each takes `percent_off` off the rentals added with it until it expires.
 */
export const referralCodes = rentals.table('referral_codes', {
  code: text('code').primaryKey(),
  referrerName: text('referrer_name').notNull(),
  percentOff: integer('percent_off').notNull(),
  /** ISO yyyy-MM-dd, the last day it can be used; null: no end. */
  expiresOn: date('expires_on', { mode: 'string' }),
});

/**
 * Entries in a season's My Epic Gear lottery (spec section 7 "my epic gear lottery form POST"): one
 * per email, resort and season; the draw is made by people, the form records and acknowledges.
 */
export const megLotteryEntries = rentals.table(
  'meg_lottery_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resortId: text('resort_id').notNull(),
    /** '2026/27' */
    season: text('season').notNull(),
    /** Lower case, as typed otherwise. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('meg_lottery_one_entry').on(t.resortId, t.season, t.email)],
);
