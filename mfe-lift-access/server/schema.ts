import { date, integer, jsonb, pgSchema, primaryKey, text } from 'drizzle-orm/pg-core';
import { ledgerTables } from '@resort/shared/server/ledger';

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

/** Lift places per resort and ski day (resource = resort id, pool 'lift'), and the holds on them. */
export const { capacity, holds } = ledgerTables(liftaccess);

export const passes = liftaccess.table('passes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  resorts: jsonb('resorts').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
