import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The shell's content module keeps its data in its own PostgreSQL schema, like a line.
export const content = pgSchema('content');

/** A page built from blocks: 'home', or 'resort:<id>'. */
export const pages = content.table('pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  intro: text('intro').notNull().default(''),
});

/** One block of a page, in order; `data` has the shape of its kind in contract.ts. */
export const blocks = content.table(
  'blocks',
  {
    pageKey: text('page_key')
      .notNull()
      .references(() => pages.key, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageKey, t.position] })],
);

/** The current weather and snow report of each resort (the header weather and the weather page). */
export const weatherReports = content.table(
  'weather_reports',
  {
    resortId: text('resort_id').primaryKey(),
    condition: text('condition').notNull(),
    temperatureF: integer('temperature_f').notNull(),
    snow24hIn: integer('snow_24h_in').notNull(),
    baseDepthIn: integer('base_depth_in').notNull(),
    liftsOpen: integer('lifts_open').notNull(),
    liftsTotal: integer('lifts_total').notNull(),
    /** A weather alert shown in a banner on the resort page, or null. */
    alertId: text('alert_id'),
    alertTitle: text('alert_title'),
    alertMessage: text('alert_message'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('weather_updated_idx').on(t.updatedAt)],
);

/** Analytics events from the collector: what the visitor saw and did, sent only with their consent. */
export const analyticsEvents = content.table(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    data: jsonb('data').notNull(),
    /** The visitor's analytics id (spec section 3: read from page data). */
    ampId: text('amp_id'),
    path: text('path'),
    /** When the browser recorded it. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_event_idx').on(t.event, t.receivedAt)],
);

/** Contact messages from the contact form (spec section 7 "contact message POST"). */
export const contactMessages = content.table('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  userId: text('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Group sales leads (spec section 7 "group lead POST"). */
export const groupLeads = content.table('group_leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  organisation: text('organisation').notNull(),
  resortId: text('resort_id').notNull(),
  groupSize: integer('group_size').notNull(),
  arrivalDate: text('arrival_date').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Guests' reviews of a product or a resort (spec section 7 "ratings GET" averages them). `product`
 * names a line's product as `<line>:<id>` (`lodging:summit-peak-alpenglow-lodge`); the content module
 * reads no line's tables, so the reference is kept as written.
 */
export const reviews = content.table(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product: text('product').notNull(),
    resortId: text('resort_id').notNull(),
    rating: integer('rating').notNull(),
    author: text('author').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.product),
    index('reviews_resort_idx').on(t.resortId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** Refund requests of guests who bought without an account (spec section 7 "guest refund form POST"). */
export const guestRefundRequests = content.table('guest_refund_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  orderNumber: text('order_number').notNull(),
  reason: text('reason').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The personalisation service's offers, one row per activity it knows: `offer` for a visitor,
 * `memberOffer` for a signed-in one (else `offer`). A null offer is an activity with none defined;
 * the operator edits rows without a release.
 */
export const offers = content.table('offers', {
  activity: text('activity').primaryKey(),
  offer: jsonb('offer'),
  memberOffer: jsonb('member_offer'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
