import type { CreditWallet } from '@resort/shared/server/account-lookups';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatMoney } from '@resort/shared/core';
import type { CatalogRegistry, Db } from '@resort/shared/server';
import { orderItems, orders, payments } from '../schema';
import type { OrderDto, OrderSummaryDto } from '../../contract';
import { conflict, notFound, signInRequired, silentLog, unavailable, type Log } from './errors';
import type { PaymentGateway } from './payment-gateway';
import { revertOrderSales } from './order-holds';

export const SIGN_IN_REQUIRED = 'Please sign in to see your orders.';
export const CANCEL_SIGN_IN_REQUIRED = 'Please sign in to cancel your order.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_NOT_CANCELLABLE = 'This order can no longer be cancelled.';
export const REFUND_FAILED = 'We could not refund your payment right now, so your order was not cancelled. Please try again later.';

/** Who asks for an order: the signed-in account, and the orders this browser session placed. */
export interface OrderViewer {
  userId: string | null;
  placedOrderIds: string[];
}

/**
 * Whether the viewer may see the order. An account's order is that account's only, whatever the
 * browser session remembers (someone else may have signed in on it since); an order placed
 * without an account is the session's that placed it.
 */
export const maySee = (order: { id: string; userId: string | null }, viewer: OrderViewer): boolean =>
  order.userId ? order.userId === viewer.userId : viewer.placedOrderIds.includes(order.id);

export interface OrdersDeps {
  db: Db;
  /** Needed to cancel: the lines give the places back, the gateway the money. */
  catalog?: CatalogRegistry;
  gateway?: PaymentGateway;
  /** A cancelled order gives back the pass holder credits it spent. */
  credits?: () => CreditWallet;
  log?: Log;
}

type OrderRow = typeof orders.$inferSelect;

