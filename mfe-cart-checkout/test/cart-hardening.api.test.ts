import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import {
  CatalogRegistry,
  LineServices,
  RATE_LIMITS,
  runJobOnce,
  type DatabaseHandle,
  type Db,
  type SessionStore,
} from '@resort/shared/server';
import { withClockBehind } from '@resort/shared/server/testing';
import { newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { CART_FULL, TOO_MANY_OF_ONE } from '../server/services/cart';
import { MIXED_CURRENCY } from '../server/services/checkout';
import { createCartLine, line } from '../server/plugin';
import { NO_REAL_GATEWAY } from '../server/services/choose-gateway';
import type { PaymentGateway } from '../server/services/payment-gateway';
import { cartItems, carts, orders } from '../server/schema';
import { createTestGateway } from '../server/services/test-gateway';
import { createFakeLine } from './fake-line';

jest.setTimeout(60_000);

const day = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));
const item = (productId = 'plain-usd', daysAhead = 5, quantity = 1, options?: Record<string, unknown>) => ({
  productId,
  date: day(daysAhead),
  quantity,
  ...(options ? { options } : {}),
});
const address = testBillingAddress;
const goodCard = testCard;
const password = 'Powder-Day-2026!';
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

describe.each(testBackends())('cart hardening on %s', (backend) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const fake = createFakeLine();
  // A line whose contract declares no options schema: the cart keeps its options flat.
  const flat = createFakeLine('flatline');
  delete (flat.provider as { options?: unknown }).options;

  const testApp = useLines(backend, [line]);
  beforeAll(() => {
    ({ app, handle } = testApp);
    testApp.catalog.register(fake.provider);
    testApp.catalog.register(flat.provider);
  });

  const cartOf = async (v: Visitor) => (await v.get('/api/cart')).json().data;

  async function signUp(v: Visitor, who: string) {
    const email = uniqueEmail(who);
    const res = await v.post('/api/account/create', { email, password, firstName: who, lastName: 'Lane', dateOfBirth: '03/14/1990' });
    expect(res.statusCode).toBe(200);
    return { email, id: res.json().data.user.id as string };
  }

  describe('bounded input', () => {
    test("a line's options are parsed by the line's own schema before any price is looked up", async () => {
      const v = await newVisitor(app);
      const quotes = fake.quoted.length;
      const huge = await v.post('/api/cart/add/testline', item('plain-usd', 5, 1, { children: 1_000_000_000 }));
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toMatchObject({ Message: 'No more than 6 children.', data: { field: 'options.children' } });
      const nested = await v.post('/api/cart/add/testline', item('plain-usd', 5, 1, { children: { a: { b: [[1], { c: 'd' }] } } }));
      expect(nested.statusCode).toBe(400);
      const unknown = await v.post('/api/cart/add/testline', item('plain-usd', 5, 1, { children: 1, spare: true }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().Message).toBe('Unknown field: spare');
      expect(fake.quoted.length).toBe(quotes);
      const fine = await v.post('/api/cart/add/testline', item('plain-usd', 5, 1, { children: 2 }));
      expect(fine.statusCode).toBe(200);
      const [row] = await handle.db.select().from(cartItems).where(eq(cartItems.id, fine.json().data.added[0].id));
      expect(row.options).toEqual({ children: 2 });
    });

    test('a line without an options schema gets flat options only: nested JSON is refused, never a crash', async () => {
      const v = await newVisitor(app);
      const nested = await v.post('/api/cart/add/flatline', item('plain-usd', 5, 1, { deep: { deeper: { deepest: [1, 2, 3] } } }));
      expect(nested.statusCode).toBe(400);
      expect(nested.json().success).toBe(false);
      const tooMany = await v.post(
        '/api/cart/add/flatline',
        item('plain-usd', 5, 1, Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]))),
      );
      expect(tooMany.statusCode).toBe(400);
      expect((await v.post('/api/cart/add/flatline', item('plain-usd', 5, 1, { size: 'M', count: 2, gift: false }))).statusCode).toBe(200);
    });

    test("an unknown line is refused with 404 'Product cannot be added to cart' and adds nothing", async () => {
      const v = await newVisitor(app);
      const res = await v.post('/api/cart/add/nosuchline', item());
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe('Product cannot be added to cart');
      const malformed = await v.post('/api/cart/add/No%20Such!', item());
      expect(malformed.statusCode).toBe(400);
      expect((await cartOf(v)).items).toEqual([]);
    });

    test('ids, dates and counts out of shape get 400 on every cart route, never 500', async () => {
      const v = await newVisitor(app);
      const cases: [string, string, unknown][] = [
        ['POST', '/api/cart/remove/not-a-uuid', {}],
        ['POST', '/api/cart/add/testline', { ...item(), date: '2026-02-30' }],
        ['POST', '/api/cart/add/testline', { ...item(), quantity: 3_000_000_000 }],
        ['POST', '/api/cart/add/testline', { ...item(), productId: 'a\u0000b' }],
        [
          'POST',
          '/api/cart/assign-traveler',
          { itemId: '00000000-0000-0000-0000-000000000000', unitIndex: 1e9, firstName: 'A', lastName: 'B', dateOfBirth: '01/01/1990' },
        ],
        ['POST', '/api/checkout/promo/%F0%9F%98%80', {}],
        ['POST', '/api/checkout/address', { ...address, line1: 'x'.repeat(10_000) }],
        ['POST', '/api/checkout/complete', { paymentToken: 'x'.repeat(201), acceptTerms: true }],
        ['GET', '/api/checkout/review?acceptTerms=maybe', undefined],
        ['GET', '/api/checkout/orders/R-%E2%80%AE', undefined],
        ['GET', '/api/cart?unexpected=1', undefined],
      ];
      for (const [method, url, body] of cases) {
        const res = method === 'GET' ? await v.get(url) : await v.post(url, body);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
        expect(res.json().success).toBe(false);
      }
    });
  });

  describe('hold caps', () => {
    test('one cart holds at most 20 units of one product-day; past that a clear 400 that is not Sold Out, and no hold is taken', async () => {
      const v = await newVisitor(app);
      expect((await v.post('/api/cart/add/testline', item('plain-usd', 7, 12))).statusCode).toBe(200);
      const quotes = fake.quoted.length;
      const releasedBefore = fake.released.length;
      const over = await v.post('/api/cart/add/testline', item('plain-usd', 7, 9));
      expect(over.statusCode).toBe(400);
      expect(over.json().Message).toBe(TOO_MANY_OF_ONE);
      expect(over.json().Message).not.toBe('Sold Out');
      // Refused before the line was asked to hold anything (the quote alone was taken).
      expect(fake.quoted.length).toBe(quotes + 1);
      expect(fake.released.length).toBe(releasedBefore);
      expect((await v.post('/api/cart/add/testline', item('plain-usd', 7, 8))).statusCode).toBe(200);
      expect((await v.post('/api/cart/add/testline', item('plain-usd', 7, 1))).json().Message).toBe(TOO_MANY_OF_ONE);
      // Another day of the same product is another product-day.
      expect((await v.post('/api/cart/add/testline', item('plain-usd', 8, 20))).statusCode).toBe(200);
      expect((await cartOf(v)).CartCount).toBe(40);
    });

    test('one cart holds at most 30 lines', async () => {
      const v = await newVisitor(app);
      for (let i = 0; i < 30; i += 1) {
        const res = await v.post('/api/cart/add/testline', item(i % 2 ? 'plain-usd' : 'half-cent-tax', 10 + i));
        expect([i, res.statusCode]).toEqual([i, 200]);
      }
      const over = await v.post('/api/cart/add/testline', item('plain-usd', 50));
      expect(over.statusCode).toBe(400);
      expect(over.json().Message).toBe(CART_FULL);
      expect((await cartOf(v)).items).toHaveLength(30);
    });
  });

  describe('abuse limits', () => {
    test('promo code guesses are limited: past the limit 429 with Retry-After and a readable message, other visitors unaffected', async () => {
      const v = await newVisitor(app);
      await v.post('/api/cart/add/testline', item());
      const max = RATE_LIMITS.promoCode.perVisitor!;
      const answers = [];
      for (let i = 0; i < max + 2; i += 1) answers.push(await v.post(`/api/checkout/promo/GUESS${i}`));
      expect(answers.map((r) => r.statusCode)).toEqual([...Array(max).fill(400), 429, 429]);
      const limited = answers[max];
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({
        success: false,
        Message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/),
      });
      expect(JSON.stringify(limited.json())).not.toMatch(/\bat .+\.(ts|js):\d+/);
      const other = await newVisitor(app);
      await other.post('/api/cart/add/testline', item());
      expect((await other.post('/api/checkout/promo/GUESS0')).statusCode).toBe(400);
    });
  });

  describe('integrity', () => {
    test('one currency per cart is checked again at completion', async () => {
      const v = await newVisitor(app);
      await v.post('/api/cart/add/testline', item('plain-usd'));
      await v.post('/api/checkout/address', address);
      const token = (await v.post('/api/checkout/payment', goodCard)).json().data.token;
      const cartId = (await cartOf(v)).cartId;
      // A CAD line that got in by some other path than add (which refuses it).
      const [usd] = await handle.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
      await handle.db
        .insert(cartItems)
        .values({ ...usd, id: undefined, productId: 'plain-cad', quote: { ...usd.quote, currency: 'CAD' }, holdId: 'hold-cad' });
      const res = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().Message).toBe(MIXED_CURRENCY);
      expect(await handle.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual([]);
      expect((await handle.db.select().from(carts).where(eq(carts.id, cartId)))[0].status).toBe('open');
    });

    test("a cart's last change is written by the database clock, not the app's", async () => {
      const v = await newVisitor(app);
      // The app's clock runs three days behind the database's. (PGlite runs in this process and
      // shares its clock, so the difference shows on PostgreSQL only.)
      await withClockBehind(3 * 86_400_000, async () => {
        expect((await v.post('/api/cart/add/testline', item())).statusCode).toBe(200);
        await v.post('/api/checkout/address', address);
        const cartId = (await cartOf(v)).cartId;
        const result = await handle.db.execute(
          sql`SELECT extract(epoch FROM now() - updated)::float AS age FROM cart.carts WHERE id = ${cartId}`,
        );
        const [{ age }] = (result as unknown as { rows: { age: number }[] }).rows;
        expect(Math.abs(age)).toBeLessThan(600);
      });
    });

    test('abandoned carts: untouched for a day, their holds go back and the cart is closed; fresh and paying carts stay', async () => {
      const idle = await newVisitor(app);
      await idle.post('/api/cart/add/testline', item('plain-usd', 6));
      await idle.post('/api/cart/add/testline', item('half-cent-tax', 6));
      const idleCart = (await cartOf(idle)).cartId;
      const idleHolds = (await handle.db.select().from(cartItems).where(eq(cartItems.cartId, idleCart))).map((i) => i.holdId);
      const fresh = await newVisitor(app);
      await fresh.post('/api/cart/add/testline', item('plain-usd', 6));
      const freshCart = (await cartOf(fresh)).cartId;
      const paying = await newVisitor(app);
      await paying.post('/api/cart/add/testline', item('plain-usd', 6));
      const payingCart = (await cartOf(paying)).cartId;
      await handle.db.execute(sql`UPDATE cart.carts SET updated = now() - interval '25 hours' WHERE id IN (${idleCart}, ${payingCart})`);
      // A cart with an order being paid for is the payment settlement's, not the sweep's.
      await handle.db.execute(sql`UPDATE cart.carts SET order_id = gen_random_uuid() WHERE id = ${payingCart}`);

      const job = line.jobs.find((j) => j.name === 'cart-abandoned-carts');
      if (!job) throw new Error('no abandoned-cart job');
      // Given the database handle, as the server's job runner does: the job runs outside any transaction.
      expect(await runJobOnce(handle, job)).toBe(true);

      const status = async (id: string) => (await handle.db.select().from(carts).where(eq(carts.id, id)))[0].status;
      expect(await status(idleCart)).toBe('abandoned');
      expect(await status(freshCart)).toBe('open');
      expect(await status(payingCart)).toBe('open');
      expect(fake.released).toEqual(expect.arrayContaining(idleHolds));
      expect((await cartOf(idle)).items).toEqual([]);
      expect((await cartOf(fresh)).items).toHaveLength(1);
      // The buyer who comes back starts a new cart.
      const again = await idle.post('/api/cart/add/testline', item('plain-usd', 6));
      expect(again.statusCode).toBe(200);
      expect(again.json().data.cart.cartId).not.toBe(idleCart);
    });
  });

  describe('identity on a shared browser', () => {
    test("signing in as someone else never hands over the previous person's cart or billing address", async () => {
      const browser = await newVisitor(app);
      const first = await signUp(browser, 'first');
      await browser.post('/api/cart/add/testline', item('plain-usd', 9));
      await browser.post('/api/checkout/address', { ...address, line1: '7 First Person Road' });
      const firstCart = (await cartOf(browser)).cartId;
      expect(firstCart).toEqual(expect.any(String));

      // The next person signs in on the same browser (without the first signing out).
      const elsewhere = await newVisitor(app);
      const second = await signUp(elsewhere, 'second');
      const login = await browser.post('/api/account/login', { email: second.email, password });
      expect(login.statusCode).toBe(200);
      const seen = await browser.get('/api/cart');
      expect(seen.json().data.items).toEqual([]);
      expect(seen.json().data.cartId).toBeNull();
      expect((await browser.get('/api/cart/summary')).json().data).toMatchObject({ CartCount: 0, cartId: null });
      const review = await browser.get('/api/checkout/review');
      expect(JSON.stringify(review.json())).not.toContain('First Person Road');
      expect((await browser.post('/api/checkout/address', address)).statusCode).toBe(400);
      const added = await browser.post('/api/cart/add/testline', item('half-cent-tax', 9));
      expect(added.json().data.cart.cartId).not.toBe(firstCart);

      const [firstRow] = await handle.db.select().from(carts).where(eq(carts.id, firstCart));
      expect(firstRow.userId).toBe(first.id);
      expect(firstRow.billing?.line1).toBe('7 First Person Road');
      expect(await handle.db.select().from(cartItems).where(eq(cartItems.cartId, firstCart))).toHaveLength(1);

      // The first person finds their cart again wherever they sign in.
      const later = await newVisitor(app);
      await later.post('/api/account/login', { email: first.email, password });
      expect((await cartOf(later)).cartId).toBe(firstCart);
    });

    test('an order placed by one account is not shown to the next person who signs in on the same browser', async () => {
      const browser = await newVisitor(app);
      await signUp(browser, 'buyer');
      await browser.post('/api/cart/add/testline', item('plain-usd', 9));
      await browser.post('/api/checkout/address', address);
      const token = (await browser.post('/api/checkout/payment', goodCard)).json().data.token;
      const done = await browser.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
      expect(done.statusCode).toBe(200);
      const { orderNumber } = done.json().data;
      expect((await browser.get(`/api/checkout/orders/${orderNumber}`)).statusCode).toBe(200);

      const elsewhere = await newVisitor(app);
      const next = await signUp(elsewhere, 'next');
      await browser.post('/api/account/login', { email: next.email, password });
      const page = await browser.get(`/api/checkout/orders/${orderNumber}`);
      expect(page.statusCode).toBe(404);
      expect(JSON.stringify(page.json())).not.toContain('Chairlift Way');
      expect((await browser.get('/api/checkout/orders')).json().data).toEqual([]);
      // Nor does a repeat of the submit (the page may still hold the token) give it away.
      const repeat = await browser.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
      expect(repeat.statusCode).toBe(400);
      expect(JSON.stringify(repeat.json())).not.toContain(orderNumber);
    });

    test('an anonymous cart follows its buyer into the account they sign in to', async () => {
      const owner = await newVisitor(app);
      const account = await signUp(owner, 'owner');
      await owner.post('/api/account/logout');
      const browser = await newVisitor(app);
      await browser.post('/api/cart/add/testline', item('plain-usd', 11));
      const cartId = (await cartOf(browser)).cartId;
      await browser.post('/api/account/login', { email: account.email, password });
      expect((await cartOf(browser)).cartId).toBe(cartId);
      expect((await handle.db.select().from(carts).where(eq(carts.id, cartId)))[0].userId).toBe(account.id);
    });
  });
});

