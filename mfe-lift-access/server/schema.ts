import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  /** 'ski' (winter lift tickets) or 'bike-park' (summer lift access for bikes, spec "bike park lift tickets"). */
  kind: text('kind').$type<'ski' | 'bike-park'>().notNull().default('ski'),
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
export const { capacity, holds, version: ledgerVersion } = ledgerTables(liftaccess);

export const passes = liftaccess.table('passes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  resorts: jsonb('resorts').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The season it is sold for ('2026-27') and that season's first day, against which ages are judged. */
  season: text('season').notNull().default(''),
  seasonStart: date('season_start', { mode: 'string' }),
  /** Offers the payment plan (49 down, balance due in September). */
  paymentPlan: boolean('payment_plan').notNull().default(false),
  /** Days a holder may reserve beyond the reservation inventory of a resort-day. */
  priorityDays: integer('priority_days').notNull().default(0),
  /** Sold only to verified military members and their dependants (the cart's military verification). */
  military: boolean('military').notNull().default(false),
  /** The better pass suggested on this pass's page (spec "upsell category detail"). */
  upsellPassId: text('upsell_pass_id'),
  /** Tickets a holder of this pass may buy at a benefit price: [{ code, title, price, perPass }]. */
  benefits: jsonb('benefits').$type<PassBenefit[]>().notNull().default([]),
});

export interface PassBenefit {
  code: string;
  title: string;
  /** Minor units; 0 for a free ticket. */
  price: number;
  /** How many a holder may use in the season. */
  perPass: number;
  description: string;
}

/** A pass's price for each age category, and for last season's holder who renews. */
export const passPrices = liftaccess.table(
  'pass_prices',
  {
    passId: text('pass_id')
      .notNull()
      .references(() => passes.id),
    ageCode: text('age_code').notNull(),
    price: integer('price').notNull(),
    renewPrice: integer('renew_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.passId, t.ageCode] })],
);

/**
 * Who each unit of a hold is for (the traveler the cart assigns), kept by the line so that one
 * person never holds two tickets for one day or two passes of one season (error 2004). A row
 * counts while its hold is live or sold.
 */
export const personAssignments = liftaccess.table(
  'person_assignments',
  {
    holdId: text('hold_id').notNull(),
    unitIndex: integer('unit_index').notNull(),
    kind: text('kind').$type<'ticket' | 'pass'>().notNull(),
    productId: text('product_id').notNull(),
    /** Lower-cased names and the date of birth: the same person however the names were typed. */
    personKey: text('person_key').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    season: text('season'),
    ageCode: text('age_code'),
    /** The buyer (signed in when configuring), who will own a pass; null for a guest. */
    userId: uuid('user_id'),
    /** A pass's auto renew choice, carried to the pass when it is sold. */
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** Pass insurance chosen for the pass, carried to it when sold (its coverage). */
    insured: boolean('insured').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.holdId, t.unitIndex] }), index('person_assignments_person_idx').on(t.personKey, t.kind)],
);

/** Season passes sold: one per person, numbered, owned by the account that bought it (null for a guest). */
export const seasonPasses = liftaccess.table(
  'season_passes',
  {
    passNumber: text('pass_number').primaryKey(),
    passId: text('pass_id').notNull(),
    season: text('season').notNull(),
    ageCode: text('age_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    userId: uuid('user_id'),
    orderId: text('order_id'),
    holdId: text('hold_id'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** Bought with pass insurance ("epic coverage"). */
    insured: boolean('insured').notNull().default(false),
    /** Printed with the pass number; both together link a pass to an account (validate activation code). */
    activationCode: text('activation_code'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** The season the resort deferred this pass to ('2027-28'): it no longer reserves days of its own season. */
    deferredTo: text('deferred_to'),
    deferredAt: timestamp('deferred_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('season_passes_user_idx').on(t.userId, t.season)],
);

/**
 * A pass holder's reserved lift days. A day that needs a reservation has a capacity row in the
 * ledger's 'reservation' pool; an ordinary reservation holds a sold place there (hold_id), a
 * priority one skips the inventory (priority = true, no hold). One live reservation per pass and day.
 */
export const liftReservations = liftaccess.table(
  'lift_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passNumber: text('pass_number').notNull(),
    /** The account that made it (the holder, or the adult of their household). */
    userId: uuid('user_id').notNull(),
    resortId: text('resort_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    priority: boolean('priority').notNull().default(false),
    holdId: text('hold_id'),
    status: text('status').$type<'reserved' | 'cancelled'>().notNull().default('reserved'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lift_reservations_live_idx').on(t.passNumber, t.day).where(sql`status = 'reserved'`),
    index('lift_reservations_user_idx').on(t.userId),
  ],
);

/**
 * Benefit tickets taken from a pass (spec "season pass benefit ticket consumption"): a row per
 * cart hold, counted against the pass's allowance while the hold is live or sold.
 */
export const benefitUses = liftaccess.table(
  'benefit_uses',
  {
    holdId: text('hold_id').primaryKey(),
    passNumber: text('pass_number').notNull(),
    benefitCode: text('benefit_code').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('benefit_uses_pass_idx').on(t.passNumber, t.benefitCode)],
);

/**
 * The line's editable texts, by key ('epic-coverage': the "epic coverage content" of pass insurance).
 * Seeded when missing; the operator's edits are kept.
 */
export const contentTexts = liftaccess.table('content_texts', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds asked for under the pass terms (spec section 7 "pass terms refund POST"): one per pass, settled by guest services. */
export const passRefundRequests = liftaccess.table('pass_refund_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  passNumber: text('pass_number').notNull().unique(),
  userId: uuid('user_id').notNull(),
  reason: text('reason').notNull(),
  /** Before the season: any reason; from its first day: pass insurance's covered reasons. */
  basis: text('basis').$type<'before-season' | 'pass-insurance'>().notNull(),
  status: text('status').$type<'requested' | 'refunded' | 'refused'>().notNull().default('requested'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
