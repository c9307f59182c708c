import { PRODUCT_CANNOT_BE_ADDED, type CartItemView } from '@resort/shared/core';
import { MILITARY_BRANCHES, MILITARY_COUNTRIES, MILITARY_STATUSES, type AgeRule } from '@resort/shared/rules';
import { CONFIGURE_FIELD_KINDS, type ConfigureField } from '@resort/shared/cart';
import { count, dateText, isoDate, noBody, okResponse, requiredText, text, uuid, z } from '@resort/shared/contracts';

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

/** An answer as the configure step sends it: plain values only (texts bounded), nothing nested. */
const AnswerValue = z.union([text(200), z.number().finite(), z.boolean(), z.null()]);
const AnswerSet = z
  .record(text(64), AnswerValue)
  .refine((o) => Object.keys(o).length <= MAX_OPTION_KEYS, `Choose at most ${MAX_OPTION_KEYS} options.`);

/**
 * Cart POST "configure ..." (spec section 7): answers for one cart product, item-level keys and
 * per-unit keys (units[i] for the i-th ticket, renter, participant). The lift tickets call also
 * takes the spec's query (cartProductId, isErolAccepted, isOptOutPhysicalPassCard).
 */
export const ConfigureBody = z
  .object({
    cartProductId: uuid,
    item: AnswerSet.optional(),
    units: z.array(AnswerSet.nullable()).max(MAX_UNITS_PER_PRODUCT_DAY).optional(),
  })
  .strict();
export type ConfigureRequest = z.infer<typeof ConfigureBody>;

/** Cart POST "change pass offer option": the cart item, and the offer (product) it becomes. */
export const ChangeOfferBody = z
  .object({
    cartProductId: uuid,
    productId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9][a-z0-9-]*$/),
  })
  .strict();
export type ChangeOfferRequest = z.infer<typeof ChangeOfferBody>;

export const LiftTicketsConfigureQuery = z
  .object({
    cartProductId: uuid.optional(),
    isErolAccepted: z.enum(['true', 'false']).optional(),
    isOptOutPhysicalPassCard: z.enum(['true', 'false']).optional(),
  })
  .strict();

/** Cart POST "toggle rental damage waiver" and "pass insurance": the item, and whether the option is wanted. */
export const ItemOptionQuery = z.object({ cartProductId: uuid, isChecked: z.enum(['true', 'false']) }).strict();

export { ITEM_OPTION_CALLS, type ItemOptionKey } from './contract-rules';

// Military verification (spec sections 2, 5, 8 and 9): the rule, its messages and lists are
// shared with the account, which keeps a holder's status; only the cart's own messages live here.
export {
  MILITARY_BRANCHES,
  MILITARY_COUNTRIES,
  MILITARY_STATUSES,
  MILITARY_UNVERIFIED,
  MILITARY_VERIFIED,
  militaryReviewMessage,
} from '@resort/shared/rules';
export const MILITARY_REQUIRED = 'Please verify your military status to continue.';
export const MILITARY_NOT_NEEDED = 'Nothing in your cart needs military verification.';
const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];

/** Cart POST "military pass verification": the buyer's status, judged at once by the cart's rule. */
export const MilitaryVerificationBody = z
  .object({
    country: z.enum(values(MILITARY_COUNTRIES)),
    branch: z.enum(values(MILITARY_BRANCHES)),
    status: z.enum(values(MILITARY_STATUSES)),
    /** Veterans and retirees: the year of their honorable discharge. */
    dischargeYear: count(1000, 9999, 'Please enter the year as four digits.').optional(),
    /** Dependants: they attest that their sponsor serves or served. */
    sponsorAttested: z.boolean().optional(),
    /** Dependants: the sponsor's date of birth (MM/DD/YYYY or ISO). */
    sponsorDateOfBirth: dateText.optional(),
  })
  .strict();
export type MilitaryVerificationRequest = z.infer<typeof MilitaryVerificationBody>;

