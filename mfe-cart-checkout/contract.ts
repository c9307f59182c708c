import { PRODUCT_CANNOT_BE_ADDED, type AgeRule, type CartItemView } from '@resort/shared';
import { count, dateText, isoDate, requiredText, text, uuid, z } from '@resort/shared/contracts';

/**
 * The cart and checkout API's requests and responses: the server validates every route with the
 * request schemas and types its answers with the response types; the browser types its calls
 * with both. The server never imports browser code, and the browser nothing else of the server.
 */

// Texts a visitor reads, shared by the forms and the API.
export const TERMS_REQUIRED = 'Please accept the terms and conditions to complete your purchase.';
export const PROMO_INVALID = 'The promo code you submitted is invalid. Please enter a valid promo code.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const CARD_NUMBER_INVALID = 'Your card number is invalid.';
export const CARD_EXPIRED = 'Your card has expired.';
export const CVC_INVALID = "Your card's security code is invalid.";

/** How many units of one product for one day a cart may hold, and how many lines in all. */
export const MAX_UNITS_PER_PRODUCT_DAY = 20;
export const MAX_CART_LINES = 30;
export const MAX_OPTION_KEYS = 20;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const noQuery = z.object({}).strict();
/** Body of a POST that takes none: the page's client sends `{}`, other clients may send nothing. */
const noBody = z.object({}).strict().optional();

export const CartLineParams = z.object({ line: z.string().regex(/^[a-z0-9-]{1,40}$/, PRODUCT_CANNOT_BE_ADDED) }).strict();

/**
 * Options as the route accepts them: an object of at most 20 keys. What is inside is the line's
 * to say: the cart parses it with the line's own options schema (its catalog provider's
 * `options`) before any price is looked up, or with `FlatOptions` when the line declares none.
 */
export const CartLineOptions = z
  .record(text(64), z.unknown())
  .refine((o) => Object.keys(o).length <= MAX_OPTION_KEYS, `Choose at most ${MAX_OPTION_KEYS} options.`);

/** The options of a line that declares no schema: plain values only, nothing nested. */
export const FlatOptions = z
  .record(text(64), z.union([text(200), z.number().finite(), z.boolean(), z.null()]))
  .refine((o) => Object.keys(o).length <= MAX_OPTION_KEYS, `Choose at most ${MAX_OPTION_KEYS} options.`);

export const AddToCartBody = z
  .object({
    productId: text(120).min(1, PRODUCT_CANNOT_BE_ADDED),
    date: isoDate,
    quantity: count(1, MAX_UNITS_PER_PRODUCT_DAY),
    options: CartLineOptions.optional(),
  })
  .strict();

export const CartItemParams = z.object({ id: uuid }).strict();

export const AssignTravelerBody = z
  .object({
    itemId: uuid,
    unitIndex: count(0, MAX_UNITS_PER_PRODUCT_DAY - 1),
    firstName: requiredText(80),
    lastName: requiredText(80),
    /** MM/DD/YYYY as typed, or ISO; empty is answered with 'Required Field' by the traveler rule. */
    dateOfBirth: dateText,
  })
  .strict();

export const PromoCodeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, PROMO_INVALID) }).strict();

export const GuestBody = z.object({ email: text(254).regex(EMAIL, EMAIL_INVALID) }).strict();

