import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { formatMoney } from '@resort/shared';
import type { Db } from '@resort/shared/server';
import { orderItems, orders, payments } from '../schema';
import type { OrderDto, OrderSummaryDto } from '../../contract';
import { notFound, signInRequired } from './errors';

export const SIGN_IN_REQUIRED = 'Please sign in to see your orders.';
export const ORDER_NOT_FOUND = 'Order not found.';

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

/** Orders: the account's history and one order's page. Failed attempts are not orders to show. */
export function createOrdersService({ db }: { db: Db }) {
  return {
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
      const [order] = await db.select().from(orders).where(eq(orders.number, number.toUpperCase())).limit(1);
      // Not found rather than forbidden, so order numbers cannot be probed.
      if (!order || order.status === 'failed' || !maySee(order, viewer)) throw notFound(ORDER_NOT_FOUND);
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured')));
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
        payment: payment ? { last4: payment.last4, brand: payment.brand, amount: payment.amount } : null,
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
