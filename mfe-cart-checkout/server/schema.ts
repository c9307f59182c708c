import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerTables, type AgeRule, type ItemConfiguration } from '@resort/shared/server';
import type { BillingAddress, OrderStatus } from '../contract';

export type { BillingAddress, OrderStatus };

export const cartSchema = pgSchema('cart');
export const checkoutSchema = pgSchema('checkout');

/** What the cart keeps of a provider's quote, so prices shown and charged never drift mid-checkout. */
export interface QuoteSnapshot {
  sku: string;
  title: string;
  description: string;
  unitPrice: number;
  currency: string;
  taxRateBp: number;
  assignment?: AgeRule;
  display?: Record<string, string>;
  resortId: string;
  resortName: string;
  timeZone: string;
  endDate?: string;
  /** Taxes and fees the line quoted for the whole item (a stay's lodging tax, resort fee), charged as quoted. */
  taxesAndFees?: { name: string; amount: number }[];
  taxesAndFeesLocation?: string;
  /**
   * Charges the item's configure-step answers add (a rental damage waiver), as its line's `charges`
   * hook priced them when the answers were saved: part of the line's amount and taxed with it; a
   * promo code does not discount them.
   */
  charges?: { name: string; amount: number }[];
  /** Sold only to a buyer whose military status is verified (the cart's military verification). */
  militaryVerification?: boolean;
  /** Covered by the cart's travel insurance when the buyer chooses it. */
  travelInsurable?: boolean;
  /** Offers the item can be changed to ("change pass offer option"). */
  offers?: { productId: string; title: string; unitPrice: number }[];
}

export type CartStatus = 'open' | 'ordered' | 'abandoned';
export type PaymentType = 'card' | 'plan';

