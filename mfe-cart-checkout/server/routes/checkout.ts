import { RATE_LIMITS, type ContractApp, type Mailer, type SessionStore } from '@resort/shared/server';
import { cartContract as c } from '../../contract';
import type { CartService } from '../services/cart';
import type { CheckoutService } from '../services/checkout';
import type { OrdersService } from '../services/orders';
import { CART_EMPTY } from '../services/cart';
import { invalid, silentLog, type Log } from '../services/errors';
import { cancellationMail, receiptMail, sendQuietly } from '../services/mail';
import { isUuid } from '../services/cart-data';
import { answer, cartRef, tags } from './http';

/** How many of the orders this browser placed it remembers (to show their pages). */
const REMEMBERED_ORDERS = 20;

const placedOrderIds = (data: Record<string, string>) => (data.placedOrders ?? '').split(',').filter(Boolean);

/**
 * The checkout routes, each named after the spec section 7 call it implements ("Cart POST: update
 * order address, payment selection type"; "Checkout POST: review order, complete transaction";
 * "Account: transaction history and details"). They own the session: the cart it names and the
 * orders this browser placed.
 */
export function registerCheckoutRoutes(
  api: ContractApp,
  {
    cart,
    checkout,
    orders,
    sessions,
    mailer,
    log = silentLog,
  }: {
    cart: CartService;
    checkout: CheckoutService;
    orders: OrdersService;
    sessions: SessionStore;
    /** The account line's mailer, resolved at each send (throws when no line provides one). */
    mailer: () => Mailer;
    log?: Log;
  },
) {
  /** The receipt of a paid order; a failure to read or send it never fails the purchase. */
  const emailReceipt = async (orderNumber: string, userId: string | null, orderId: string) => {
    try {
      const order = await orders.get(orderNumber, { userId, placedOrderIds: [orderId] });
      await sendQuietly(mailer, receiptMail(order), log);
    } catch (error) {
      log.warn({ orderNumber, err: error }, 'receipt not sent');
    }
  };

  api.post(
    '/checkout/guest',
    {
      schema: {
        // Section 7 names no call for it: the guest's email of the checkout choice (section 2).
        summary: 'Checkout as guest',
        tags,
        ...c.guest,
      },
    },
    (request) => answer(() => checkout.guest(cartRef(request), request.body.email)),
  );
  api.post('/checkout/address', { schema: { summary: 'Update order address', tags, ...c.address } }, (request) =>
    answer(() => checkout.address(cartRef(request), request.body)),
  );
  api.post(
    '/checkout/payment',
    { schema: { summary: 'Payment selection type', tags, ...c.payment }, config: { rateLimit: RATE_LIMITS.payment } },
    (request) => answer(() => checkout.payment(cartRef(request), request.body)),
  );
  api.post(
    '/checkout/payment-selection-type',
    { schema: { summary: 'Payment selection type (card or payment plan)', tags, ...c.paymentSelection } },
    (request) => answer(() => cart.paymentSelection(cartRef(request), request.body.type)),
  );
  api.get('/checkout/review', { schema: { summary: 'Review order', tags, ...c.review } }, (request) =>
    answer(() => checkout.review(cartRef(request), request.session.user?.email ?? null, request.query.acceptTerms === 'true')),
  );

  api.post(
    '/checkout/complete',
    { schema: { summary: 'Complete transaction', tags, ...c.complete }, config: { rateLimit: RATE_LIMITS.completion } },
    (request) =>
      answer(async () => {
        const { session } = request;
        // The open cart or, for a repeated submit once the order went through, the session's cart as
        // it was when the request came in, or the one it last ordered. The service checks whose it is.
        const open = await cart.find(cartRef(request));
        const cartId = open?.id ?? [session.data.cartId, session.data.lastOrderedCartId].find(isUuid);
        if (!isUuid(cartId)) throw invalid(CART_EMPTY);
        const done = await checkout.complete({
          ...request.body,
          cartId,
          buyer: { userId: session.user?.id ?? null, email: session.user?.email ?? null, sessionId: session.id },
        });
        if (!done.repeated) {
          await sessions.setData(request, 'cartId', '');
          await sessions.setData(request, 'lastOrderedCartId', done.cartId);
          const placed = placedOrderIds(session.data).filter((id) => id !== done.orderId);
          await sessions.setData(request, 'placedOrders', [...placed, done.orderId].slice(-REMEMBERED_ORDERS).join(','));
          await emailReceipt(done.orderNumber, session.user?.id ?? null, done.orderId);
        }
        return { orderNumber: done.orderNumber, orderId: done.orderId };
      }),
  );

  api.get('/checkout/orders', { schema: { summary: 'Transaction history', tags, ...c.orders } }, (request) =>
    answer(() => orders.list(request.session.user?.id ?? null)),
  );
  api.get('/checkout/orders/:number', { schema: { summary: 'Transaction details', tags, ...c.order } }, (request) =>
    answer(() =>
      orders.get(request.params.number, { userId: request.session.user?.id ?? null, placedOrderIds: placedOrderIds(request.session.data) }),
    ),
  );

  api.post('/checkout/orders/:number/cancel', { schema: { summary: 'Cancel order', tags, ...c.cancelOrder } }, (request) =>
    answer(async () => {
      const { order, cancelledNow } = await orders.cancel(request.params.number, request.session.user?.id ?? null);
      if (cancelledNow) await sendQuietly(mailer, cancellationMail(order), log);
      return order;
    }),
  );
}
