import { checkAddress, suggestionFor } from './address';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { ordersCounter, settlementsCounter, type Db } from '@resort/shared/server';
import {
  TERMS_REQUIRED,
  TRAVEL_INSURANCE_REQUIRED,
  type AddressAnswer,
  type BillingAddress,
  type CardDetails,
  type CompletedDto,
  type CompleteRequest,
  type GuestAnswer,
  type ReviewDto,
} from '../../contract';
import type { CreditWallet } from '@resort/shared/server/account-lookups';
import { CardRefused, type ChargeResult, type PaymentGateway, type TokenizedCard } from './payment-gateway';
import { priceLine, promoFor, sumTotals } from './pricing';
import { cartItems, carts, orderItems, orders, payments, type PaymentStatus } from '../schema';
import { cartDto, paymentPlanOf, travelInsuranceOf, type CartChoices, type ItemRow } from './views';
import { loadMilitary, militaryProblems } from './military';
import { answersOf, judgedAsIs, unmetOf } from './configure';
import { loadItems, lockCart, mayUse, percentOff, touched, travelerProblems, type CartRef, type Missing } from './cart-data';
import { CART_CHANGED, CART_EMPTY, HOLD_TTL_SECONDS, createCartService, type CartDeps } from './cart';
import { conflict, declined, invalid, isRefusal, isSoldOut, silentLog, unavailable } from './errors';

export { TERMS_REQUIRED };

export const ADDRESS_REQUIRED = 'Please enter your billing address.';
export const PAYMENT_REQUIRED = 'Please enter your payment details.';
export const MIXED_CURRENCY = 'Your cart holds items priced in different currencies. Please remove one of them to complete your purchase.';
export const PAYMENT_PENDING = 'Your payment is still being processed. Please check your orders in a few minutes before trying again.';
export const PAYMENT_UNCONFIRMED =
  'We could not confirm your payment with the card service. Please check your orders in a few minutes before trying again.';
export const PAYMENT_NOT_TAKEN = 'We could not reach the card service and your card was not charged. Please try again.';
export const ORDER_NEEDS_ATTENTION =
  'Your payment was taken but your order could not be confirmed. Please contact us; you will not be charged twice.';

export const itemUnavailableMessage = (title: string) => `${title} is no longer available and has been removed from your order.`;

/**
 * How long a charge attempt may stay in the gateway's hands before the settlement asks the
 * gateway what became of it. A gateway must give up well within this.
 */
export const CHARGE_LEASE_SECONDS = 5 * 60;
/** A second submit of the same cart waits this long for the first one's charge to finish. */
const WAIT_FOR_PAYMENT_MS = 15_000;

// No 0/O or 1/I, so an order number read over the phone is never ambiguous.
const ORDER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newOrderNumber(): string {
  const bytes = randomBytes(8);
  return `R-${[...bytes].map((b) => ORDER_ALPHABET[b % ORDER_ALPHABET.length]).join('')}`;
}

export interface CheckoutDeps extends CartDeps {
  gateway: PaymentGateway;
  /** The account's pass holder credits, spent before the card (none without the account line). */
  credits?: () => CreditWallet;
  /** Seconds before a charge attempt left pending may be settled; CHARGE_LEASE_SECONDS by default. */
  chargeLeaseSeconds?: number;
}

/** The buyer as the session knows them. */
export interface Buyer {
  userId: string | null;
  email: string | null;
  sessionId: string;
}

export interface CompleteInput extends CompleteRequest {
  /** The session's cart, or the cart it last ordered (a repeated submit). */
  cartId: string;
  buyer: Buyer;
}

/** The items' answers as the lines judged them complete, just before the order's transaction. */
interface Checked {
  answers: Map<string, string>;
  /** What the lines found unmet; refused after the terms and travelers, as a buyer would read them. */
  unmet: Missing[];
}