/** Travel insurance (spec "travel insurance"): this share of the insurable items' price, in basis points. */
export const TRAVEL_INSURANCE_BP = 700;
export const TRAVEL_INSURANCE_REQUIRED = 'Please make a travel insurance selection.';
export const TRAVEL_INSURANCE_NOT_OFFERED = 'Travel insurance is not offered for the items in your cart.';
export const TRAVEL_INSURANCE_TERMS = {
  title: 'Travel insurance terms',
  body:
    'Travel insurance refunds the prepaid, non-refundable cost of the covered items of your trip (lodging and packages) if you ' +
    'cancel for a covered reason: illness or injury of a traveler or a close family member, a travel delay of 24 hours or more, ' +
    'or a mandatory evacuation of the resort. It costs 7% of the covered items after any promo discount, is not taxed and ' +
    'is refunded in full if you cancel your order.',
};
export const TravelInsuranceQuery = z.object({ isChecked: z.enum(['true', 'false']) }).strict();
export const ResortChargeQuery = TravelInsuranceQuery;

/** Payment plan (spec section 9): per unit of a plan item, PAYMENT_PLAN_DOWN is charged with the order. */
export { PAYMENT_PLAN_DOWN, PAYMENT_PLAN_TEXT } from '@resort/shared/rules';
export const PAYMENT_PLAN_NOT_OFFERED = 'The payment plan is not offered for the items in your cart.';
/** Cart POST "payment selection type": the whole order by card now, or the payment plan. */
export const PaymentSelectionBody = z.object({ type: z.enum(['card', 'plan']) }).strict();
export type PaymentSelectionRequest = z.infer<typeof PaymentSelectionBody>;

const promoCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, PROMO_INVALID);
export const PromoCodeParams = z.object({ code: promoCode }).strict();
/** "add promo code (code in path, or promoCode query)": the query form. */
export const PromoCodeQuery = z.object({ promoCode }).strict();
/** "remove promo code (query with cartProductID)": that item's promotion only; without it, the cart's code. */
export const RemovePromoQuery = z.object({ cartProductID: uuid.optional() }).strict();

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

export type AddToCartRequest = z.infer<typeof AddToCartBody>;
export type AssignTravelerRequest = z.infer<typeof AssignTravelerBody>;
export type BillingAddress = z.infer<typeof BillingAddressBody>;
export type CardDetails = z.infer<typeof CardBody>;
export type CompleteRequest = z.infer<typeof CompleteBody>;
export type GuestRequest = z.infer<typeof GuestBody>;

// Responses (the `data` of `{ success, data }`), serialized through these schemas. Amounts are in
// minor units (cents); the *Formatted fields are ready to show.

const int = z.number().int();
const Money = z.object({ Amount: int, AmountFormatted: z.string() });
const AgeRuleView = z.object({ minAge: int.nullable(), maxAge: int.nullable() }) satisfies z.ZodType<AgeRule>;
const Person = z.object({ firstName: z.string(), lastName: z.string(), dateOfBirth: z.string() });
const Display = z.record(z.string(), z.string());

/** GET /api/cart/summary: spec section 7, "the summary has CartCount". */
export const CartSummaryDto = z.object({ CartCount: int, cartId: z.string().nullable(), cartUrl: z.string() });
export type CartSummaryDto = z.infer<typeof CartSummaryDto>;

/** One unit of an item (one ticket, one seat) and the traveler assigned to it. */
export const UnitView = z.object({ unitIndex: int, assignee: Person.nullable() });
export type UnitView = z.infer<typeof UnitView>;

const ConfigureFieldView = z.object({
  key: z.string(),
  kind: z.enum(CONFIGURE_FIELD_KINDS),
  label: z.string(),
  perUnit: z.boolean(),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  terms: z.object({ title: z.string(), body: z.string() }).optional(),
  help: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
}) satisfies z.ZodType<ConfigureField>;

const Answers = z.record(z.string(), z.unknown());

/** The configure step of one item: the fields its line asks for, the answers saved, what is still unmet. */
export const ItemConfigureView = z.object({
  /** The cart call that saves these answers: POST /api/cart/configure/<call>. */
  call: z.string(),
  fields: z.array(ConfigureFieldView),
  configuration: z.object({ item: Answers, units: z.array(Answers) }),
  unmet: z.array(z.object({ message: z.string(), key: z.string().optional(), unitIndex: int.optional() })),
});
export type ItemConfigureView = z.infer<typeof ItemConfigureView>;

