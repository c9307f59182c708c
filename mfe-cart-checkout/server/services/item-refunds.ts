import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import type { ItemRefunds } from '@resort/shared/server/account-lookups';
import { itemRefunds, orderItems, orders, payments } from '../schema';
import { silentLog, unavailable, type Log } from './errors';
import type { PaymentGateway } from './payment-gateway';

export const BOOKING_REFUND_FAILED =
  'We could not refund your payment right now, so your booking was not cancelled. Please try again later.';

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/**
 * One item's refund: what the buyer paid for it (its amount after its promo discount, with its
 * tax), to the card the order was charged on, never more than is left of that charge. The amount
 * is first set aside under the charge's row lock (a row per hold, and the charge's refunded
 * amount), so two items of one order never give back more than was charged and an item is never
 * refunded twice; the gateway is then asked with the hold's key (one refund however often it is
 * sent). A refund the gateway refuses is taken back and nothing is cancelled; one whose answer was
 * lost (a crash) is asked again, with the same key, on the next try. An order paid with pass holder
 * credits only has nothing on the card to refund (0 is recorded).
 */
export function createItemRefunds({ db, gateway, log = silentLog }: { db: Db; gateway: PaymentGateway; log?: Log }): ItemRefunds {
  return {
    async refundItem({ orderId, holdId }) {
      if (!isUuid(orderId)) return { amount: 0, currency: 'USD' };
      const [item] = await db
        .select({
          paid: sql<number>`(${orderItems.lineAmount} - ${orderItems.discount} + ${orderItems.tax})::int`,
          currency: orders.currency,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.holdId, holdId)));
      if (!item) return { amount: 0, currency: 'USD' };
      const setAside = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
          .limit(1)
          .for('update');
        const [done] = await tx.select().from(itemRefunds).where(eq(itemRefunds.holdId, holdId));
        if (done) return { amount: done.amount, payment: done.gatewayRefundId || done.amount === 0 ? null : (payment ?? null) };
        const amount = payment ? Math.max(0, Math.min(Number(item.paid), payment.amount - payment.refundedAmount)) : 0;
        await tx.insert(itemRefunds).values({ holdId, orderId, amount, currency: item.currency });
        if (!payment || amount === 0) return { amount, payment: null };
        await tx
          .update(payments)
          .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}` })
          .where(eq(payments.id, payment.id));
        return { amount, payment };
      });
      const { amount, payment } = setAside;
      if (!payment?.gatewayPaymentId) return { amount, currency: item.currency };
      try {
        const { refundId } = await gateway.refund({
          paymentId: payment.gatewayPaymentId,
          amount,
          currency: payment.currency,
          idempotencyKey: `refund-${orderId}-${holdId}`,
        });
        await db.update(itemRefunds).set({ gatewayRefundId: refundId }).where(eq(itemRefunds.holdId, holdId));
      } catch (error) {
        log.error({ orderId, holdId, err: error }, 'item refund failed; the booking stays');
        await db.transaction(async (txn) => {
          const tx = txn as unknown as Db;
          const [gone] = await tx.delete(itemRefunds).where(eq(itemRefunds.holdId, holdId)).returning({ amount: itemRefunds.amount });
          if (gone)
            await tx
              .update(payments)
              .set({ refundedAmount: sql`${payments.refundedAmount} - ${gone.amount}` })
              .where(eq(payments.id, payment.id));
        });
        throw unavailable(BOOKING_REFUND_FAILED);
      }
      return { amount, currency: item.currency };
    },
  };
}