/** A line could not sell an item at completion: its capacity went while the hold had lapsed. */
class ItemUnavailable extends Error {
  constructor(readonly item: ItemRow) {
    super('item unavailable');
  }
}

type Order = typeof orders.$inferSelect;
type Attempt = typeof payments.$inferSelect;

type Started = { kind: 'done'; order: Order } | { kind: 'wait'; order: Order } | { kind: 'charge'; order: Order; attempt: Attempt };

/** A refusal the gateway is sure of: no money was taken. */
const isCertainRefusal = (e: unknown): e is Error => {
  return e instanceof CardRefused || isRefusal(e);
};

/** The cart's own choices still to make before review: travel insurance, yes or no, when it is offered. */
function cartChoiceProblems(cart: CartChoices, items: ItemRow[]): Missing[] {
  const insurance = travelInsuranceOf(cart, items, 0);
  return insurance.offered && insurance.chosen === null ? [{ message: TRAVEL_INSURANCE_REQUIRED }] : [];
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checkout: the buyer's details, then completion in three steps so that no card is charged while
 * database locks are held. (1) Under the cart's row lock: the order is created 'pending', its
 * holds are committed as sales, and the charge attempt and its idempotency key are written.
 * (2) The gateway charges, outside any transaction. (3) The order is marked 'paid' and the cart
 * closed; or, on a decline, the sales are reverted to holds (the cart keeps its items), the order
 * is marked 'failed' and the cart stays open. An attempt a crash left pending is settled later by
 * asking the gateway with its key (`settlePendingPayments`).
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, catalog, gateway, log = silentLog } = deps;
  const leaseSeconds = deps.chargeLeaseSeconds ?? CHARGE_LEASE_SECONDS;
  const cart = createCartService(deps);
  const credits = deps.credits ?? (() => null);

  async function startOrder(tx: Db, input: CompleteInput, checked: Checked): Promise<Started> {
    const locked = await lockCart(tx, input.cartId);
    if (!locked || !mayUse(locked, input.buyer.userId)) throw invalid(CART_EMPTY);
    if (locked.orderId) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, locked.orderId));
      // A repeat is the same submit: the same cart with the same card token.
      if (order && locked.paymentToken === input.paymentToken) return { kind: order.status === 'paid' ? 'done' : 'wait', order };
      if (order?.status === 'pending') throw conflict(PAYMENT_PENDING);
      throw invalid(CART_EMPTY);
    }
    if (locked.status !== 'open') throw invalid(CART_EMPTY);
    const { items, assigned } = await loadItems(tx, locked.id);
    if (!items.length) throw invalid(CART_EMPTY);
    if (input.acceptTerms !== true) throw invalid(TERMS_REQUIRED);
    const problems = travelerProblems(items, assigned);
    if (problems.length) throw invalid(problems[0].message, { missing: problems });
    if (checked.unmet.length) throw invalid(checked.unmet[0].message, { missing: checked.unmet });
    const military = militaryProblems(items, await loadMilitary(tx, locked.id));
    if (military.length) throw invalid(military[0].message, { missing: military });
    const choices = cartChoiceProblems(locked, items);
    if (choices.length) throw invalid(choices[0].message);
    // The lines judged these answers complete just before the lock; anything changed since is judged again.
    if (!judgedAsIs(items, checked.answers)) throw conflict(CART_CHANGED);
    const billing = locked.billing;
    if (!billing) throw invalid(ADDRESS_REQUIRED);
    if (!locked.paymentToken || locked.paymentToken !== input.paymentToken) throw invalid(PAYMENT_REQUIRED);
    // Adds check this under the same lock; checked again here, as the order is one payment.
    const currency = items[0].quote.currency;
    if (items.some((i) => i.quote.currency !== currency)) throw conflict(MIXED_CURRENCY);

    const off = await percentOff(tx, locked.promoCode);
    const priced = items.map((i) => ({ item: i, price: priceLine(i.quote, i.quantity, promoFor(i, off)) }));
    const lineTotals = sumTotals(
      priced.map((p) => p.price),
      currency,
    );
    // Travel insurance is charged with the order, untaxed, beside the items.
    const insurance = travelInsuranceOf(locked, items, off).charged;
    const totals = { ...lineTotals, total: lineTotals.total + insurance };
    // Payment plan: the down payment is charged now, the balance is kept with the order for September.
    const plan = paymentPlanOf(locked, items, off, totals.total, toIsoDate(resortToday(items[0].quote.timeZone)));
    const [order] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(),
        cartId: locked.id,
        userId: input.buyer.userId ?? locked.userId ?? null,
        sessionId: input.buyer.sessionId,
        email: input.buyer.email ?? locked.guestEmail ?? billing.email,
        firstName: billing.firstName,
        lastName: billing.lastName,
        line1: billing.line1,
        city: billing.city,
        region: billing.region,
        postalCode: billing.postalCode,
        country: billing.country,
        promoCode: off ? locked.promoCode : null,
        subtotal: totals.subtotal,
        discount: totals.discount,
        tax: totals.tax,
        total: totals.total,
        travelInsurance: insurance,
        resortCharge: locked.resortCharge,
        paymentType: plan.chosen ? 'plan' : 'card',
        balanceDue: plan.balance,
        balanceDueDate: plan.chosen ? plan.balanceDueDate : null,
        currency,
        status: 'pending',
      })
      .returning();
    await tx.insert(orderItems).values(
      priced.map(({ item, price }) => ({
        orderId: order.id,
        cartItemId: item.id,
        line: item.line,
        productId: item.productId,
        sku: item.quote.sku,
        title: item.quote.title,
        description: item.quote.description,
        date: item.date,
        quantity: item.quantity,
        unitPrice: item.quote.unitPrice,
        lineAmount: price.lineAmount,
        discount: price.discount,
        tax: price.tax,
        currency,
        display: item.quote.display ?? {},
        assignees: assigned
          .filter((a) => a.cartItemId === item.id)
          .map(({ unitIndex, firstName, lastName, dateOfBirth }) => ({ unitIndex, firstName, lastName, dateOfBirth })),
        holdId: item.holdId,
      })),
    );
    for (const item of items) {
      const provider = catalog.get(item.line);
      if (!provider) throw new ItemUnavailable(item);
      try {
        const guests = assigned.filter((a) => a.cartItemId === item.id).map((a) => `${a.firstName} ${a.lastName}`);
        await provider.commit(item.holdId, order.id, tx, {
          userId: order.userId,
          title: item.quote.title,
          resortName: item.quote.resortName,
          date: item.date,
          guests: guests.length ? guests : [`${order.firstName} ${order.lastName}`],
        });
      } catch (error) {
        if (isSoldOut(error)) throw new ItemUnavailable(item);
        throw error;
      }
    }
    // A signed-in pass holder's credits pay first (what is due today); the card pays the rest.
    const creditApplied = order.userId
      ? ((await credits()?.spend(tx, { userId: order.userId, orderId: order.id, currency, upTo: plan.dueToday })) ?? 0)
      : 0;
    if (creditApplied) await tx.update(orders).set({ creditApplied }).where(eq(orders.id, order.id));
    const [attempt] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        idempotencyKey: randomUUID(),
        token: locked.paymentToken,
        amount: plan.dueToday - creditApplied,
        currency,
        status: 'pending',
        last4: locked.paymentLast4 ?? '',
        brand: locked.paymentBrand ?? '',
        settleAfter: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .returning();
    await tx
      .update(carts)
      .set({ orderId: order.id, ...touched() })
      .where(eq(carts.id, locked.id));
    return { kind: 'charge', order, attempt };
  }

  /** The charge went through: the order is paid and its cart closed. False when the order was no longer pending. */
  async function markPaid(order: Order, attempt: Attempt, charge: ChargeResult): Promise<boolean> {
    return db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await lockCart(tx, order.cartId);
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid' })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      await tx.update(payments).set({ status: 'captured', gatewayPaymentId: charge.paymentId }).where(eq(payments.id, attempt.id));
      if (!paid) return false;
      await tx
        .update(carts)
        .set({ status: 'ordered', ...touched() })
        .where(and(eq(carts.id, order.cartId), eq(carts.orderId, order.id)));
      return true;
    });
  }

  /**
   * No money was taken: the order's sales go back to being the buyer's holds (for a fresh hold
   * period), the order is marked failed and the cart is open again, items and all.
   */
  async function failOrder(
    order: Order,
    attempt: Attempt,
    status: Exclude<PaymentStatus, 'pending' | 'captured'>,
    message: string,
  ): Promise<void> {
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await lockCart(tx, order.cartId);
      const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      if (current?.status !== 'pending') return;
      const lines = await tx
        .select({ line: orderItems.line, holdId: orderItems.holdId })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      for (const { line, holdId } of lines) {
        const provider = catalog.get(line);
        if (!provider) {
          log.error({ orderId: order.id, line, holdId }, 'no line to give back the places of a failed order');
          continue;
        }
        await provider.revert(holdId, order.id, tx, HOLD_TTL_SECONDS);
      }
      const holdIds = lines.map((l) => l.holdId);
      if (holdIds.length) {
        await tx
          .update(cartItems)
          .set({ holdExpiresAt: sql`now() + make_interval(secs => ${HOLD_TTL_SECONDS})` })
          .where(and(eq(cartItems.cartId, order.cartId), inArray(cartItems.holdId, holdIds)));
      }
      await tx.update(payments).set({ status, failureMessage: message }).where(eq(payments.id, attempt.id));
      await tx.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
      // The credits the order took are the holder's again.
      await credits()?.giveBack(tx, order.id);
      await tx
        .update(carts)
        .set({ orderId: null, ...touched() })
        .where(and(eq(carts.id, order.cartId), eq(carts.orderId, order.id)));
    });
  }

  async function chargeAndFinish(order: Order, attempt: Attempt): Promise<void> {
    let charge: ChargeResult;
    try {
      charge = await gateway.charge({
        token: attempt.token,
        amount: attempt.amount,
        currency: attempt.currency,
        orderId: order.id,
        idempotencyKey: attempt.idempotencyKey,
        last4: attempt.last4,
        brand: attempt.brand,
      });
    } catch (error) {
      if (isCertainRefusal(error)) {
        await failOrder(order, attempt, 'declined', error.message);
        ordersCounter.inc({ outcome: 'declined' });
        throw declined(error.message);
      }
      log.warn({ err: error, orderId: order.id }, 'the card service failed during a charge; asking it what happened');
      // Timed out, connection lost...: the money may or may not have been taken. Ask by the key.
      let found: ChargeResult | null;
      try {
        found = await gateway.lookup(attempt.idempotencyKey);
      } catch (lookupError) {
        // Left pending: the settlement asks again once the lease is over.
        log.error({ err: lookupError, orderId: order.id }, 'payment outcome unknown; left for settlement');
        ordersCounter.inc({ outcome: 'pending' });
        throw unavailable(PAYMENT_UNCONFIRMED);
      }
      if (!found) {
        await failOrder(order, attempt, 'failed', PAYMENT_NOT_TAKEN);
        ordersCounter.inc({ outcome: 'failed' });
        throw unavailable(PAYMENT_NOT_TAKEN);
      }
      charge = found;
    }
    if (!(await markPaid(order, attempt, charge))) {
      log.error({ orderId: order.id, paymentId: charge.paymentId }, 'charged for an order that was settled as failed meanwhile');
      ordersCounter.inc({ outcome: 'needs-attention' });
      throw unavailable(ORDER_NEEDS_ATTENTION);
    }
    ordersCounter.inc({ outcome: 'paid' });
  }

  /** A second submit while the first one's charge is in flight waits for its outcome. */
  async function outcomeOf(order: Order): Promise<CompletedDto> {
    const deadline = Date.now() + WAIT_FOR_PAYMENT_MS;
    for (let pause = 20; Date.now() < deadline; pause = Math.min(pause * 2, 250)) {
      const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
      if (current?.status === 'paid') return { orderNumber: current.number, orderId: current.id };
      if (current?.status === 'failed') {
        const [attempt] = await db.select().from(payments).where(eq(payments.orderId, order.id));
        throw declined(attempt?.failureMessage ?? PAYMENT_NOT_TAKEN);
      }
      await delay(pause);
    }
    throw conflict(PAYMENT_PENDING);
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

    async review(ref: CartRef, buyerEmail: string | null, termsAccepted: boolean): Promise<ReviewDto> {
      const open = await cart.requireCart(ref);
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
    },

    /** Completes the cart's order; idempotent per cart (a repeated submit gets the same order). */
    async complete(input: CompleteInput): Promise<CompletedDto & { cartId: string; repeated: boolean }> {
      // Each line judges its items' configuration outside the transaction (lines use their own
      // connections): "product configuration complete" before any order is created.
      const { items } = await loadItems(db, input.cartId);
      const unmet = unmetOf(await cart.configuring.views(items, input.buyer.userId));
      let started: Started;
      try {
        started = await db.transaction((tx) => startOrder(tx as unknown as Db, input, { answers: answersOf(items), unmet }));
      } catch (error) {
        if (!(error instanceof ItemUnavailable)) throw error;
        // Spec: an unavailable product is removed from the order with a notice. Nothing was
        // created or charged; the buyer reviews the rest and submits again.
        const { item } = error;
        await db.transaction(async (txn) => {
          const tx = txn as unknown as Db;
          await lockCart(tx, input.cartId);
          await tx.delete(cartItems).where(eq(cartItems.id, item.id));
        });
        await catalog
          .get(item.line)
          ?.release(item.holdId)
          .catch(() => undefined);
        throw conflict(itemUnavailableMessage(item.quote.title), { removedItemId: item.id });
      }
      const { order } = started;
      if (started.kind === 'done') return { orderNumber: order.number, orderId: order.id, cartId: order.cartId, repeated: true };
      if (started.kind === 'wait') return { ...(await outcomeOf(order)), cartId: order.cartId, repeated: true };
      await chargeAndFinish(order, started.attempt);
      return { orderNumber: order.number, orderId: order.id, cartId: order.cartId, repeated: false };
    },

    /**
     * Settles charge attempts left pending past their lease (a process died while the gateway
     * had the charge): the gateway is asked with the attempt's key; charged → paid, otherwise the
     * places go back to the cart and the order fails. Safe to run from several processes at once.
     */
    async settlePendingPayments(): Promise<{ paid: number; failed: number }> {
      const due = await db
        .select({ order: orders, attempt: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.status, 'pending'), eq(orders.status, 'pending'), sql`${payments.settleAfter} <= now()`));
      const settled = { paid: 0, failed: 0 };
      for (const { order, attempt } of due) {
        let found: ChargeResult | null;
        try {
          found = await gateway.lookup(attempt.idempotencyKey);
        } catch (error) {
          log.warn({ err: error, orderId: order.id }, 'could not ask the card service about a pending payment; trying later');
          continue;
        }
        if (found) {
          if (await markPaid(order, attempt, found)) {
            settled.paid += 1;
            settlementsCounter.inc({ outcome: 'paid' });
          }
        } else {
          await failOrder(order, attempt, 'failed', PAYMENT_NOT_TAKEN);
          settled.failed += 1;
          settlementsCounter.inc({ outcome: 'failed' });
        }
      }
      return settled;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