export const CartItemDto = z.object({
  id: z.string(),
  line: z.string(),
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  description: z.string(),
  resortName: z.string(),
  date: z.string(),
  dateFormatted: z.string(),
  quantity: int,
  unitPrice: int,
  unitPriceFormatted: z.string(),
  lineAmount: int,
  lineAmountFormatted: z.string(),
  discount: int,
  tax: int,
  taxFormatted: z.string(),
  currency: z.string(),
  display: Display,
  /** The ages a traveler must have, for products that need one per unit. */
  assignment: AgeRuleView.nullable(),
  units: z.array(UnitView),
  holdExpiresAt: z.string(),
  /** What the item's answers add to its amount (a rental damage waiver), already in `lineAmount`. */
  charges: z.array(z.object({ name: z.string(), amount: int, amountFormatted: z.string() })),
  /** What the item can become ("change pass offer option"), each with its price per unit. */
  offers: z.array(z.object({ productId: z.string(), title: z.string(), unitPrice: int, unitPriceFormatted: z.string() })),
  /** The configure step's fields for this item; null when its line asks nothing. */
  configure: ItemConfigureView.nullable(),
});
export type CartItemDto = z.infer<typeof CartItemDto>;

/** The spec's price shape of a cart. */
export const CartPrice = z.object({
  IsUSD: z.boolean(),
  LocationCurrency: z.string(),
  /** Whether the item prices already include their taxes (false: taxes are added on top). */
  InclusiveTax: z.boolean(),
  Subtotal: Money,
  Discount: Money,
  /** The tax of each line that is not lodging; CartProductId names the cart product it is for. */
  IncrementalProductTaxes: z.array(Money.extend({ ShortTitle: z.string(), CartProductId: z.string() })),
  LodgingTaxesAndFees: z.array(
    z.object({
      LocationName: z.string(),
      TaxAndFeeList: z.array(z.object({ Name: z.string(), Amount: int, AmountFormatted: z.string() })),
    }),
  ),
  TaxTotal: Money,
  Total: Money,
  TaxesAndFeesAdditionalInfo: z.string(),
});
export type CartPrice = z.infer<typeof CartPrice>;

/** The promo code and the money of a cart and of the order placed from it. */
const Totals = {
  promoCode: z.string().nullable(),
  subtotal: int,
  discount: int,
  tax: int,
  total: int,
  currency: z.string(),
  subtotalFormatted: z.string(),
  discountFormatted: z.string(),
  taxFormatted: z.string(),
  totalFormatted: z.string(),
};

/** GET /api/cart, and the answer of every call that changes the cart's lines or promo code. */
/** The trip's primary traveler ("primary traveler"): a unit of the cart and the person assigned to it. */
export const PrimaryTravelerView = z.object({ itemId: z.string(), unitIndex: int, firstName: z.string(), lastName: z.string() });
export type PrimaryTravelerView = z.infer<typeof PrimaryTravelerView>;

/** The cart's military verification: whether an item needs it, and the status given so far. */
export const MilitaryView = z.object({
  required: z.boolean(),
  verification: z
    .object({
      country: z.string(),
      branch: z.string(),
      status: z.string(),
      dischargeYear: int.nullable(),
      outcome: z.enum(['verified', 'pending']),
      message: z.string(),
    })
    .nullable(),
});
export type MilitaryView = z.infer<typeof MilitaryView>;

/** POST /api/cart/military-verification: the outcome (a refusal is a 400 with the spec's message). */
export const MilitaryVerificationView = MilitaryView.shape.verification.unwrap();
export type MilitaryVerificationView = z.infer<typeof MilitaryVerificationView>;

/** Travel insurance for the cart: offered when an item is insurable; in the total once chosen. */
export const TravelInsuranceView = z.object({
  offered: z.boolean(),
  /** null until the buyer answers yes or no. */
  chosen: z.boolean().nullable(),
  amount: int,
  amountFormatted: z.string(),
  terms: z.object({ title: z.string(), body: z.string() }),
});
export type TravelInsuranceView = z.infer<typeof TravelInsuranceView>;

