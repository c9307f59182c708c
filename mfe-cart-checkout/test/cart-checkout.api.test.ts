import type { FastifyInstance } from 'fastify';
import { count, eq, sql } from 'drizzle-orm';
import { lineTax } from '@resort/shared';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import type { DatabaseHandle } from '@resort/shared/server';
import {
  newVisitor,
  startTestApp,
  testBackends,
  testBillingAddress,
  testCard,
  type TestApp,
  type Visitor,
} from '@resort/shared/server/testing';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { line as account } from '@resort/mfe-account/server';
import { line as liftAccess } from '@resort/mfe-lift-access/server';
import { line } from '../server/plugin';
import { cartItems, carts, orders, payments, testGatewayCharges } from '../server/schema';
import { createFakeLine } from './fake-line';

// Seeding the lift line's ~150 days of prices and capacity takes a while on a busy machine.
jest.setTimeout(120_000);

const PRODUCT_CANNOT_BE_ADDED = 'Product cannot be added to cart';
const skiDay = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));
const adultTicket = (quantity = 1, daysAhead = 10) => ({
  productId: 'summit-peak-1day',
  date: skiDay(daysAhead),
  quantity,
  options: { ageCategory: 'adult' },
});
const address = testBillingAddress;
const card = (cardNumber: string) => ({ ...testCard, cardNumber });