describe('payment gateway by mode', () => {
  const options = {
    prefix: '/api',
    db: {} as Db,
    catalog: new CatalogRegistry(),
    sessions: {} as SessionStore,
    services: new LineServices(),
  };
  const start = async (cartLine: ReturnType<typeof createCartLine>) => {
    const app = Fastify();
    await app.register(cartLine.plugin, options);
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  };
  const live: PaymentGateway = { ...createTestGateway({} as Db), mode: 'live' };

  test('with NODE_ENV=production and no real gateway the server refuses to start, and says why', async () => {
    const before = { NODE_ENV: process.env.NODE_ENV, DEMO_MODE: process.env.DEMO_MODE };
    process.env.NODE_ENV = 'production';
    delete process.env.DEMO_MODE;
    try {
      await expect(start(createCartLine())).rejects.toThrow(NO_REAL_GATEWAY);
    } finally {
      process.env.NODE_ENV = before.NODE_ENV;
      if (before.DEMO_MODE !== undefined) process.env.DEMO_MODE = before.DEMO_MODE;
    }
    expect(NO_REAL_GATEWAY).toMatch(/production.*no payment gateway.*test gateway.*demo mode/s);
  });

  test('the test gateway is refused outside demo mode even when handed over explicitly', async () => {
    await expect(start(createCartLine({ env: { NODE_ENV: 'production' }, gateway: createTestGateway({} as Db) }))).rejects.toThrow(
      NO_REAL_GATEWAY,
    );
  });

  test('demo mode (the default outside production, or DEMO_MODE=1) runs the test gateway; a live gateway runs anywhere', async () => {
    await expect(start(createCartLine({ env: { NODE_ENV: 'development' } }))).resolves.toBeUndefined();
    await expect(start(createCartLine({ env: { NODE_ENV: 'production', DEMO_MODE: '1' } }))).resolves.toBeUndefined();
    await expect(start(createCartLine({ env: { NODE_ENV: 'development', DEMO_MODE: '0' } }))).rejects.toThrow(NO_REAL_GATEWAY);
    await expect(start(createCartLine({ env: { NODE_ENV: 'production' }, gateway: live }))).resolves.toBeUndefined();
  });
});
