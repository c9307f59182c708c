import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { runJobOnce, type DatabaseHandle } from '@resort/shared/server';
import { newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '../server/plugin';
import type { ChargeRequest, PaymentGateway } from '../server/services/payment-gateway';
import { CHECKOUT_IN_PROGRESS } from '../server/services/cart';
import { PAYMENT_NOT_TAKEN, PAYMENT_UNCONFIRMED } from '../server/services/checkout';
import { cartItems, carts, orderItems, orders, payments, testGatewayCharges } from '../server/schema';
import { createTestGateway } from '../server/services/test-gateway';
import { createFakeLine } from './fake-line';

jest.setTimeout(60_000);

const day = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));
const address = testBillingAddress;
const goodCard = testCard;

/**
 * The test gateway with faults on demand: the connection lost after or before the charge was
 * taken, an unreachable lookup, or a charge held at a gate until the test lets it go.
 */
function faultyGateway() {
  let inner: PaymentGateway | null = null;
  const state = {
    fault: 'none' as 'none' | 'lost-after-charge' | 'lost-before-charge',
    lookupUnreachable: false,
    /** Called as the charge starts, with the database still reachable. */
    onCharge: null as null | ((request: ChargeRequest) => Promise<void>),
  };
  const use = () => {
    if (!inner) throw new Error('gateway not bound to a database');
    return inner;
  };
  const gateway: PaymentGateway = {
    mode: 'test',
    tokenize: (card, now) => use().tokenize(card, now),
    async charge(request) {
      await state.onCharge?.(request);
      if (state.fault === 'lost-before-charge') throw new Error('connect ETIMEDOUT');
      const charged = await use().charge(request);
      if (state.fault === 'lost-after-charge') throw new Error('socket hang up');
      return charged;
    },
    refund: (request) => use().refund(request),
    lookup: async (key) => {
      if (state.lookupUnreachable) throw new Error('getaddrinfo EAI_AGAIN');
      return use().lookup(key);
    },
  };
  return { gateway, state, bind: (db: DatabaseHandle['db']) => (inner = createTestGateway(db)) };
}

