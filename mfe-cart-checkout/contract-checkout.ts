import { ORDER_NUMBER_PATTERN } from '@resort/shared/core';
import { count, emailAddress, requiredText, text, z } from '@resort/shared/contracts';
import { AddToCartBody, AssignTravelerBody, CARD_NUMBER_INVALID, CVC_INVALID, CartDto, EMAIL_INVALID } from './contract-cart';
import { int, Person, Display, Totals } from './contract-parts';

// Checkout and orders: the guest, the billing address, the card, the review, completion and the orders.

// The shared email rule, with the forms' message ('Please enter a valid email address.').
export const GuestBody = z.object({ email: emailAddress }).strict();

const addressField = text(120);
/** Every field is required; empty ones are answered together ('Required Field' with their names). */
export const BillingAddressBody = z
  .object({
    firstName: addressField,
    lastName: addressField,
    email: text(254).refine((s) => s === '' || emailAddress.safeParse(s).success, EMAIL_INVALID),
    line1: addressField,
    city: addressField,
    region: addressField,
    postalCode: addressField,
    country: addressField,
  })
  .strict();

/** A card as typed, sent once to be tokenized; never stored or logged. */
export const CardBody = z
  .object({
    cardNumber: z.string().regex(/^[0-9 -]{12,23}$/, CARD_NUMBER_INVALID),
    expMonth: count(1, 12),
    expYear: count(0, 2100),
    cvc: z.string().regex(/^[0-9]{3,4}$/, CVC_INVALID),
    nameOnCard: requiredText(120),
  })
  .strict();

export const ReviewQuery = z.object({ acceptTerms: z.enum(['true', 'false']).optional() }).strict();

export const CompleteBody = z.object({ paymentToken: text(200).min(1), acceptTerms: z.boolean() }).strict();

export const OrderNumberParams = z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN, 'Order not found.') }).strict();

export type AddToCartRequest = z.infer<typeof AddToCartBody>;
export type AssignTravelerRequest = z.infer<typeof AssignTravelerBody>;
export type BillingAddress = z.infer<typeof BillingAddressBody>;
export type CardDetails = z.infer<typeof CardBody>;
export type CompleteRequest = z.infer<typeof CompleteBody>;
export type GuestRequest = z.infer<typeof GuestBody>;

/** POST /api/checkout/guest. */
export const GuestAnswer = z.object({ email: z.string() });
export type GuestAnswer = z.infer<typeof GuestAnswer>;

const BillingAddressView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  line1: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/** POST /api/checkout/address. */
/** The address as saved, and its standard form when that differs (the address suggestions modal). */
export const AddressAnswer = z.object({ address: BillingAddressView, suggestion: BillingAddressView.nullable() });
export type AddressAnswer = z.infer<typeof AddressAnswer>;

/** POST /api/checkout/payment: what the store keeps of a card (the gateway's token) and may show. */
export const TokenizedCard = z.object({ token: z.string(), last4: z.string(), brand: z.string() });
export type TokenizedCard = z.infer<typeof TokenizedCard>;

/** Something that keeps the order from being placed, with the unit it is about, if any. */
export const MissingStep = z.object({ message: z.string(), itemId: z.string().optional(), unitIndex: int.optional() });
export type MissingStep = z.infer<typeof MissingStep>;

/** GET /api/checkout/review: the order as it would be placed, and what is still missing. */
export const ReviewDto = z.object({
  cart: CartDto,
  email: z.string().nullable(),
  address: BillingAddressView.nullable(),
  payment: z.object({ last4: z.string().nullable(), brand: z.string().nullable() }).nullable(),
  missing: z.array(MissingStep),
  ready: z.boolean(),
});
export type ReviewDto = z.infer<typeof ReviewDto>;

/** POST /api/checkout/complete. */
export const CompletedDto = z.object({ orderNumber: z.string(), orderId: z.string() });
export type CompletedDto = z.infer<typeof CompletedDto>;

export const OrderStatus = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** GET /api/checkout/orders/:number: one order's confirmation. */
export const OrderDto = z.object({
  orderNumber: z.string(),
  orderId: z.string(),
  created: z.string(),
  email: z.string(),
  status: OrderStatus,
  address: BillingAddressView.omit({ email: true }),
  items: z.array(
    z.object({
      id: z.string(),
      sku: z.string(),
      title: z.string(),
      description: z.string(),
      date: z.string(),
      quantity: int,
      lineAmount: int,
      lineAmountFormatted: z.string(),
      tax: int,
      taxFormatted: z.string(),
      display: Display,
      assignees: z.array(Person.extend({ unitIndex: int })),
    }),
  ),
  ...Totals,
  /** Travel insurance bought with the order (in `total`); 0 when there is none. */
  travelInsurance: int,
  resortCharge: z.boolean(),
  paymentType: z.enum(['card', 'plan']),
  /** Payment plan: what is left to pay (in `total`, not yet charged) and when; 0 and null otherwise. */
  balanceDue: int,
  balanceDueDate: z.string().nullable(),
  /** Pass holder credits spent on the order (in `total`, paid before the card; minor units): 0 when none. Optional: added in 1.1. */
  creditApplied: int.optional(),
  creditAppliedFormatted: z.string().optional(),
  /** The card's charge: `amount` is what the card paid (the amount due less the credits spent). */
  payment: z.object({ last4: z.string(), brand: z.string(), amount: int, amountFormatted: z.string().optional() }).nullable(),
  /** Whether the buyer may still cancel it (paid, signed in, before the first day of every item). */
  cancellable: z.boolean(),
  /** When it was cancelled (ISO), or null. */
  cancelledAt: z.string().nullable(),
});
export type OrderDto = z.infer<typeof OrderDto>;

/** GET /api/checkout/orders: a signed-in buyer's orders, newest first (the account line's orders page). */
export const OrderSummaryDto = z.object({
  number: z.string(),
  orderId: z.string(),
  createdAt: z.string(),
  total: int,
  totalFormatted: z.string(),
  currency: z.string(),
  status: OrderStatus,
  items: z.array(z.object({ title: z.string(), description: z.string(), date: z.string(), quantity: int })),
});
export type OrderSummaryDto = z.infer<typeof OrderSummaryDto>;