describe.each(testBackends())('cart and checkout API on %s', (backend) => {
  let testApp: TestApp;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const fake = createFakeLine();

  beforeAll(async () => {
    testApp = await startTestApp(backend, [account, liftAccess, line], createSessionStore);
    ({ app, handle } = testApp);
    testApp.catalog.register(fake.provider);
  });

  afterAll(async () => {
    await testApp?.close();
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

  test('a new visitor has an empty cart summary and an empty cart', async () => {
    const v = await newVisitor(app);
    const summary = await v.get('/api/cart/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toEqual({ CartCount: 0, cartId: null, cartUrl: '/cart' });
    const cart = await v.get('/api/cart');
    expect(cart.json().data.items).toEqual([]);
    expect(cart.json().data.total).toBe(0);
  });

  test('adding lift tickets quotes, holds and returns the dialog view of the added item', async () => {
    const v = await newVisitor(app);
    const res = await v.post('/api/cart/add/liftaccess', adultTicket(2));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.cart).toEqual({ cartId: expect.any(String), cartCount: 2, cartUrl: '/cart' });
    expect(data.added).toHaveLength(1);
    expect(data.added[0]).toMatchObject({ sku: expect.any(String), description: expect.any(String), duration: '1 day', quantity: 2 });
    expect(data.added[0].date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const summary = (await v.get('/api/cart/summary')).json().data;
    expect(summary).toEqual({ CartCount: 2, cartId: data.cart.cartId, cartUrl: '/cart' });
  });

  test('the cart shows prices, per-line tax and the total in the spec price shape', async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/liftaccess', adultTicket(2));
    await v.post('/api/cart/add/liftaccess', adultTicket(1, 11));
    const cart = (await v.get('/api/cart')).json().data;
    expect(cart.items).toHaveLength(2);
    const expectedTax = cart.items.reduce(
      (s: number, i: { unitPrice: number; quantity: number }) => s + lineTax(i.unitPrice * i.quantity, 890),
      0,
    );
    expect(cart.subtotal).toBe(cart.items[0].unitPrice * 2 + cart.items[1].unitPrice);
    expect(cart.tax).toBe(expectedTax);
    expect(cart.total).toBe(cart.subtotal + cart.tax);
    expect(cart.CartCount).toBe(3);
    expect(cart.Price.IsUSD).toBe(true);
    expect(cart.Price.LocationCurrency).toBe('USD');
    expect(cart.Price.IncrementalProductTaxes).toHaveLength(2);
    expect(cart.Price.Total.AmountFormatted).toBe(cart.totalFormatted);
    expect(cart.totalFormatted).toMatch(/^\$[\d,]+\.\d{2}$/);
  });

  test('tax is rounded half up per line and the order tax is the sum of line taxes', async () => {
    const v = await newVisitor(app);
    // 12.50 at 1% is 0.125 on each line: 0.13 per line, 0.26 in all (not 0.25 on the total).
    await v.post('/api/cart/add/testline', { productId: 'half-cent-tax', date: skiDay(5), quantity: 1 });
    await v.post('/api/cart/add/testline', { productId: 'half-cent-tax', date: skiDay(6), quantity: 1 });
    const cart = (await v.get('/api/cart')).json().data;
    expect(cart.items.map((i: { tax: number }) => i.tax)).toEqual([13, 13]);
    expect(cart.tax).toBe(26);
    expect(cart.total).toBe(2526);
  });

  test('"add to cart for lift tickets" and "add to cart for passes" are routes of their own, filed with the lift line', async () => {
    const v = await newVisitor(app);
    const ticket = await v.post('/api/cart/add/lift-tickets', adultTicket(1, 11));
    expect(ticket.statusCode).toBe(200);
    const pass = await v.post('/api/cart/add/passes', adultTicket(1, 12));
    expect(pass.statusCode).toBe(200);
    const cart = (await v.get('/api/cart')).json().data;
    expect(cart.CartCount).toBe(2);
    expect(cart.items.map((i: { line: string }) => i.line)).toEqual(['liftaccess', 'liftaccess']);
    // A call the spec names whose line this store does not run: nothing to add it to.
    const lessons = await v.post('/api/cart/add/lessons', adultTicket());
    expect(lessons.statusCode).toBe(404);
    expect(lessons.json().Message).toBe(PRODUCT_CANNOT_BE_ADDED);
  });

  test("an unknown line or product is refused with 'Product cannot be added to cart'", async () => {
    const v = await newVisitor(app);
    const unknownLine = await v.post('/api/cart/add/nosuchline', adultTicket());
    expect(unknownLine.statusCode).toBe(404);
    expect(unknownLine.json().Message).toBe(PRODUCT_CANNOT_BE_ADDED);
    const unknownProduct = await v.post('/api/cart/add/liftaccess', { ...adultTicket(), productId: 'nowhere-1day' });
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json().Message).toBe(PRODUCT_CANNOT_BE_ADDED);
    const pastDay = await v.post('/api/cart/add/liftaccess', { ...adultTicket(), date: skiDay(-3) });
    expect(pastDay.json().Message).toBe(PRODUCT_CANNOT_BE_ADDED);
    expect((await v.get('/api/cart/summary')).json().data.CartCount).toBe(0);
  });

  test("the line's 'Sold Out' passes through, whether the hold or the quote finds the places gone", async () => {
    const v = await newVisitor(app);
    for (const productId of ['sold-out', 'quoted-sold-out']) {
      const res = await v.post('/api/cart/add/testline', { productId, date: skiDay(5), quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().Message).toBe('Sold Out');
    }
  });

  test("a cart mixing currencies is refused with 'Product cannot be added to cart'", async () => {
    const v = await newVisitor(app);
    expect((await v.post('/api/cart/add/liftaccess', adultTicket())).statusCode).toBe(200);
    const cad = await v.post('/api/cart/add/liftaccess', {
      productId: 'coast-range-1day',
      date: toIsoDate(resortToday('America/Vancouver').plus({ days: 10 })),
      quantity: 1,
      options: { ageCategory: 'adult' },
    });
    expect(cad.statusCode).toBe(400);
    expect(cad.json().Message).toBe(PRODUCT_CANNOT_BE_ADDED);
    expect((await v.get('/api/cart')).json().data.items).toHaveLength(1);
  });

  test('removing an item releases its hold and updates the totals', async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: skiDay(5), quantity: 1 });
    const second = (await v.post('/api/cart/add/testline', { productId: 'half-cent-tax', date: skiDay(5), quantity: 1 })).json().data
      .added[0];
    const releasedBefore = fake.released.length;
    const removed = await v.post(`/api/cart/remove/${second.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items).toHaveLength(1);
    expect(removed.json().data.subtotal).toBe(10000);
    expect(fake.released.length).toBe(releasedBefore + 1);
    const again = await v.post(`/api/cart/remove/${second.id}`);
    expect(again.statusCode).toBe(404);
  });

  test("assigning a traveler checks 'DOB exceeds the maximum age', 'DOB does not meet the minimum age' and 'Required Field'", async () => {
    const v = await newVisitor(app);
    const itemId = (await v.post('/api/cart/add/liftaccess', adultTicket(1))).json().data.added[0].id;
    const assign = (dateOfBirth: string, firstName = 'Avery') =>
      v.post('/api/cart/assign-traveler', { itemId, unitIndex: 0, firstName, lastName: 'Lane', dateOfBirth });
    const tooYoung = await assign('06/01/2015');
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().Message).toBe('DOB does not meet the minimum age');
    const tooOld = await assign('1940-01-01');
    expect(tooOld.json().Message).toBe('DOB exceeds the maximum age');
    const noDob = await assign('');
    expect(noDob.json().Message).toBe('Required Field');
    expect(noDob.json().data).toEqual({ field: 'dateOfBirth' });
    const noName = await assign('03/14/1990', '  ');
    expect(noName.json().Message).toBe('Required Field');
    expect(noName.json().data).toEqual({ field: 'firstName' });
    const okay = await assign('03/14/1990');
    expect(okay.statusCode).toBe(200);
    expect(okay.json().data).toMatchObject({ dateOfBirth: '1990-03-14', firstName: 'Avery' });
    const unit = (await v.get('/api/cart')).json().data.items[0].units[0];
    expect(unit.assignee).toEqual({ firstName: 'Avery', lastName: 'Lane', dateOfBirth: '1990-03-14' });
  });

  test('promo codes: EARLYBIRD takes 10% off before tax, an unknown code is refused', async () => {
    const v = await newVisitor(app);
    await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: skiDay(5), quantity: 1 });
    const bad = await v.post('/api/checkout/promo/NOPE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('The promo code you submitted is invalid. Please enter a valid promo code.');
    const good = await v.post('/api/checkout/promo/earlybird');
    expect(good.statusCode).toBe(200);
    const cart = good.json().data;
    expect(cart.promoCode).toBe('EARLYBIRD');
    expect(cart.discount).toBe(1000);
    expect(cart.tax).toBe(lineTax(9000, 890));
    expect(cart.total).toBe(9000 + lineTax(9000, 890));
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

  test('every POST without the request-verification token is refused with 403', async () => {
    const v = await newVisitor(app);
    const posts = [
      '/api/cart/add/liftaccess',
      '/api/cart/remove/00000000-0000-0000-0000-000000000000',
      '/api/cart/assign-traveler',
      '/api/checkout/promo/EARLYBIRD',
      '/api/checkout/promo-remove',
      '/api/checkout/guest',
      '/api/checkout/address',
      '/api/checkout/payment',
      '/api/checkout/complete',
    ];
    for (const url of posts) {
      const res = await v.postWithoutToken(url, {});
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });

  test('malformed bodies are refused with 400, never 500', async () => {
    const v = await newVisitor(app);
    const cases: [string, unknown][] = [
      ['/api/cart/add/liftaccess', {}],
      ['/api/cart/add/liftaccess', { ...adultTicket(), quantity: 0 }],
      ['/api/cart/add/liftaccess', { ...adultTicket(), quantity: 21 }],
      ['/api/cart/add/liftaccess', { ...adultTicket(), date: '12/01/2026' }],
      ['/api/cart/add/liftaccess', { ...adultTicket(), options: 'adult' }],
      ['/api/cart/assign-traveler', { itemId: 'x', unitIndex: -1, firstName: 'A', lastName: 'B', dateOfBirth: '01/01/1990' }],
      ['/api/cart/assign-traveler', { itemId: 'x' }],
      ['/api/checkout/guest', { email: 42 }],
      ['/api/checkout/address', { firstName: 'A' }],
      ['/api/checkout/payment', { cardNumber: 'abcd', expMonth: 13, expYear: 2030, cvc: '1', nameOnCard: 'A' }],
      ['/api/checkout/complete', { paymentToken: '', acceptTerms: 'yes' }],
    ];
    for (const [url, body] of cases) {
      const res = await v.post(url, body);
      expect([url, JSON.stringify(body), res.statusCode]).toEqual([url, JSON.stringify(body), 400]);
      expect(res.json().success).toBe(false);
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/cart/add/liftaccess',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 403]).toContain(notJson.statusCode);
  });
});
