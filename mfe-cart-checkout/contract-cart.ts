import { PRODUCT_CANNOT_BE_ADDED, type CartItemView } from '@resort/shared/core';
import { CONFIGURE_FIELD_KINDS, type ConfigureField } from '@resort/shared/cart';
import { count, dateText, isoDate, militaryStatus, requiredText, text, uuid, z } from '@resort/shared/contracts';
import { int, Money, AgeRuleView, Person, Display, Totals } from './contract-parts';

// The cart's requests and answers (contract.ts re-exports them): its lines, travelers, choices and promo code.

// Texts a visitor reads, shared by the forms and the API.
export const PROMO_INVALID = 'The promo code you submitted is invalid. Please enter a valid promo code.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const CARD_NUMBER_INVALID = 'Your card number is invalid.';
export const CARD_EXPIRED = 'Your card has expired.';
export const CVC_INVALID = "Your card's security code is invalid.";

/** How many units of one product for one day a cart may hold, and how many lines in all. */
export const MAX_UNITS_PER_PRODUCT_DAY = 20;
export const MAX_CART_LINES = 30;
export const MAX_OPTION_KEYS = 20;

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

export { ITEM_OPTION_CALLS, MILITARY_REQUIRED, TERMS_REQUIRED, TRAVEL_INSURANCE_REQUIRED, type ItemOptionKey } from './contract-rules';

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
export const MILITARY_NOT_NEEDED = 'Nothing in your cart needs military verification.';
/** Cart POST "military pass verification": the buyer's status, judged at once by the cart's rule. */
export const MilitaryVerificationBody = militaryStatus;
export type MilitaryVerificationRequest = z.infer<typeof MilitaryVerificationBody>;

/** Travel insurance (spec "travel insurance"): this share of the insurable items' price, in basis points. */
export const TRAVEL_INSURANCE_BP = 700;
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
// Responses (the `data` of `{ success, data }`), serialized through these schemas. Amounts are in
// minor units (cents); the *Formatted fields are ready to show.

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
