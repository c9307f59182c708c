import type { FastifyInstance } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@resort/shared/server';
import { newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { line as liftAccess } from '@resort/mfe-lift-access/server';
import { line } from '../server/plugin';
import { cartItems, carts, orders, payments, testGatewayCharges } from '../server/schema';
import { createFakeLine } from './fake-line';
import { adultTicket, skiDay } from './lift-ticket';

// Seeding the lift line's ~150 days of prices and capacity takes a while on a busy machine.
jest.setTimeout(120_000);

const address = testBillingAddress;
const card = (cardNumber: string) => ({ ...testCard, cardNumber });

describe.each(testBackends())('checkout and orders API on %s', (backend) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const fake = createFakeLine();

  const testApp = useLines(backend, [liftAccess, line]);
  beforeAll(() => {
    ({ app, handle } = testApp);
    testApp.catalog.register(fake.provider);
  });

  /** "Configure lift tickets" with the spec's query: the release of liability agreed. */
  const agreeToRelease = async (v: Visitor, itemId: string) =>
    expect((await v.post(`/api/cart/configure/lift-tickets?cartProductId=${itemId}&isErolAccepted=true`)).statusCode).toBe(200);

  /** A visitor whose cart holds `tickets` adult lift tickets, each unit assigned to an adult, the release agreed. */
  let buyers = 0;
  async function readyToPay(tickets = 1): Promise<Visitor> {
    buyers += 1;
    const v = await newVisitor(app);
    const added = await v.post('/api/cart/add/liftaccess', adultTicket(tickets));
    expect(added.statusCode).toBe(200);
    const itemId = added.json().data.added[0].id;
    for (let unitIndex = 0; unitIndex < tickets; unitIndex += 1) {
      // One person per ticket: the same skier twice on one day is error 2004.
      const assigned = await v.post('/api/cart/assign-traveler', {
        itemId,
        unitIndex,
        firstName: ['Avery', 'Blake', 'Casey', 'Drew', 'Emery'][unitIndex],
        lastName: `Lane-${buyers}`,
        dateOfBirth: '03/14/1990',
      });
      expect(assigned.statusCode).toBe(200);
    }
    await agreeToRelease(v, itemId);
    expect((await v.post('/api/checkout/address', address)).statusCode).toBe(200);
    return v;
  }

  test('unassign traveler: the unit asks for a traveler again and the order waits; another person can then be assigned', async () => {
    const v = await readyToPay(1);
    const itemId = (await v.get('/api/cart')).json().data.items[0].id;
    const cleared = await v.post('/api/cart/unassign-traveler', { itemId, unitIndex: 0 });
    expect(cleared.json()).toMatchObject({ success: true, data: { itemId, unitIndex: 0 } });
    const item = (await v.get('/api/cart')).json().data.items[0];
    expect(item.units[0].assignee).toBeNull();
    const review = (await v.get('/api/checkout/review?acceptTerms=true')).json().data;
    expect(review.missing.map((m: { message: string }) => m.message)).toContain('Select a Traveler');
    const again = await v.post('/api/cart/assign-traveler', {
      itemId,
      unitIndex: 0,
      firstName: 'Frankie',
      lastName: 'Other',
      dateOfBirth: '06/06/1986',
    });
    expect(again.statusCode).toBe(200);
    expect((await v.post('/api/cart/unassign-traveler', { itemId, unitIndex: 7 })).statusCode).toBe(400);
    expect((await v.post('/api/cart/unassign-traveler', { itemId: '00000000-0000-4000-8000-000000000000', unitIndex: 0 })).statusCode).toBe(
      404,
    );
  });

  test('primary traveler: the first person assigned until another is chosen; a unit with nobody cannot be chosen', async () => {
    const v = await readyToPay(2);
    const itemId = (await v.get('/api/cart')).json().data.items[0].id;
    const primary = async () => (await v.get('/api/cart')).json().data.primaryTraveler;
    expect(await primary()).toMatchObject({ itemId, unitIndex: 0, firstName: 'Avery' });
    const chosen = await v.post('/api/cart/primary-traveler', { itemId, unitIndex: 1 });
    expect(chosen.json().data).toMatchObject({ unitIndex: 1, firstName: 'Blake' });
    expect(await primary()).toMatchObject({ unitIndex: 1, firstName: 'Blake' });
    await v.post('/api/cart/unassign-traveler', { itemId, unitIndex: 1 });
    expect(await primary()).toMatchObject({ unitIndex: 0, firstName: 'Avery' });
    const nobody = await v.post('/api/cart/primary-traveler', { itemId, unitIndex: 1 });
    expect([nobody.statusCode, nobody.json().Message]).toEqual([400, 'Select a Traveler']);
  });

  test('card details are checked by the gateway and only the token and last four digits come back', async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/liftaccess', adultTicket());
    const notLuhn = await v.post('/api/checkout/payment', card('4242424242424241'));
    expect(notLuhn.statusCode).toBe(400);
    expect(notLuhn.json().Message).toBe('Your card number is invalid.');
    const expired = await v.post('/api/checkout/payment', { ...card('4242424242424242'), expMonth: 1, expYear: 2020 });
    expect(expired.json().Message).toBe('Your card has expired.');
    const good = await v.post('/api/checkout/payment', card('4242 4242 4242 4242'));
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toEqual({ token: expect.stringMatching(/^tok_/), last4: '4242', brand: 'Visa' });
    expect(JSON.stringify(good.json())).not.toContain('4242424242424242');
    const stored = await handle.db.select().from(carts);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
  });

  test("review lists 'Select a Traveler' and the terms until they are done", async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/liftaccess', adultTicket(2));
    const review = (await v.get('/api/checkout/review')).json().data;
    const messages = review.missing.map((m: { message: string }) => m.message);
    expect(messages.filter((m: string) => m === 'Select a Traveler')).toHaveLength(2);
    expect(messages).toContain('Please accept the terms and conditions to complete your purchase.');
    expect(review.ready).toBe(false);
  });

  test('completing checks travelers and terms', async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/liftaccess', adultTicket(1));
    await v.post('/api/checkout/address', address);
    const token = (await v.post('/api/checkout/payment', card('4242424242424242'))).json().data.token;
    const unassigned = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(unassigned.statusCode).toBe(400);
    expect(unassigned.json().Message).toBe('Select a Traveler');
    const noTerms = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().Message).toBe('Please accept the terms and conditions to complete your purchase.');
  });

  test('a declined card leaves no paid order, gives the sold places back as holds and keeps the cart', async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: skiDay(5), quantity: 2 });
    await v.post('/api/checkout/address', address);
    const before = (await v.get('/api/cart')).json().data;
    const holdsBefore = (await handle.db.select().from(cartItems).where(eq(cartItems.cartId, before.cartId))).map((i) => i.holdId);
    const token = (await v.post('/api/checkout/payment', card('4000000000000002'))).json().data.token;
    const declined = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().Message).toBe('Your card was declined.');
    const orderRows = await handle.db.select().from(orders).where(eq(orders.cartId, before.cartId));
    expect(orderRows.map((o) => o.status)).toEqual(['failed']);
    // Committed as a sale for the pending order, then reverted to the buyer's hold.
    expect(fake.committed).toEqual(expect.arrayContaining(holdsBefore));
    expect(fake.reverted).toEqual(expect.arrayContaining(holdsBefore));
    expect(holdsBefore.some((h) => fake.sold.has(h))).toBe(false);
    const [attempt] = await handle.db.select().from(payments).where(eq(payments.orderId, orderRows[0].id));
    expect(attempt).toMatchObject({ status: 'declined', failureMessage: 'Your card was declined.' });
    const after = (await v.get('/api/cart')).json().data;
    expect(after.cartId).toBe(before.cartId);
    expect(after.items.map((i: { id: string }) => i.id)).toEqual(before.items.map((i: { id: string }) => i.id));
    const [cartRow] = await handle.db.select().from(carts).where(eq(carts.id, before.cartId));
    expect(cartRow).toMatchObject({ status: 'open', orderId: null });
    const holdsAfter = (await handle.db.select().from(cartItems).where(eq(cartItems.cartId, before.cartId))).map((i) => i.holdId);
    expect(holdsAfter).toEqual(holdsBefore);
    // The cart is not stuck: items can still be changed.
    const extra = await v.post('/api/cart/add/testline', { productId: 'half-cent-tax', date: skiDay(5), quantity: 1 });
    expect(extra.statusCode).toBe(200);
    expect((await v.post(`/api/cart/remove/${extra.json().data.added[0].id}`)).statusCode).toBe(200);

    const funds = (await v.post('/api/checkout/payment', card('4000000000009995'))).json().data.token;
    const poor = await v.post('/api/checkout/complete', { paymentToken: funds, acceptTerms: true });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().Message).toBe('Your card has insufficient funds.');

    // The same cart then goes through with a good card: one paid order, charged once.
    const good = (await v.post('/api/checkout/payment', card('4242424242424242'))).json().data.token;
    const done = await v.post('/api/checkout/complete', { paymentToken: good, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    const all = await handle.db.select().from(orders).where(eq(orders.cartId, before.cartId));
    expect(all.map((o) => o.status).sort()).toEqual(['failed', 'failed', 'paid']);
    const [paid] = all.filter((o) => o.status === 'paid');
    expect(paid.id).toBe(done.json().data.orderId);
    expect(holdsBefore.every((h) => fake.sold.get(h) === paid.id)).toBe(true);
    const charges = await handle.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.orderId, paid.id));
    expect(charges).toHaveLength(1);
    // A failed attempt is no order to show.
    const [failedOrder] = all.filter((o) => o.status === 'failed');
    expect((await v.get(`/api/checkout/orders/${failedOrder.number}`)).statusCode).toBe(404);
  });

  test("a declined card gives a line's sold places back to the buyer as live holds (lift tickets, the real ledger)", async () => {
    const v = await readyToPay(2);
    const cartId = (await v.get('/api/cart')).json().data.cartId;
    const [item] = await handle.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
    const ledgerRows = async () => {
      const result = await handle.db.execute(
        sql`SELECT status, order_id, expires_at > now() AS live FROM liftaccess.ledger_holds WHERE hold_id = ${item.holdId}::uuid`,
      );
      return (result as unknown as { rows: { status: string; order_id: string | null; live: boolean }[] }).rows;
    };
    const token = (await v.post('/api/checkout/payment', card('4000000000000002'))).json().data.token;
    expect((await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true })).statusCode).toBe(402);
    const afterDecline = await ledgerRows();
    expect(afterDecline.length).toBeGreaterThan(0);
    expect(afterDecline.every((r) => r.status === 'held' && r.live)).toBe(true);
    const good = (await v.post('/api/checkout/payment', card('4242424242424242'))).json().data.token;
    const done = await v.post('/api/checkout/complete', { paymentToken: good, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    expect((await ledgerRows()).every((r) => r.status === 'sold' && r.order_id === done.json().data.orderId)).toBe(true);
  });

  test('a repeated completion returns the same order and charges once', async () => {
    const v = await readyToPay(2);
    const cartId = (await v.get('/api/cart')).json().data.cartId;
    const token = (await v.post('/api/checkout/payment', card('4242424242424242'))).json().data.token;
    const [first, second] = await Promise.all([
      v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true }),
      v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true }),
    ]);
    const third = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.orderNumber).toMatch(/^R-[0-9A-Z]{8}$/);
    expect(second.json().data).toEqual(first.json().data);
    expect(third.json().data).toEqual(first.json().data);
    const orderRows = await handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(orderRows).toHaveLength(1);
    expect(orderRows[0].status).toBe('paid');
    const [{ n }] = await handle.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderRows[0].id));
    expect(Number(n)).toBe(1);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, orderRows[0].id));
    expect(payment).toMatchObject({ status: 'captured', amount: orderRows[0].total, last4: '4242' });
    const charges = await handle.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, payment.idempotencyKey));
    expect(charges).toHaveLength(1);
    expect(payment.gatewayPaymentId).toBe(charges[0].paymentId);

    expect((await v.get('/api/cart/summary')).json().data.CartCount).toBe(0);
    const order = await v.get(`/api/checkout/orders/${first.json().data.orderNumber}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({ orderNumber: first.json().data.orderNumber, total: orderRows[0].total });
    expect(order.json().data.items[0].assignees).toHaveLength(2);

    const stranger = await newVisitor(app);
    expect((await stranger.get(`/api/checkout/orders/${first.json().data.orderNumber}`)).statusCode).toBe(404);
  });

  test('an item the line can no longer sell is removed from the order with a notice, and nothing is charged', async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: skiDay(5), quantity: 1 });
    const gone = (await v.post('/api/cart/add/testline', { productId: 'vanishes', date: skiDay(5), quantity: 1 })).json().data.added[0];
    await v.post('/api/checkout/address', address);
    const cartId = (await v.get('/api/cart')).json().data.cartId;
    const token = (await v.post('/api/checkout/payment', card('4242424242424242'))).json().data.token;
    const refused = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe('Product vanishes is no longer available and has been removed from your order.');
    expect(refused.json().data).toEqual({ removedItemId: gone.id });
    expect(await handle.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
    const cart = (await v.get('/api/cart')).json().data;
    expect(cart.items.map((i: { productId: string }) => i.productId)).toEqual(['plain-usd']);
    const done = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    const [order] = await handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(order.subtotal).toBe(10000);
  });

  test("a stay's taxes and fees are shown apart as LodgingTaxesAndFees and charged exactly as quoted, a promo code aside", async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/testline', { productId: 'stay-with-fees', date: skiDay(20), quantity: 2 });
    await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: skiDay(20), quantity: 1 });
    expect((await v.post('/api/checkout/promo/EARLYBIRD')).statusCode).toBe(200);
    const cart = (await v.get('/api/cart')).json().data;
    expect(cart.Price.LodgingTaxesAndFees).toEqual([
      {
        LocationName: 'Alpenglow Lodge',
        TaxAndFeeList: [
          { Name: 'Lodging tax', Amount: 6272, AmountFormatted: '$62.72' },
          { Name: 'Resort fee', Amount: 1810, AmountFormatted: '$18.10' },
        ],
      },
    ]);
    // Only the other line's tax is an IncrementalProductTax.
    expect(cart.Price.IncrementalProductTaxes.map((t: { ShortTitle: string }) => t.ShortTitle)).toEqual(['Product plain-usd tax']);
    const plainTax = cart.Price.IncrementalProductTaxes[0].Amount;
    expect(cart.tax).toBe(6272 + 1810 + plainTax);
    expect(cart.total).toBe(cart.subtotal - cart.discount + cart.tax);

    await v.post('/api/checkout/address', address);
    const token = (await v.post('/api/checkout/payment', card('4242424242424242'))).json().data.token;
    const done = (await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true })).json().data;
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, done.orderId));
    expect(order.total).toBe(cart.total);
    const charged = await handle.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.orderId, done.orderId));
    expect(charged[0].amount).toBe(cart.total);
    const confirmation = await v.get(`/api/checkout/orders/${done.orderNumber}`);
    expect(confirmation.body).toMatch(/"success":true/);
    expect(confirmation.json().data.tax).toBe(cart.tax);
  });

  test('the order tax is the sum of the line taxes', async () => {
    const v = await readyToPay(3);
    const cart = (await v.get('/api/cart')).json().data;
    const token = (await v.post('/api/checkout/payment', card('5555555555554444'))).json().data.token;
    const done = (await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true })).json().data;
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, done.orderId));
    expect(order.tax).toBe(cart.tax);
    expect(order.total).toBe(cart.subtotal + cart.tax);
    expect(await handle.db.select().from(cartItems).where(eq(cartItems.cartId, cart.cartId))).toHaveLength(1);
  });

  test('a guest cart follows its buyer into a new account, and the account sees its orders newest first', async () => {
    const v = await readyToPay(1);
    const cartId = (await v.get('/api/cart')).json().data.cartId;
    const created = await v.post('/api/account/create', {
      email: `skier-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Powder-Day-2026!',
      firstName: 'Avery',
      lastName: 'Lane',
      dateOfBirth: '03/14/1990',
    });
    expect(created.statusCode).toBe(200);
    const userId = created.json().data.user.id;
    expect((await v.get('/api/cart')).json().data.cartId).toBe(cartId);
    const [cartRow] = await handle.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cartRow.userId).toBe(userId);

    const token = (await v.post('/api/checkout/payment', card('4242424242424242'))).json().data.token;
    const first = (await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true })).json().data;
    await v.post('/api/cart/add/liftaccess', adultTicket(1, 12));
    const itemId = (await v.get('/api/cart')).json().data.items[0].id;
    await v.post('/api/cart/assign-traveler', { itemId, unitIndex: 0, firstName: 'Avery', lastName: 'Second', dateOfBirth: '1990-03-14' });
    await agreeToRelease(v, itemId);
    await v.post('/api/checkout/address', address);
    const token2 = (await v.post('/api/checkout/payment', card('4242424242424242'))).json().data.token;
    const second = (await v.post('/api/checkout/complete', { paymentToken: token2, acceptTerms: true })).json().data;
    expect(second.orderNumber).not.toBe(first.orderNumber);

    const history = await v.get('/api/checkout/orders');
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((o: { number: string }) => o.number)).toEqual([second.orderNumber, first.orderNumber]);
    expect(history.json().data[1].items[0]).toEqual(
      expect.objectContaining({ title: expect.stringContaining('Lift Ticket'), quantity: expect.any(Number) }),
    );
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(order.userId).toBe(userId);
  });

  test('order history is for signed-in buyers only (401 for guests)', async () => {
    const v = await newVisitor(app);
    const res = await v.get('/api/checkout/orders');
    expect(res.statusCode).toBe(401);
  });

  test('guest checkout takes an email', async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/liftaccess', adultTicket());
    const res = await v.post('/api/checkout/guest', { email: 'guest@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: 'guest@example.com' });
    expect((await v.post('/api/checkout/guest', { email: 'not-an-email' })).statusCode).toBe(400);
  });
});
