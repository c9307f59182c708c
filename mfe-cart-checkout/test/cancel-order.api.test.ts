import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import type { DatabaseHandle } from '@resort/shared/server';
import { newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { orderItems, orders, payments } from '../server/schema';
import { ORDER_NOT_CANCELLABLE } from '../server/services/orders';
import { createFakeLine } from './fake-line';

jest.setTimeout(60_000);

const day = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));
const address = testBillingAddress;
const goodCard = testCard;
const password = 'Powder-Day-2026!';
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

describe.each(testBackends())('cancel order and emails on %s', (backend) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const fake = createFakeLine();

  const testApp = useLines(backend, [line]);
  beforeAll(() => {
    ({ app, handle } = testApp);
    testApp.catalog.register(fake.provider);
  });

  async function signUp(v: Visitor, who: string) {
    const email = uniqueEmail(who);
    const res = await v.post('/api/account/create', { email, password, firstName: who, lastName: 'Lane', dateOfBirth: '03/14/1990' });
    expect(res.statusCode).toBe(200);
    return email;
  }

  /** A paid order of one fake item `daysAhead` days out; returns its number. */
  async function buy(v: Visitor, daysAhead = 5): Promise<string> {
    expect((await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: day(daysAhead), quantity: 1 })).statusCode).toBe(200);
    expect((await v.post('/api/checkout/address', address)).statusCode).toBe(200);
    const token = (await v.post('/api/checkout/payment', goodCard)).json().data.token;
    const done = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    return done.json().data.orderNumber;
  }

  const mailTo = async (email: string) =>
    (await handle.db.execute(sql`select subject, body from account.outbox where recipient = ${email} order by created_at`)) as unknown as {
      rows?: { subject: string; body: string }[];
    };
  const subjects = async (email: string) => {
    const res = await mailTo(email);
    const rows = (res.rows ?? (res as unknown as { subject: string }[])) as { subject: string }[];
    return rows.map((r) => r.subject);
  };

  test('completing an order emails the receipt through the account mailer', async () => {
    const v = await newVisitor(app);
    const email = await signUp(v, 'receipt');
    const number = await buy(v);
    // A signed-in buyer's order is sent to their account's email.
    expect(await subjects(email)).toContain(`Your order ${number}`);
    // The order page says it may still be cancelled.
    const order = (await v.get(`/api/checkout/orders/${number}`)).json().data;
    expect(order).toMatchObject({ status: 'paid', cancellable: true, cancelledAt: null });
    // No pass holder credit: the card paid the whole total.
    expect(order).toMatchObject({ creditApplied: 0, creditAppliedFormatted: '$0.00' });
    expect(order.payment).toMatchObject({ amount: order.total, amountFormatted: order.totalFormatted });
  });

  test('the owner cancels a paid order before its first day: refunded, places given back, status cancelled, emailed', async () => {
    const v = await newVisitor(app);
    const email = await signUp(v, 'canceller');
    const number = await buy(v);
    const [order] = await handle.db.select().from(orders).where(eq(orders.number, number));
    const [item] = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const before = await subjects(email);

    const cancelled = await v.post(`/api/checkout/orders/${number}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ orderNumber: number, status: 'cancelled', cancellable: false });
    expect(cancelled.json().data.cancelledAt).toEqual(expect.any(String));
    expect(fake.reverted).toContain(item.holdId);
    expect(fake.released).toContain(item.holdId);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment.status).toBe('refunded');
    expect(payment.gatewayRefundId).toMatch(/^re_test_/);
    const after = await subjects(email);
    expect(after.filter((s) => s === `Your order ${number} is cancelled`)).toHaveLength(1);
    expect(after.length).toBe(before.length + 1);

    // Cancelling again answers the cancelled order and sends nothing more.
    const again = await v.post(`/api/checkout/orders/${number}/cancel`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('cancelled');
    expect((await subjects(email)).length).toBe(after.length);
    // The account's history shows it cancelled.
    const history = (await v.get('/api/checkout/orders')).json().data;
    expect(history.find((o: { number: string }) => o.number === number).status).toBe('cancelled');
  });

  test("another account's order is not found, a guest must sign in, and an order whose first day has come cannot be cancelled", async () => {
    const owner = await newVisitor(app);
    await signUp(owner, 'owner');
    const number = await buy(owner);

    const stranger = await newVisitor(app);
    await signUp(stranger, 'stranger');
    expect((await stranger.post(`/api/checkout/orders/${number}/cancel`, {})).statusCode).toBe(404);
    const guest = await newVisitor(app);
    expect((await guest.post(`/api/checkout/orders/${number}/cancel`, {})).statusCode).toBe(401);

    const [order] = await handle.db.select().from(orders).where(eq(orders.number, number));
    await handle.db.update(orderItems).set({ date: sql`current_date` }).where(eq(orderItems.orderId, order.id));
    expect((await owner.get(`/api/checkout/orders/${number}`)).json().data.cancellable).toBe(false);
    const refused = await owner.post(`/api/checkout/orders/${number}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(ORDER_NOT_CANCELLABLE);
    const [still] = await handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(still.status).toBe('paid');
  });

  test("a guest's order is never cancellable", async () => {
    const v = await newVisitor(app);
    const number = await buy(v);
    const order = (await v.get(`/api/checkout/orders/${number}`)).json().data;
    expect(order).toMatchObject({ status: 'paid', cancellable: false });
  });
});