const addressField = text(120);
/** Every field is required; empty ones are answered together ('Required Field' with their names). */
export const BillingAddressBody = z
  .object({
    firstName: addressField,
    lastName: addressField,
    email: text(254).refine((s) => s === '' || EMAIL.test(s), EMAIL_INVALID),
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

export const OrderNumberParams = z.object({ number: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'Order not found.') }).strict();

export const cartContract = {
  summary: { querystring: noQuery },
  cart: { querystring: noQuery },
  add: { params: CartLineParams, body: AddToCartBody },
  remove: { params: CartItemParams, body: noBody },
  assignTraveler: { body: AssignTravelerBody },
  applyPromo: { params: PromoCodeParams, body: noBody },
  removePromo: { body: noBody },
  guest: { body: GuestBody },
  address: { body: BillingAddressBody },
  payment: { body: CardBody },
  review: { querystring: ReviewQuery },
  complete: { body: CompleteBody },
  orders: { querystring: noQuery },
  order: { params: OrderNumberParams, querystring: noQuery },
} as const;

export type AddToCartRequest = z.infer<typeof AddToCartBody>;
export type AssignTravelerRequest = z.infer<typeof AssignTravelerBody>;
export type BillingAddress = z.infer<typeof BillingAddressBody>;
export type CardDetails = z.infer<typeof CardBody>;
export type CompleteRequest = z.infer<typeof CompleteBody>;
export type GuestRequest = z.infer<typeof GuestBody>;

// Responses. Amounts are in minor units (cents); the *Formatted fields are ready to show.

/** GET /api/cart/summary: spec section 7, "the summary has CartCount". */
export interface CartSummaryDto {
  CartCount: number;
  cartId: string | null;
  cartUrl: string;
}

/** One unit of an item (one ticket, one seat) and the traveler assigned to it. */
export interface UnitView {
  unitIndex: number;
  assignee: { firstName: string; lastName: string; dateOfBirth: string } | null;
}

export interface CartItemDto {
  id: string;
  line: string;
  productId: string;
  sku: string;
  title: string;
  description: string;
  resortName: string;
  date: string;
  dateFormatted: string;
  quantity: number;
  unitPrice: number;
  unitPriceFormatted: string;
  lineAmount: number;
  lineAmountFormatted: string;
  discount: number;
  tax: number;
  taxFormatted: string;
  currency: string;
  display: Record<string, string>;
  /** The ages a traveler must have, for products that need one per unit. */
  assignment: AgeRule | null;
  units: UnitView[];
  holdExpiresAt: string;
}

interface Money {
  Amount: number;
  AmountFormatted: string;
}

/** The spec's price shape of a cart. */
export interface CartPrice {
  IsUSD: boolean;
  LocationCurrency: string;
  Subtotal: Money;
  Discount: Money;
  IncrementalProductTaxes: (Money & { ShortTitle: string })[];
  TaxTotal: Money;
  Total: Money;
  TaxesAndFeesAdditionalInfo: string;
}

/** GET /api/cart, and the answer of every call that changes the cart's lines or promo code. */
export interface CartDto {
  cartId: string | null;
  CartId: string | null;
  CartCount: number;
  TotalProducts: number;
  CartUrl: string;
  items: CartItemDto[];
  promoCode: string | null;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  currency: string;
  subtotalFormatted: string;
  discountFormatted: string;
  taxFormatted: string;
  totalFormatted: string;
  Price: CartPrice;
}

/** POST /api/cart/add/:line: the cart's new count and the dialog's view of what was added. */
export interface AddedToCartDto {
  cart: { cartId: string; cartCount: number; cartUrl: string };
  added: CartItemView[];
}

/** POST /api/cart/assign-traveler: the traveler as stored (date of birth ISO). */
export interface AssignedTraveler {
  itemId: string;
  unitIndex: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** POST /api/checkout/guest. */
export interface GuestAnswer {
  email: string;
}

/** POST /api/checkout/address. */
export interface AddressAnswer {
  address: BillingAddress;
}

/** POST /api/checkout/payment: what the store keeps of a card (the gateway's token) and may show. */
export interface TokenizedCard {
  token: string;
  last4: string;
  brand: string;
}

/** Something that keeps the order from being placed, with the unit it is about, if any. */
export interface MissingStep {
  message: string;
  itemId?: string;
  unitIndex?: number;
}

/** GET /api/checkout/review: the order as it would be placed, and what is still missing. */
export interface ReviewDto {
  cart: CartDto;
  email: string | null;
  address: BillingAddress | null;
  payment: { last4: string | null; brand: string | null } | null;
  missing: MissingStep[];
  ready: boolean;
}

/** POST /api/checkout/complete. */
export interface CompletedDto {
  orderNumber: string;
  orderId: string;
}

export type OrderStatus = 'pending' | 'paid' | 'failed';

/** GET /api/checkout/orders/:number: one order's confirmation. */
export interface OrderDto {
  orderNumber: string;
  orderId: string;
  created: string;
  email: string;
  status: OrderStatus;
  address: Omit<BillingAddress, 'email'>;
  items: {
    id: string;
    sku: string;
    title: string;
    description: string;
    date: string;
    quantity: number;
    lineAmount: number;
    lineAmountFormatted: string;
    tax: number;
    taxFormatted: string;
    display: Record<string, string>;
    assignees: { unitIndex: number; firstName: string; lastName: string; dateOfBirth: string }[];
  }[];
  promoCode: string | null;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  currency: string;
  subtotalFormatted: string;
  discountFormatted: string;
  taxFormatted: string;
  totalFormatted: string;
  payment: { last4: string; brand: string; amount: number } | null;
}

/** GET /api/checkout/orders: a signed-in buyer's orders, newest first (the account line's orders page). */
export interface OrderSummaryDto {
  number: string;
  orderId: string;
  createdAt: string;
  total: number;
  totalFormatted: string;
  currency: string;
  status: OrderStatus;
  items: { title: string; description: string; date: string; quantity: number }[];
}
