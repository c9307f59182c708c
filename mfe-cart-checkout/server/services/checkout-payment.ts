import { and, eq, inArray, sql } from 'drizzle-orm';
import { ordersCounter, settlementsCounter, type Db } from '@resort/shared/server';
import type { CompletedDto } from '../../contract';
import { CardRefused, type ChargeResult } from './payment-gateway';
import { cartItems, carts, orders, payments, type PaymentStatus } from '../schema';
import { lockCart, touched } from './cart-data';
import { HOLD_TTL_SECONDS } from './cart-core';
import { revertOrderSales } from './order-holds';
import { conflict, declined, isRefusal, unavailable } from './errors';
import {
  ORDER_NEEDS_ATTENTION,
  PAYMENT_NOT_TAKEN,
  PAYMENT_PENDING,
  PAYMENT_UNCONFIRMED,
  type Attempt,
  type CheckoutParts,
  type Order,
} from './checkout-core';

/** A second submit of the same cart waits this long for the first one's charge to finish. */
const WAIT_FOR_PAYMENT_MS = 15_000;

/** A refusal the gateway is sure of: no money was taken. */
const isCertainRefusal = (e: unknown): e is Error => {
  return e instanceof CardRefused || isRefusal(e);
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The charge, outside any transaction, and what follows it: the order is marked 'paid' and the
 * cart closed; or, on a decline, the sales are reverted to holds (the cart keeps its items), the
 * order is marked 'failed' and the cart stays open.
 */
export function checkoutPaymentCalls({ db, catalog, gateway, log, credits }: CheckoutParts) {
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
      const lines = await revertOrderSales(tx, catalog, log, order.id, 'failed');
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

  return {
    async chargeAndFinish(order: Order, attempt: Attempt): Promise<void> {
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
    },

    /** A second submit while the first one's charge is in flight waits for its outcome. */
    async outcomeOf(order: Order): Promise<CompletedDto> {
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
