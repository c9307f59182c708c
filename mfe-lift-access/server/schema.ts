import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const liftaccess = pgSchema('liftaccess');

export const resorts = liftaccess.table('resorts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  timeZone: text('time_zone').notNull(),
  currency: text('currency').notNull(),
  taxRateBp: integer('tax_rate_bp').notNull(),
});

export const ageCategories = liftaccess.table(
  'age_categories',
  {
    resortId: text('resort_id')
      .notNull()
      .references(() => resorts.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.resortId, t.code] })],
);

export const liftProducts = liftaccess.table('lift_products', {
  id: text('id').primaryKey(),
  resortId: text('resort_id')
    .notNull()
    .references(() => resorts.id),
  days: integer('days').notNull(),
  name: text('name').notNull(),
});

/**
 * Price of a whole product (all its days) when it starts on `day`. window_price is the ticket
 * window's; online_price is the best buy-ahead price, charged 15 or more days ahead (closer days
 * are priced from the window price at query time, so a stored row never goes stale).
 */
export const dayPrices = liftaccess.table(
  'day_prices',
  {
    productId: text('product_id')
      .notNull()
      .references(() => liftProducts.id),
    day: date('day', { mode: 'string' }).notNull(),
    ageCode: text('age_code').notNull(),
    windowPrice: integer('window_price').notNull(),
    onlinePrice: integer('online_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day, t.ageCode] })],
);

export const capacity = liftaccess.table(
  'capacity',
  {
    resortId: text('resort_id')
      .notNull()
      .references(() => resorts.id),
    day: date('day', { mode: 'string' }).notNull(),
    pool: text('pool').notNull().default('lift'),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.resortId, t.day, t.pool] })],
);

export const HOLD_STATUSES = ['held', 'sold', 'released'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** One row per ski day of a hold; the rows of one ticket share group_id, the hold id the cart keeps. */
export const holds = liftaccess.table(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    resortId: text('resort_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    pool: text('pool').notNull().default('lift'),
    quantity: integer('quantity').notNull(),
    cartId: text('cart_id').notNull(),
    status: text('status').$type<HoldStatus>().notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('holds_group_idx').on(t.groupId), index('holds_day_idx').on(t.resortId, t.day, t.pool, t.status)],
);

export const passes = liftaccess.table('passes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  resorts: jsonb('resorts').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