export const carts = cartSchema.table(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    guestEmail: text('guest_email'),
    // 'open' while shopping; an open cart with order_id set is being paid for (add and remove wait).
    status: text('status').$type<CartStatus>().notNull().default('open'),
    orderId: uuid('order_id'),
    promoCode: text('promo_code'),
    /** The unit whose traveler is the trip's primary traveler ("primary traveler"); null: the first one assigned. */
    primaryTraveler: jsonb('primary_traveler').$type<{ itemId: string; unitIndex: number }>(),
    billing: jsonb('billing').$type<BillingAddress>(),
    // Only the gateway's token and what a buyer may see of the card: never the card number.
    paymentToken: text('payment_token'),
    paymentLast4: text('payment_last4'),
    paymentBrand: text('payment_brand'),
    /** Travel insurance for the cart's insurable items: null until the buyer answers yes or no. */
    travelInsurance: boolean('travel_insurance'),
    /** Resort charge: the buyer charges on-mountain purchases to the order's card. */
    resortCharge: boolean('resort_charge').notNull().default(false),
    /** Payment selection type: the whole order now by card, or the payment plan where an item offers it. */
    paymentType: text('payment_type').$type<PaymentType>().notNull().default('card'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    // Always written with the database clock: the abandoned-cart sweep compares it with now().
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_user_open_idx').on(t.userId, t.status), index('carts_status_updated_idx').on(t.status, t.updated)],
);

export const cartItems = cartSchema.table(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    line: text('line').notNull(),
    productId: text('product_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    quote: jsonb('quote').$type<QuoteSnapshot>().notNull(),
    holdId: text('hold_id').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    // The configure step's answers, as the owning line normalised them (shared/src/cart/configure.ts).
    configuration: jsonb('configuration').$type<ItemConfiguration>().notNull().default({ item: {}, units: [] }),
    /** "Remove promo code" with this item's cartProductID: the cart's promo code no longer discounts it. */
    promoRemoved: boolean('promo_removed').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

export const assignments = cartSchema.table(
  'assignments',
  {
    cartItemId: uuid('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    unitIndex: integer('unit_index').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartItemId, t.unitIndex] })],
);

export type MilitaryOutcome = 'verified' | 'pending';

/**
 * The buyer's military status as given at checkout, one per cart, and what the cart's rule made of
 * it (services/military.ts). A refused status is never stored.
 */
export const militaryVerifications = cartSchema.table('military_verifications', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  branch: text('branch').notNull(),
  status: text('status').notNull(),
  dischargeYear: integer('discharge_year'),
  sponsorAttested: boolean('sponsor_attested').notNull().default(false),
  sponsorDateOfBirth: date('sponsor_date_of_birth', { mode: 'string' }),
  outcome: text('outcome').$type<MilitaryOutcome>().notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export const promoCodes = cartSchema.table('promo_codes', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  active: boolean('active').notNull().default(true),
});

export const orders = checkoutSchema.table(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    cartId: uuid('cart_id').notNull(),
    userId: uuid('user_id'),
    sessionId: text('session_id'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    line1: text('line1').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    promoCode: text('promo_code'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    /** The travel insurance bought with the order (in `total`, untaxed); 0 when declined or not offered. */
    travelInsurance: integer('travel_insurance').notNull().default(0),
    /** The buyer enrolled in resort charge with this order. */
    resortCharge: boolean('resort_charge').notNull().default(false),
    paymentType: text('payment_type').$type<PaymentType>().notNull().default('card'),
    /** Payment plan: what is left to charge after the down payment (in `total`, not in the payment), and when. */
    balanceDue: integer('balance_due').notNull().default(0),
    /** Pass holder credits spent on the order (minor units): the card is charged the amount due less this. */
    creditApplied: integer('credit_applied').notNull().default(0),
    balanceDueDate: date('balance_due_date', { mode: 'string' }),
    // 'pending' from the moment its holds are committed until the gateway answers; 'failed' orders
    // gave their places back (declined, or never charged) and the cart stayed open.
    status: text('status').$type<OrderStatus>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the buyer cancelled it (status 'cancelled'): refunded, places given back. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  // One live order per cart: a repeated submit finds it instead of charging again.
  (t) => [
    uniqueIndex('orders_cart_live_unique').on(t.cartId).where(sql`status <> 'failed'`),
    index('orders_user_idx').on(t.userId, t.created),
  ],
);

export interface AssigneeSnapshot {
  unitIndex: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export const orderItems = checkoutSchema.table('order_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  cartItemId: uuid('cart_item_id').notNull(),
  line: text('line').notNull(),
  productId: text('product_id').notNull(),
  sku: text('sku').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  lineAmount: integer('line_amount').notNull(),
  discount: integer('discount').notNull(),
  tax: integer('tax').notNull(),
  currency: text('currency').notNull(),
  display: jsonb('display').$type<Record<string, string>>().notNull().default({}),
  assignees: jsonb('assignees').$type<AssigneeSnapshot[]>().notNull().default([]),
  holdId: text('hold_id').notNull(),
});

export type PaymentStatus = 'pending' | 'captured' | 'declined' | 'failed' | 'refunded';

/**
 * One row per charge attempt, written before the gateway is called: if the process dies while
 * the gateway is busy, the key is here to ask the gateway what became of the charge.
 */
export const payments = checkoutSchema.table('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  /** The gateway's id of the charge, once it is known. */
  gatewayPaymentId: text('gateway_payment_id'),
  /** The gateway's id of the refund, once a cancelled order's charge was given back. */
  gatewayRefundId: text('gateway_refund_id'),
  /** What has been given back of the charge: bookings cancelled alone, then the rest with the order. */
  refundedAmount: integer('refunded_amount').notNull().default(0),
  /** What the buyer was told when the attempt failed. */
  failureMessage: text('failure_message'),
  /** A pending attempt is settled (asked about) from then on: the gateway has given up on it by then. */
  settleAfter: timestamp('settle_after', { withTimezone: true }).notNull().defaultNow(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What was given back for one item of an order whose booking was cancelled alone (from the
 * account's reservations): one row per sold hold, so an item is never refunded twice; a later
 * cancel of the whole order refunds only what is left of the charge.
 */
export const itemRefunds = checkoutSchema.table(
  'item_refunds',
  {
    holdId: text('hold_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Minor units given back to the card (0 when nothing was charged to it). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_refunds_order_idx').on(t.orderId)],
);

/** The built-in test gateway's own record of the charges it took, so it can answer a lookup. */
export const testGatewayCharges = checkoutSchema.table('test_gateway_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  paymentId: uuid('payment_id').notNull().defaultRandom(),
  token: text('token').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  orderId: text('order_id').notNull(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The operator's own catalog, products no line owns (spec section 7 "add to cart for generic"):
 * gift cards and parking passes. The cart sells them through the `generic` catalog provider like
 * any line's, and keeps their places in its own ledger: a gift card's day is the day it is sent
 * (a daily issue ceiling), a parking pass's the day it is valid.
 */
export const genericProducts = cartSchema.table('generic_products', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'gift-card' | 'parking'>().notNull(),
  /** The resort a parking pass is for; null for a gift card, good at every resort of its currency. */
  resortId: text('resort_id'),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Minor units per unit; null when the buyer chooses the amount (gift cards). */
  price: integer('price'),
  currency: text('currency').notNull(),
  /** Places a day: cards issued, or parking spaces. */
  dailyCapacity: integer('daily_capacity').notNull(),
  active: boolean('active').notNull().default(true),
});

export const { capacity: genericCapacity, holds: genericHolds } = ledgerTables(cartSchema);
