import type { FastifyInstance } from 'fastify';
import { lineTax } from '@resort/shared';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { newVisitor, testBackends, useLines } from '@resort/mfe-account/testing';
import { line as liftAccess } from '@resort/mfe-lift-access/server';
import { line } from '../server/plugin';
import { createFakeLine } from './fake-line';
import { adultTicket, skiDay } from './lift-ticket';

// Seeding the lift line's ~150 days of prices and capacity takes a while on a busy machine.
jest.setTimeout(120_000);

const PRODUCT_CANNOT_BE_ADDED = 'Product cannot be added to cart';

describe.each(testBackends())('cart items API on %s', (backend) => {
  let app: FastifyInstance;
  const fake = createFakeLine();

  const testApp = useLines(backend, [liftAccess, line]);
  beforeAll(() => {
    ({ app } = testApp);
    testApp.catalog.register(fake.provider);
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