/** Orders: the account's history, one order's page, and cancelling. Failed attempts are not orders to show. */
export function createOrdersService({ db, catalog, gateway, credits, log = silentLog }: OrdersDeps) {
  /** Paid, owned by an account, and every item's first day still ahead (the database's date). */
  async function isCancellable(order: OrderRow): Promise<boolean> {
    if (order.status !== 'paid' || !order.userId) return false;
    const [row] = await db
      .select({ ahead: sql<boolean>`bool_and(${orderItems.date} > current_date)` })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    return row?.ahead === true;
  }

  async function find(number: string, viewer: OrderViewer): Promise<OrderRow> {
    const [order] = await db.select().from(orders).where(eq(orders.number, number.toUpperCase())).limit(1);
    // Not found rather than forbidden, so order numbers cannot be probed.
    if (!order || order.status === 'failed' || !maySee(order, viewer)) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  const service = {
    async list(userId: string | null): Promise<OrderSummaryDto[]> {
      if (!userId) throw signInRequired(SIGN_IN_REQUIRED);
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), ne(orders.status, 'failed')))
        .orderBy(desc(orders.created), desc(orders.number));
      const lines = rows.length
        ? await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                rows.map((o) => o.id),
              ),
            )
            .orderBy(asc(orderItems.date))
        : [];
      // The shape the account line's orders page reads.
      return rows.map((o) => ({
        number: o.number,
        orderId: o.id,
        createdAt: o.created.toISOString(),
        total: o.total,
        totalFormatted: formatMoney(o.total, o.currency),
        currency: o.currency,
        status: o.status,
        items: lines
          .filter((l) => l.orderId === o.id)
          .map((l) => ({ title: l.title, description: l.description, date: l.date, quantity: l.quantity })),
      }));
    },

    async get(number: string, viewer: OrderViewer): Promise<OrderDto> {
      const order = await find(number, viewer);
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['captured', 'refunded'])));
      const fmt = (n: number) => formatMoney(n, order.currency);
      return {
        orderNumber: order.number,
        orderId: order.id,
        created: order.created.toISOString(),
        email: order.email,
        status: order.status,
        address: {
          firstName: order.firstName,
          lastName: order.lastName,
          line1: order.line1,
          city: order.city,
          region: order.region,
          postalCode: order.postalCode,
          country: order.country,
        },
        items: items.map((i) => ({
          id: i.id,
          sku: i.sku,
          title: i.title,
          description: i.description,
          date: i.date,
          quantity: i.quantity,
          lineAmount: i.lineAmount,
          lineAmountFormatted: fmt(i.lineAmount),
          tax: i.tax,
          taxFormatted: fmt(i.tax),
          display: i.display,
          assignees: i.assignees,
        })),
        promoCode: order.promoCode,
        subtotal: order.subtotal,
        discount: order.discount,
        tax: order.tax,
        total: order.total,
        currency: order.currency,
        subtotalFormatted: fmt(order.subtotal),
        discountFormatted: fmt(order.discount),
        taxFormatted: fmt(order.tax),
        totalFormatted: fmt(order.total),
        travelInsurance: order.travelInsurance,
        resortCharge: order.resortCharge,
        paymentType: order.paymentType,
        balanceDue: order.balanceDue,
        balanceDueDate: order.balanceDueDate,
        creditApplied: order.creditApplied,
        creditAppliedFormatted: fmt(order.creditApplied),
        payment: payment
          ? { last4: payment.last4, brand: payment.brand, amount: payment.amount, amountFormatted: fmt(payment.amount) }
          : null,
        cancellable: viewer.userId !== null && viewer.userId === order.userId && (await isCancellable(order)),
        cancelledAt: order.cancelledAt ? order.cancelledAt.toISOString() : null,
      };
    },

    /**
     * Spec "cancel order": the signed-in owner's paid order, before the first day of every item.
     * The charge is refunded first (one refund per order: the key is the order's), then, under the
     * order's row lock, each line's sale goes back to a hold (`revert`) and the order is marked
     * cancelled; the holds are released after the transaction (lines use their own connections).
     * A second cancel of a cancelled order answers the order as it is.
     */
    async cancel(number: string, userId: string | null): Promise<{ order: OrderDto; cancelledNow: boolean }> {
      if (!userId) throw signInRequired(CANCEL_SIGN_IN_REQUIRED);
      if (!catalog || !gateway) throw new Error('cancelling needs the catalog and the gateway');
      const viewer = { userId, placedOrderIds: [] };
      const order = await find(number, viewer);
      if (order.status === 'cancelled') return { order: await service.get(number, viewer), cancelledNow: false };
      if (!(await isCancellable(order))) throw conflict(ORDER_NOT_CANCELLABLE);

      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured')))
        .limit(1);
      let refundId: string | null = null;
      // What bookings cancelled alone already gave back is not refunded again.
      const left = payment ? payment.amount - payment.refundedAmount : 0;
      if (payment?.gatewayPaymentId && left > 0) {
        try {
          ({ refundId } = await gateway.refund({
            paymentId: payment.gatewayPaymentId,
            amount: left,
            currency: payment.currency,
            idempotencyKey: `refund-${order.id}`,
          }));
        } catch (error) {
          log.error({ orderId: order.id, err: error }, 'refund failed; the order stays paid');
          throw unavailable(REFUND_FAILED);
        }
      }

      const holds = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).for('update');
        if (current?.status !== 'paid') return null;
        const lines = await revertOrderSales(tx, catalog, log, order.id, 'cancelled');
        if (payment)
          await tx
            .update(payments)
            .set({ status: 'refunded', gatewayRefundId: refundId, refundedAmount: payment.amount })
            .where(eq(payments.id, payment.id));
        await tx.update(orders).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(orders.id, order.id));
        await credits?.().giveBack(tx, order.id);
        return lines;
      });
      for (const { line, holdId } of holds ?? []) {
        await catalog
          .get(line)
          ?.release(holdId)
          .catch((error: unknown) =>
            log.warn({ orderId: order.id, holdId, err: error }, 'release after cancel failed; the hold expires by itself'),
          );
      }
      return { order: await service.get(number, viewer), cancelledNow: holds !== null };
    },
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