describe.each(testBackends())('payments on %s', (backend) => {
  const faulty = faultyGateway();
  // Attempts are due for settlement at once, as if their lease had run out.
  const cartLine = createCartLine({ gateway: faulty.gateway, chargeLeaseSeconds: 0 });
  const fake = createFakeLine();
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  const testApp = useLines(backend, [cartLine]);
  beforeAll(() => {
    ({ app, handle } = testApp);
    testApp.catalog.register(fake.provider);
    faulty.bind(handle.db);
  });

  afterEach(() => {
    Object.assign(faulty.state, { fault: 'none', lookupUnreachable: false, onCharge: null });
  });

  /** A buyer with two items, an address and a card: ready to complete. */
  async function readyBuyer(): Promise<{ v: Visitor; cartId: string; token: string; itemIds: string[]; holds: string[] }> {
    const v = await newVisitor(app);
    const itemIds: string[] = [];
    for (const [productId, daysAhead] of [
      ['plain-usd', 5],
      ['half-cent-tax', 6],
    ] as const) {
      const res = await v.post('/api/cart/add/testline', { productId, date: day(daysAhead), quantity: 1 });
      expect(res.statusCode).toBe(200);
      itemIds.push(res.json().data.added[0].id);
    }
    expect((await v.post('/api/checkout/address', address)).statusCode).toBe(200);
    const token = (await v.post('/api/checkout/payment', goodCard)).json().data.token;
    const cartId = (await v.get('/api/cart')).json().data.cartId;
    const holds = (await handle.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).map((i) => i.holdId);
    return { v, cartId, token, itemIds, holds };
  }

  const complete = (v: Visitor, token: string) => v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
  const ordersOf = (cartId: string) => handle.db.select().from(orders).where(eq(orders.cartId, cartId));
  const chargesOf = (orderId: string) => handle.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.orderId, orderId));
  const cartRow = async (cartId: string) => (await handle.db.select().from(carts).where(eq(carts.id, cartId)))[0];

  test('the order is pending with its holds sold and its attempt key stored before the card is charged, outside any transaction', async () => {
    const { v, cartId, token, holds } = await readyBuyer();
    const seen: Record<string, unknown> = {};
    faulty.state.onCharge = async (request) => {
      // Read through the app's own database handle: inside a transaction that still held the
      // cart's lock, these reads would not see the order (PostgreSQL) or would wait (PGlite).
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, request.orderId));
      const [attempt] = await handle.db.select().from(payments).where(eq(payments.idempotencyKey, request.idempotencyKey));
      seen.order = order?.status;
      seen.attempt = attempt?.status;
      seen.cartOrder = (await cartRow(cartId)).orderId === request.orderId;
      seen.sold = holds.map((h) => fake.sold.get(h) === request.orderId);
    };
    const res = await complete(v, token);
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual({ order: 'pending', attempt: 'pending', cartOrder: true, sold: [true, true] });
    const [order] = await ordersOf(cartId);
    expect(order.status).toBe('paid');
    expect((await cartRow(cartId)).status).toBe('ordered');
    const [attempt] = await handle.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt.status).toBe('captured');
    expect(await chargesOf(order.id)).toHaveLength(1);
  });

  test('while a charge is in flight, add and remove are refused and a second submit waits for the same order, charged once', async () => {
    const { v, cartId, token, itemIds } = await readyBuyer();
    let reached!: () => void;
    const charging = new Promise<void>((resolve) => (reached = resolve));
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    faulty.state.onCharge = async () => {
      reached();
      await gate;
    };
    const first = complete(v, token);
    await charging;
    const remove = await v.post(`/api/cart/remove/${itemIds[0]}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().Message).toBe(CHECKOUT_IN_PROGRESS);
    const add = await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: day(7), quantity: 1 });
    expect(add.statusCode).toBe(409);
    const second = complete(v, token);
    letGo();
    const [a, b] = await Promise.all([first, second]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().data).toEqual(a.json().data);
    const [order] = await ordersOf(cartId);
    const lines = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((l) => l.cartItemId).sort()).toEqual([...itemIds].sort());
    expect(await chargesOf(order.id)).toHaveLength(1);
  });

  test('the gateway failing after taking the money: the store asks with the key, and the order is paid once', async () => {
    const { v, cartId, token } = await readyBuyer();
    faulty.state.fault = 'lost-after-charge';
    const res = await complete(v, token);
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(cartId);
    expect(order.status).toBe('paid');
    expect(await chargesOf(order.id)).toHaveLength(1);
  });

  test('the gateway failing before taking the money: nothing charged, the places go back to the cart, and the buyer can pay again', async () => {
    const { v, cartId, token, holds } = await readyBuyer();
    faulty.state.fault = 'lost-before-charge';
    const res = await complete(v, token);
    expect(res.statusCode).toBe(503);
    expect(res.json().Message).toBe(PAYMENT_NOT_TAKEN);
    const [failed] = await ordersOf(cartId);
    expect(failed.status).toBe('failed');
    expect(await chargesOf(failed.id)).toEqual([]);
    expect(fake.reverted).toEqual(expect.arrayContaining(holds));
    expect(await cartRow(cartId)).toMatchObject({ status: 'open', orderId: null });
    faulty.state.fault = 'none';
    const again = await complete(v, token);
    expect(again.statusCode).toBe(200);
    expect(holds.every((h) => fake.sold.get(h) === again.json().data.orderId)).toBe(true);
  });

  test('start-up settles a pending order the gateway did charge: paid, with exactly one charge', async () => {
    const { v, cartId, token, itemIds } = await readyBuyer();
    faulty.state.fault = 'lost-after-charge';
    faulty.state.lookupUnreachable = true;
    const res = await complete(v, token);
    expect(res.statusCode).toBe(503);
    expect(res.json().Message).toBe(PAYMENT_UNCONFIRMED);
    const [pending] = await ordersOf(cartId);
    expect(pending.status).toBe('pending');
    expect((await v.post(`/api/cart/remove/${itemIds[0]}`)).statusCode).toBe(409);

    faulty.state.lookupUnreachable = false;
    await cartLine.onStart(handle.db);
    const [settled] = await ordersOf(cartId);
    expect(settled.status).toBe('paid');
    expect(await chargesOf(settled.id)).toHaveLength(1);
    expect((await cartRow(cartId)).status).toBe('ordered');
    const [attempt] = await handle.db.select().from(payments).where(eq(payments.orderId, settled.id));
    expect(attempt.status).toBe('captured');
    // The buyer's repeated submit now gets that order, and nothing is charged again.
    faulty.state.fault = 'none';
    const repeat = await complete(v, token);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.orderId).toBe(settled.id);
    expect(await chargesOf(settled.id)).toHaveLength(1);
  });

  test('start-up settles a pending order the gateway never charged: the places go back to the cart and the order fails', async () => {
    const { v, cartId, token, holds } = await readyBuyer();
    faulty.state.fault = 'lost-before-charge';
    faulty.state.lookupUnreachable = true;
    expect((await complete(v, token)).statusCode).toBe(503);
    faulty.state.lookupUnreachable = false;
    await cartLine.onStart(handle.db);
    const [settled] = await ordersOf(cartId);
    expect(settled.status).toBe('failed');
    expect(fake.reverted).toEqual(expect.arrayContaining(holds));
    expect(await cartRow(cartId)).toMatchObject({ status: 'open', orderId: null });
    expect((await v.get('/api/cart')).json().data.items).toHaveLength(2);
  });

  test('an attempt still within its lease (another process may be charging it) is left alone by the settlement', async () => {
    const { v, cartId, token } = await readyBuyer();
    faulty.state.fault = 'lost-before-charge';
    faulty.state.lookupUnreachable = true;
    expect((await complete(v, token)).statusCode).toBe(503);
    faulty.state.lookupUnreachable = false;
    const [pending] = await ordersOf(cartId);
    await handle.db.update(payments).set({ settleAfter: sql`now() + interval '5 minutes'` }).where(eq(payments.orderId, pending.id));
    await cartLine.onStart(handle.db);
    expect((await ordersOf(cartId))[0].status).toBe('pending');
    await handle.db.update(payments).set({ settleAfter: sql`now()` }).where(eq(payments.orderId, pending.id));
    await cartLine.onStart(handle.db);
    expect((await ordersOf(cartId))[0].status).toBe('failed');
  });

  test('the settlement job settles what is due, like start-up', async () => {
    const { v, cartId, token } = await readyBuyer();
    faulty.state.fault = 'lost-after-charge';
    faulty.state.lookupUnreachable = true;
    expect((await complete(v, token)).statusCode).toBe(503);
    faulty.state.lookupUnreachable = false;
    const job = cartLine.jobs.find((j) => j.name === 'checkout-settle-payments');
    if (!job) throw new Error('no settlement job');
    expect(await runJobOnce(handle, job)).toBe(true);
    expect((await ordersOf(cartId))[0].status).toBe('paid');
  });
});