/** The payment plan: offered when an item's line says so; what is charged now and what is left for September. */
export const PaymentPlanView = z.object({
  offered: z.boolean(),
  chosen: z.boolean(),
  text: z.string(),
  dueToday: int,
  dueTodayFormatted: z.string(),
  balance: int,
  balanceFormatted: z.string(),
  /** ISO date the balance is charged (the first September 1 after today), or null when not offered. */
  balanceDueDate: z.string().nullable(),
});
export type PaymentPlanView = z.infer<typeof PaymentPlanView>;

export const CartDto = z.object({
  cartId: z.string().nullable(),
  paymentPlan: PaymentPlanView,
  military: MilitaryView,
  travelInsurance: TravelInsuranceView,
  /** Resort charge: on-mountain purchases charged to the order's card. */
  resortCharge: z.boolean(),
  /** The trip's primary traveler: the one chosen, else the first person assigned; null while nobody is. */
  primaryTraveler: PrimaryTravelerView.nullable(),
  CartId: z.string().nullable(),
  CartCount: int,
  TotalProducts: int,
  CartUrl: z.string(),
  items: z.array(CartItemDto),
  ...Totals,
  Price: CartPrice,
});
export type CartDto = z.infer<typeof CartDto>;

/** GET /api/cart/payment-summary ("payment summary"): what the payment step charges, without the items. */
export const PaymentSummaryDto = z.object({
  cartId: z.string().nullable(),
  CartCount: int,
  paymentPlan: PaymentPlanView,
  travelInsurance: TravelInsuranceView,
  resortCharge: z.boolean(),
  ...Totals,
  Price: CartPrice,
});
export type PaymentSummaryDto = z.infer<typeof PaymentSummaryDto>;

/** The dialog's view of an added item (the bus's CartItemView, spec section 3). */
const AddedItemView = z.object({
  id: z.string(),
  sku: z.string(),
  description: z.string(),
  date: z.string().optional(),
  pickUpDate: z.string().optional(),
  deliveryDate: z.string().optional(),
  preferredDeliveryTime: z.string().optional(),
  returnDate: z.string().optional(),
  duration: z.string().optional(),
  pickupLocation: z.string().optional(),
  isNotAddOn: z.boolean().optional(),
  quantity: int.optional(),
  price: z.string().optional(),
}) satisfies z.ZodType<CartItemView>;

/** POST /api/cart/add/<call>: the cart's new count and the dialog's view of what was added. */
export const AddedToCartDto = z.object({
  cart: z.object({ cartId: z.string(), cartCount: int, cartUrl: z.string() }),
  added: z.array(AddedItemView),
});
export type AddedToCartDto = z.infer<typeof AddedToCartDto>;

/** POST /api/cart/assign-traveler: the traveler as stored (date of birth ISO). */
export const AssignedTraveler = Person.extend({ itemId: z.string(), unitIndex: int });
export type AssignedTraveler = z.infer<typeof AssignedTraveler>;

/** POST /api/cart/unassign-traveler ("unassign traveler"): the unit goes back to 'Select a Traveler'. */
export const UnassignTravelerBody = z.object({ itemId: uuid, unitIndex: count(0, MAX_UNITS_PER_PRODUCT_DAY - 1) }).strict();
export type UnassignTravelerRequest = z.infer<typeof UnassignTravelerBody>;
export const UnassignedTraveler = z.object({ itemId: z.string(), unitIndex: int });

/** POST /api/cart/primary-traveler ("primary traveler"): whose details the resort contacts for the trip. */
export const PrimaryTravelerBody = UnassignTravelerBody;

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

