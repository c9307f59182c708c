import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import type { DatabaseHandle } from '@resort/shared/server';
import { describeRaces, newVisitor, testBillingAddress, testCard, type Visitor } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { cartItems, carts, orderItems, orders, payments, testGatewayCharges } from '../server/schema';
import { createFakeLine } from './fake-line';

// Two API processes over one PostgreSQL database, stood in for by two app instances with their
// own connection pools; and a real process killed in the middle of a completion.
jest.setTimeout(120_000);

const ROUNDS = 12;
const day = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));
const address = testBillingAddress;
const goodCard = testCard;

/** The same browser (cookie, token, address) talking to another API instance. */
function sameBrowserOn(app: FastifyInstance, v: Visitor) {
  const headers = () => ({ cookie: v.cookie, 'content-type': 'application/json', RequestVerificationToken: v.token });
  return {
    post: (url: string, body: unknown = {}): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url, remoteAddress: v.ip, headers: headers(), payload: JSON.stringify(body) }),
  };
}

describeRaces('cart races across two API instances on postgres', [line], ({ first, second }) => {
  let handle: DatabaseHandle;
  let url: string;
  const fake = createFakeLine();

  beforeAll(() => {
    handle = first.handle;
    first.catalog.register(fake.provider);
    url = String((handle.pool as unknown as { options: { connectionString: string } }).options.connectionString);
    // The second instance: its own pool, sessions, catalog and platform, the same database.
    second.catalog.register(fake.provider);
  });

  async function readyBuyer(daysAhead: number) {
    const v = await newVisitor(first.app);
    const itemIds: string[] = [];
    for (const productId of ['plain-usd', 'half-cent-tax']) {
      const res = await v.post('/api/cart/add/testline', { productId, date: day(daysAhead), quantity: 1 });
      expect(res.statusCode).toBe(200);
      itemIds.push(res.json().data.added[0].id);
    }
    await v.post('/api/checkout/address', address);
    const token = (await v.post('/api/checkout/payment', goodCard)).json().data.token as string;
    const cartId = (await v.get('/api/cart')).json().data.cartId as string;
    return { v, itemIds, token, cartId };
  }

  test('a remove racing a completion never yields an order containing the removed line', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const { v, itemIds, token, cartId } = await readyBuyer(5 + round);
      const [done, removed] = await Promise.all([
        v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true }),
        sameBrowserOn(second.app, v).post(`/api/cart/remove/${itemIds[0]}`),
      ]);
      expect(done.statusCode).toBe(200);
      expect([200, 404, 409]).toContain(removed.statusCode);
      const [order] = await handle.db.select().from(orders).where(eq(orders.cartId, cartId));
      const lines = (await handle.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).map((l) => l.cartItemId);
      if (removed.statusCode === 200) {
        expect(lines).toEqual([itemIds[1]]);
        outcomes.add('removed first');
      } else {
        expect(lines.sort()).toEqual([...itemIds].sort());
        outcomes.add('completed first');
      }
      expect(order.status).toBe('paid');
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  test('two adds of different currencies racing never leave a mixed cart', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const v = await newVisitor(first.app);
      // A cart that exists and is empty: the first item decides its currency.
      const seed = await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: day(30), quantity: 1 });
      await v.post(`/api/cart/remove/${seed.json().data.added[0].id}`);
      const cartId = seed.json().data.cart.cartId as string;
      const [usd, cad] = await Promise.all([
        v.post('/api/cart/add/testline', { productId: 'plain-usd', date: day(31), quantity: 1 }),
        sameBrowserOn(second.app, v).post('/api/cart/add/testline', { productId: 'plain-cad', date: day(31), quantity: 1 }),
      ]);
      expect([usd.statusCode, cad.statusCode].sort()).toEqual([200, 400]);
      const items = await handle.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
      expect(items).toHaveLength(1);
      expect(new Set(items.map((i) => i.quote.currency)).size).toBe(1);
    }
  });

  test('a process killed between charge and mark-paid leaves an order that start-up settles, with exactly one charge', async () => {
    const { v, token, cartId } = await readyBuyer(60);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures', 'crash-during-charge.ts')], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, DATABASE_URL: url, CART_ID: cartId, PAYMENT_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const charged = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the child never charged: ${stderr}`)), 60_000);
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /CHARGED (\S+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.on('exit', () => {
        clearTimeout(timer);
        reject(new Error(`the child exited before charging: ${stderr}`));
      });
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    // Left behind: a pending order whose charge went through, its cart locked for the payment.
    const [pending] = await handle.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(pending.status).toBe('pending');
    const [attempt] = await handle.db.select().from(payments).where(eq(payments.orderId, pending.id));
    expect(attempt).toMatchObject({ status: 'pending', idempotencyKey: charged });
    expect((await handle.db.select().from(carts).where(eq(carts.id, cartId)))[0].orderId).toBe(pending.id);

    await line.onStart(handle.db);

    const [settled] = await handle.db.select().from(orders).where(eq(orders.id, pending.id));
    expect(settled.status).toBe('paid');
    const charges = await handle.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.orderId, pending.id));
    expect(charges).toHaveLength(1);
    expect((await handle.db.select().from(payments).where(eq(payments.orderId, pending.id)))[0].status).toBe('captured');
    expect((await handle.db.select().from(carts).where(eq(carts.id, cartId)))[0].status).toBe('ordered');
    // The buyer's submit again: the same order, no second charge.
    const repeat = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.orderId).toBe(pending.id);
    expect(await handle.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.orderId, pending.id))).toHaveLength(1);
  });
});
