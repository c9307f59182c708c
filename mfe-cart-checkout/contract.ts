import { noBody, okResponse, z } from '@resort/shared/contracts';
import {
  AddToCartBody,
  AddedToCartDto,
  AssignTravelerBody,
  AssignedTraveler,
  CartDto,
  CartItemParams,
  CartLineParams,
  CartSummaryDto,
  ChangeOfferBody,
  ConfigureBody,
  ItemOptionQuery,
  LiftTicketsConfigureQuery,
  MilitaryVerificationBody,
  MilitaryVerificationView,
  PaymentSelectionBody,
  PaymentSummaryDto,
  PrimaryTravelerBody,
  PrimaryTravelerView,
  PromoCodeParams,
  PromoCodeQuery,
  RemovePromoQuery,
  ResortChargeQuery,
  TravelInsuranceQuery,
  UnassignTravelerBody,
  UnassignedTraveler,
} from './contract-cart';
import {
  AddressAnswer,
  BillingAddressBody,
  CardBody,
  CompleteBody,
  CompletedDto,
  GuestAnswer,
  GuestBody,
  MissingStep,
  OrderDto,
  OrderNumberParams,
  OrderSummaryDto,
  ReviewDto,
  ReviewQuery,
  TokenizedCard,
} from './contract-checkout';
import { noQuery } from './contract-parts';

/**
 * The cart and checkout API's requests and responses: the server validates every route with the
 * request schemas and types its answers with the response types; the browser types its calls
 * with both. The server never imports browser code, and the browser nothing else of the server.
 * Split by feature: contract-cart.ts (the cart) and contract-checkout.ts (checkout and orders).
 */

export * from './contract-cart';
export * from './contract-checkout';

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
export const CONTRACT_VERSION = '1.2';
