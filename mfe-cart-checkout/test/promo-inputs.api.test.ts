import { eq } from 'drizzle-orm';
import { lineTax } from '@resort/shared';
import { RATE_LIMITS } from '@resort/shared/server';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { PROMO_INVALID } from '../contract';
import { line } from '../server/plugin';
import { orders } from '../server/schema';
import { createFakeLine } from './fake-line';

// Spec section 7, checkout POST: "add promo code (code in path, or promoCode query); remove promo
// code (query with cartProductID)". EARLYBIRD is the seeded 10% code; the fake line's plain-usd
// costs 100.00 at 8.9% tax, so every figure below is the rule's own arithmetic.

jest.setTimeout(120_000);

const skiDay = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));

describe.each(testBackends())('promo code inputs on %s', (backend) => {
  const fake = createFakeLine();

  const testApp = useLines(backend, [line]);
  beforeAll(() => {
    testApp.catalog.register(fake.provider);
  });

  /** A visitor whose cart holds `count` items of 100.00, and their ids. */
  async function shopper(count: number): Promise<{ v: Visitor; itemIds: string[] }> {
    const v = await newVisitor(testApp.app);
    const itemIds: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const added = await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: skiDay(5 + i), quantity: 1 });
      expect(added.statusCode).toBe(200);
      itemIds.push(added.json().data.added[0].id);
    }
    return { v, itemIds };
  }

  test('add promo code takes the code in the promoCode query as in the path', async () => {
    const { v } = await shopper(1);
    const bad = await v.post('/api/checkout/promo?promoCode=NOPE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe(PROMO_INVALID);
    expect((await v.post('/api/checkout/promo')).statusCode).toBe(400);
    const good = await v.post('/api/checkout/promo?promoCode=earlybird');
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({ promoCode: 'EARLYBIRD', discount: 1000, total: 9000 + lineTax(9000, 890) });
  });

  test('each form has a guess budget of its own: using up one leaves the other whole', async () => {
    const guesses = async (v: Visitor, url: (i: number) => string, n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i += 1) statuses.push((await v.post(url(i))).statusCode);
      return statuses;
    };
    const byQuery = (i: number) => `/api/checkout/promo?promoCode=GUESS${i}`;
    const byPath = (i: number) => `/api/checkout/promo/GUESS${i}`;
    for (const [first, second, limit] of [
      [byQuery, byPath, RATE_LIMITS.promoCodeQuery.perVisitor ?? 0],
      [byPath, byQuery, RATE_LIMITS.promoCode.perVisitor ?? 0],
    ] as const) {
      const { v } = await shopper(1);
      expect(limit).toBeGreaterThan(0);
      // Every guess within the budget is weighed (a wrong code, in the spec's words)...
      expect(await guesses(v, first, limit)).toEqual(Array(limit).fill(400));
      // ...and the next is refused until the window passes.
      const over = await v.post(first(limit));
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      // The other form still weighs this visitor's guesses, and a right code still applies.
      const other = await v.post(second(0));
      expect(other.statusCode).toBe(400);
      expect(other.json().Message).toBe(PROMO_INVALID);
      const good = await v.post(second === byPath ? '/api/checkout/promo/EARLYBIRD' : '/api/checkout/promo?promoCode=EARLYBIRD');
      expect(good.statusCode).toBe(200);
      expect(good.json().data.promoCode).toBe('EARLYBIRD');
    }
  });

  test('remove promo code with cartProductID takes the promotion off that item only, and the order is priced so', async () => {
    const { v, itemIds } = await shopper(2);
    expect((await v.post('/api/checkout/promo/EARLYBIRD')).json().data.discount).toBe(2000);
    const removed = await v.post(`/api/checkout/promo-remove?cartProductID=${itemIds[0]}`);
    expect(removed.statusCode).toBe(200);
    const cart = removed.json().data;
    expect(cart.promoCode).toBe('EARLYBIRD');
    const discountOf = (id: string) => cart.items.find((i: { id: string }) => i.id === id).discount;
    expect([discountOf(itemIds[0]), discountOf(itemIds[1])]).toEqual([0, 1000]);
    expect(cart).toMatchObject({ discount: 1000, tax: lineTax(10000, 890) + lineTax(9000, 890) });
    expect(cart.total).toBe(19000 + lineTax(10000, 890) + lineTax(9000, 890));

    // The order charges what the cart showed.
    expect((await v.post('/api/checkout/address', testBillingAddress)).statusCode).toBe(200);
    const token = (await v.post('/api/checkout/payment', testCard)).json().data.token;
    const done = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    const [order] = await testApp.handle.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
    expect(order).toMatchObject({ promoCode: 'EARLYBIRD', discount: 1000, total: cart.total, status: 'paid' });
  });

  test('an item not in the cart is refused; without cartProductID the cart code goes, and a code applied again discounts every item', async () => {
    const { v, itemIds } = await shopper(2);
    await v.post('/api/checkout/promo/EARLYBIRD');
    const stranger = await shopper(1);
    const notMine = await v.post(`/api/checkout/promo-remove?cartProductID=${stranger.itemIds[0]}`);
    expect(notMine.statusCode).toBe(404);
    expect((await v.post('/api/checkout/promo-remove?cartProductID=not-an-id')).statusCode).toBe(400);
    await v.post(`/api/checkout/promo-remove?cartProductID=${itemIds[1]}`);
    const cleared = (await v.post('/api/checkout/promo-remove')).json().data;
    expect(cleared).toMatchObject({ promoCode: null, discount: 0 });
    const again = (await v.post('/api/checkout/promo/EARLYBIRD')).json().data;
    expect(again.items.map((i: { discount: number }) => i.discount)).toEqual([1000, 1000]);
  });
});
