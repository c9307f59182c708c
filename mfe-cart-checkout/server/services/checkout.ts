import { checkAddress, suggestionFor } from './address';
import { eq } from 'drizzle-orm';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import type { AddressAnswer, BillingAddress, CardDetails, CompletedDto, GuestAnswer, ReviewDto } from '../../contract';
import { CardRefused, type TokenizedCard } from './payment-gateway';
import { carts } from '../schema';
import { cartDto } from './views';
import { loadMilitary, militaryProblems } from './military';
import { answersOf, unmetOf } from './configure';
import { loadItems, percentOff, touched, travelerProblems, type Cart, type CartRef, type Missing } from './cart-data';
import { CART_EMPTY, createCartService } from './cart';
import { invalid } from './errors';
import {
  ADDRESS_REQUIRED,
  PAYMENT_REQUIRED,
  TERMS_REQUIRED,
  cartChoiceProblems,
  checkoutParts,
  type CheckoutDeps,
  type CompleteInput,
} from './checkout-core';
import { checkoutOrderCalls } from './checkout-order';
import { checkoutPaymentCalls } from './checkout-payment';

export {
  ADDRESS_REQUIRED,
  CHARGE_LEASE_SECONDS,
  MIXED_CURRENCY,
  ORDER_NEEDS_ATTENTION,
  PAYMENT_NOT_TAKEN,
  PAYMENT_PENDING,
  PAYMENT_REQUIRED,
  PAYMENT_UNCONFIRMED,
  TERMS_REQUIRED,
  itemUnavailableMessage,
  newOrderNumber,
  type Buyer,
  type CheckoutDeps,
  type CompleteInput,
} from './checkout-core';

/**
 * Checkout: the buyer's details, then completion in three steps so that no card is charged while
 * database locks are held. (1) Under the cart's row lock the order is started (`checkout-order`).
 * (2) The gateway charges, outside any transaction. (3) The order is paid, or failed with its
 * places back in the cart (`checkout-payment`). An attempt a crash left pending is settled later
 * by asking the gateway with its key (`settlePendingPayments`).
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const parts = checkoutParts(deps);
  const { db, gateway } = parts;
  const cart = createCartService(deps);
  const ordering = checkoutOrderCalls(parts);
  const paying = checkoutPaymentCalls(parts);

  /** The review of a cart already found (the checkout page's first screen looks it up once). */
  async function reviewOf(open: Cart, buyerEmail: string | null, termsAccepted: boolean): Promise<ReviewDto> {
    const { items, assigned } = await loadItems(db, open.id);
    const configure = await cart.configuring.views(items, open.userId);
    const military = await loadMilitary(db, open.id);
    const missing: Missing[] = [
      ...travelerProblems(items, assigned),
      ...unmetOf(configure),
      ...militaryProblems(items, military),
      ...cartChoiceProblems(open, items),
    ];
    if (!open.billing) missing.push({ message: ADDRESS_REQUIRED });
    if (!open.paymentToken) missing.push({ message: PAYMENT_REQUIRED });
    if (!termsAccepted) missing.push({ message: TERMS_REQUIRED });
    if (!items.length) missing.unshift({ message: CART_EMPTY });
    return {
      cart: cartDto(open, items, assigned, await percentOff(db, open.promoCode), configure, military),
      email: buyerEmail ?? open.guestEmail ?? open.billing?.email ?? null,
      address: open.billing ?? null,
      payment: open.paymentToken ? { last4: open.paymentLast4, brand: open.paymentBrand } : null,
      missing,
      ready: missing.length === 0,
    };
  }

  return {
    async guest(ref: CartRef, email: string): Promise<GuestAnswer> {
      const open = await cart.requireCart(ref);
      const normalized = email.trim().toLowerCase();
      await db
        .update(carts)
        .set({ guestEmail: normalized, ...touched() })
        .where(eq(carts.id, open.id));
      return { email: normalized };
    },

    async address(ref: CartRef, body: BillingAddress): Promise<AddressAnswer> {
      const open = await cart.requireCart(ref);
      const address = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v.trim()])) as BillingAddress;
      const missing = (Object.keys(address) as (keyof BillingAddress)[]).filter((k) => !address[k]);
      if (missing.length) throw invalid(REQUIRED_FIELD, { fields: missing });
      const checked = checkAddress(address);
      if (!checked.ok) throw invalid(checked.message, { field: checked.field });
      // Kept as typed; the standard form is offered, and saving it is the visitor's choice.
      await db
        .update(carts)
        .set({ billing: address, ...touched() })
        .where(eq(carts.id, open.id));
      return { address, suggestion: suggestionFor(address, checked.standard) };
    },

    async payment(ref: CartRef, card: CardDetails): Promise<TokenizedCard> {
      const open = await cart.requireCart(ref);
      let tokenized: TokenizedCard;
      try {
        tokenized = await gateway.tokenize(card);
      } catch (error) {
        if (error instanceof CardRefused) throw invalid(error.message, error.field ? { field: error.field } : null);
        throw error;
      }
      await db
        .update(carts)
        .set({ paymentToken: tokenized.token, paymentLast4: tokenized.last4, paymentBrand: tokenized.brand, ...touched() })
        .where(eq(carts.id, open.id));
      return tokenized;
    },

    /** The review of the visitor's open cart (the spec's "cart is empty" without one). */
    async review(ref: CartRef, buyerEmail: string | null, termsAccepted: boolean): Promise<ReviewDto> {
      return reviewOf(await cart.requireCart(ref), buyerEmail, termsAccepted);
    },

    reviewOf,

    /** Completes the cart's order; idempotent per cart (a repeated submit gets the same order). */
    async complete(input: CompleteInput): Promise<CompletedDto & { cartId: string; repeated: boolean }> {
      // Each line judges its items' configuration outside the transaction (lines use their own
      // connections): "product configuration complete" before any order is created.
      const { items } = await loadItems(db, input.cartId);
      const unmet = unmetOf(await cart.configuring.views(items, input.buyer.userId));
      const started = await ordering.start(input, { answers: answersOf(items), unmet });
      const { order } = started;
      if (started.kind === 'done') return { orderNumber: order.number, orderId: order.id, cartId: order.cartId, repeated: true };
      if (started.kind === 'wait') return { ...(await paying.outcomeOf(order)), cartId: order.cartId, repeated: true };
      await paying.chargeAndFinish(order, started.attempt);
      return { orderNumber: order.number, orderId: order.id, cartId: order.cartId, repeated: false };
    },

    settlePendingPayments: paying.settlePendingPayments,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
