import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { type Db } from '@resort/shared/server';
import { cartItems, carts, orderItems, orders, payments } from '../schema';
import { priceLine, promoFor, sumTotals } from './pricing';
import { paymentPlanOf, travelInsuranceOf, type ItemRow } from './views';
import { loadMilitary, militaryProblems } from './military';
import { judgedAsIs } from './configure';
import { loadItems, lockCart, mayUse, percentOff, touched, travelerProblems, type Missing } from './cart-data';
import { CART_CHANGED, CART_EMPTY } from './cart-core';
import { conflict, invalid, isSoldOut } from './errors';
import {
  ADDRESS_REQUIRED,
  MIXED_CURRENCY,
  PAYMENT_PENDING,
  PAYMENT_REQUIRED,
  TERMS_REQUIRED,
  cartChoiceProblems,
  itemUnavailableMessage,
  newOrderNumber,
  type Attempt,
  type CheckoutParts,
  type CompleteInput,
  type Order,
} from './checkout-core';

/** The items' answers as the lines judged them complete, just before the order's transaction. */
export interface Checked {
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

export type Started = { kind: 'done'; order: Order } | { kind: 'wait'; order: Order } | { kind: 'charge'; order: Order; attempt: Attempt };

/**
 * The first step of completion, under the cart's row lock: the order is created 'pending', its
 * holds are committed as sales, and the charge attempt and its idempotency key are written.
 */
export function checkoutOrderCalls({ db, catalog, credits, leaseSeconds }: CheckoutParts) {
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

  return {
    /** Starts the cart's order, or finds the one a repeated submit already started. */
    async start(input: CompleteInput, checked: Checked): Promise<Started> {
      try {
        return await db.transaction((tx) => startOrder(tx as unknown as Db, input, checked));
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
    },
  };
}