const ok = okResponse;
export const cartContract = {
  summary: { querystring: noQuery, response: { 200: ok(CartSummaryDto) } },
  paymentSummary: { querystring: noQuery, response: { 200: ok(PaymentSummaryDto) } },
  changeOffer: { body: ChangeOfferBody, response: { 200: ok(CartDto) } },
  cart: { querystring: noQuery, response: { 200: ok(CartDto) } },
  add: { params: CartLineParams, body: AddToCartBody, response: { 200: ok(AddedToCartDto) } },
  remove: { params: CartItemParams, body: noBody, response: { 200: ok(CartDto) } },
  extendSession: { body: noBody, response: { 200: ok(CartDto) } },
  assignTraveler: { body: AssignTravelerBody, response: { 200: ok(AssignedTraveler) } },
  unassignTraveler: { body: UnassignTravelerBody, response: { 200: ok(UnassignedTraveler) } },
  primaryTraveler: { body: PrimaryTravelerBody, response: { 200: ok(PrimaryTravelerView) } },
  applyPromo: { params: PromoCodeParams, body: noBody, response: { 200: ok(CartDto) } },
  applyPromoQuery: { querystring: PromoCodeQuery, body: noBody, response: { 200: ok(CartDto) } },
  removePromo: { querystring: RemovePromoQuery, body: noBody, response: { 200: ok(CartDto) } },
  guest: { body: GuestBody, response: { 200: ok(GuestAnswer) } },
  address: { body: BillingAddressBody, response: { 200: ok(AddressAnswer) } },
  payment: { body: CardBody, response: { 200: ok(TokenizedCard) } },
  review: { querystring: ReviewQuery, response: { 200: ok(ReviewDto) } },
  complete: { body: CompleteBody, response: { 200: ok(CompletedDto) } },
  orders: { querystring: noQuery, response: { 200: ok(z.array(OrderSummaryDto)) } },
  order: { params: OrderNumberParams, querystring: noQuery, response: { 200: ok(OrderDto) } },
  cancelOrder: { params: OrderNumberParams, body: noBody, response: { 200: ok(OrderDto) } },
  configure: { body: ConfigureBody, response: { 200: ok(CartDto) } },
  configureLiftTickets: {
    querystring: LiftTicketsConfigureQuery,
    body: ConfigureBody.partial({ cartProductId: true }).optional(),
    response: { 200: ok(CartDto) },
  },
  itemOption: { querystring: ItemOptionQuery, body: noBody, response: { 200: ok(CartDto) } },
  militaryVerification: { body: MilitaryVerificationBody, response: { 200: ok(MilitaryVerificationView) } },
  travelInsurance: { querystring: TravelInsuranceQuery, body: noBody, response: { 200: ok(CartDto) } },
  resortCharge: { querystring: ResortChargeQuery, body: noBody, response: { 200: ok(CartDto) } },
  paymentSelection: { body: PaymentSelectionBody, response: { 200: ok(CartDto) } },
  toggleNff: { params: CartItemParams, body: noBody, response: { 200: ok(CartDto) } },
  configurationComplete: { body: noBody, response: { 200: ok(z.object({ complete: z.boolean(), missing: z.array(MissingStep) })) } },
} as const;

// ---------------------------------------------------------------------------------------------
// The generic catalog: POST /api/cart/add/generic ("add to cart for generic"), products no line
// owns (gift cards, parking passes), listed by GET /api/cart/generic-products.

export const GIFT_CARD_MIN = 2500;
export const GIFT_CARD_MAX = 50000;
export const GIFT_CARD_STEP = 500;
export const GIFT_CARD_AMOUNT_RULE = 'Choose a gift card amount from $25 to $500, in steps of $5.';
/** A generic cart line's options: a gift card's amount per card (minor units); a parking pass takes none. */
export const GenericLineOptions = z
  .object({
    amount: z
      .number()
      .int(GIFT_CARD_AMOUNT_RULE)
      .min(GIFT_CARD_MIN, GIFT_CARD_AMOUNT_RULE)
      .max(GIFT_CARD_MAX, GIFT_CARD_AMOUNT_RULE)
      .refine((a) => a % GIFT_CARD_STEP === 0, GIFT_CARD_AMOUNT_RULE)
      .optional(),
  })
  .strict();
export type GenericLineOptions = z.infer<typeof GenericLineOptions>;
export const GenericProduct = z.object({
  id: z.string(),
  kind: z.enum(['gift-card', 'parking']),
  resortId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** Per unit, minor units; null when the buyer chooses the amount. */
  price: z.number().int().nullable(),
  currency: z.string(),
});
export type GenericProduct = z.infer<typeof GenericProduct>;
export const GenericProductsAnswer = z.object({ products: z.array(GenericProduct) });
export type GenericProductsAnswer = z.infer<typeof GenericProductsAnswer>;

/** This line's HTTP contract, `major.minor`: a breaking change (field removed, type changed, optional made required, enum value removed) bumps the major, an additive one the minor; `npm run test:contracts` holds it to its committed snapshot. */
export const CONTRACT_VERSION = '1.1';
