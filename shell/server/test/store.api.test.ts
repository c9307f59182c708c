import { DateTime } from 'luxon';
import { testBackends } from '@resort/shared/server/testing';
import { setDailyCapacity } from '@resort/mfe-lift-access/server/services/capacity';
import { newVisitor, type Visitor } from '@resort/shared/server/testing';
import { useStore } from './harness';

// Cross-line guarantees of the whole store: the cart and checkout over the real lift-access line,
// on PGlite and (when DATABASE_URL is set) PostgreSQL.

const RESORT = 'summit-peak';
const PRODUCT = `${RESORT}-1day`;
const dayAhead = (n: number) => DateTime.now().setZone('America/Denver').plus({ days: n }).toISODate()!;

const ticket = (date: string, quantity = 1) => ({ productId: PRODUCT, date, quantity, options: { ageCategory: 'adult' } });

let buyers = 0;

/** A skier per ticket (one person never holds two tickets for a day: error 2004), and the release of liability agreed. */
async function assignAll(visitor: Visitor, dob = '02/14/1990') {
  buyers += 1;
  const cart = (await visitor.get('/api/cart')).json().data;
  for (const item of cart.items) {
    for (let unit = 0; unit < item.quantity; unit += 1) {
      const res = await visitor.post('/api/cart/assign-traveler', {
        itemId: item.id,
        unitIndex: unit,
        firstName: 'Pat',
        lastName: `Skier${buyers}-${unit}`,
        dateOfBirth: dob,
      });
      expect(res.statusCode).toBe(200);
    }
    const agreed = await visitor.post(`/api/cart/configure/lift-tickets?cartProductId=${item.id}&isErolAccepted=true`);
    expect(agreed.statusCode).toBe(200);
  }
}

async function payWith(visitor: Visitor, cardNumber: string) {
  expect((await visitor.post('/api/checkout/guest', { email: 'guest@example.com' })).statusCode).toBe(200);
  const address = {
    firstName: 'Pat',
    lastName: 'Skier',
    email: 'guest@example.com',
    line1: '1 Main St',
    city: 'Denver',
    region: 'CO',
    postalCode: '80202',
    country: 'US',
  };
  expect((await visitor.post('/api/checkout/address', address)).statusCode).toBe(200);
  return visitor.post('/api/checkout/payment', { cardNumber, expMonth: 12, expYear: 2030, cvc: '123', nameOnCard: 'Pat Skier' });
}

describe.each(testBackends())('the store on %s', (backend) => {
  const store = useStore(backend);

  // Spec section 4: "Cart: loaded on page load and published to the page." The page itself carries
  // the count, so the header is right at once and the cart's code loads only when a page uses it.
  test("every page carries the visitor's cart as the cart answers it; a malformed cookie's page still opens", async () => {
    const cartOfPage = (html: string) => {
      const content = html.match(/<meta name="?resort-cart"? content="([^"]*)"/)?.[1];
      return JSON.parse((content ?? '').replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))));
    };
    const visitor = await newVisitor(store.app);
    expect(cartOfPage((await visitor.get('/')).body)).toEqual({ cartId: null, cartCount: 0, cartUrl: '/cart' });
    expect((await visitor.post('/api/cart/add/liftaccess', ticket(dayAhead(12), 2))).statusCode).toBe(200);
    const summary = (await visitor.get('/api/cart/summary')).json().data;
    for (const page of ['/', '/lodging', '/no-such-page']) {
      expect(cartOfPage((await visitor.get(page)).body)).toEqual({ cartId: summary.cartId, cartCount: 2, cartUrl: '/cart' });
    }
    // Another visitor sees none of it.
    expect(cartOfPage((await (await newVisitor(store.app)).get('/lift-tickets')).body).cartCount).toBe(0);
    const odd = await store.app.inject({ url: '/', headers: { cookie: 'resort.sid=%%%' } });
    expect(odd.statusCode).toBe(200);
    expect(cartOfPage(odd.body).cartCount).toBe(0);
  });

  test('50 concurrent add-to-cart requests for the last 10 tickets of a day hold exactly 10 and answer the rest with Sold Out', async () => {
    const day = dayAhead(20);
    await setDailyCapacity(store.handle.db, RESORT, day, 10);
    const visitors = await Promise.all(Array.from({ length: 50 }, () => newVisitor(store.app)));
    const results = await Promise.all(visitors.map((v) => v.post(`/api/cart/add/liftaccess`, ticket(day))));
    const held = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(held).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().Message).toBe('Sold Out');
    }
    // And the day now searches as sold out.
    const mmdd = DateTime.fromISO(day).toFormat('MM/dd/yyyy');
    const search = await visitors[0].get(
      `/api/liftaccess/lift-tickets/search?resort=${RESORT}&startDate=${encodeURIComponent(mmdd)}&numberOfDays=1&ageCategory=adult`,
    );
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json().data)).toMatch(/"soldOut":true/);
  }, 120_000);

  test('a repeated checkout completion returns the same order and charges once', async () => {
    const visitor = await newVisitor(store.app);
    expect((await visitor.post('/api/cart/add/liftaccess', ticket(dayAhead(21), 2))).statusCode).toBe(200);
    await assignAll(visitor);
    const payment = await payWith(visitor, '4242424242424242');
    expect(payment.statusCode).toBe(200);
    const { token } = payment.json().data;
    expect(token).toBeTruthy();
    expect(JSON.stringify(payment.json())).not.toContain('4242424242424242');

    const attempts = await Promise.all(
      [1, 2, 3].map(() => visitor.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true })),
    );
    for (const a of attempts) expect(a.statusCode).toBe(200);
    const numbers = new Set(attempts.map((a) => a.json().data.orderNumber));
    expect(numbers.size).toBe(1);
    const again = await visitor.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(again.json().data.orderNumber).toBe([...numbers][0]);

    const { rows } = (await store.handle.db.execute(
      `SELECT count(*)::int AS n FROM checkout.payments p JOIN checkout.orders o ON o.id = p.order_id WHERE o.number = '${[...numbers][0]}'` as never,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(1);
  }, 60_000);

  test('a declined card creates no paid or pending order and keeps the cart', async () => {
    const visitor = await newVisitor(store.app);
    expect((await visitor.post('/api/cart/add/liftaccess', ticket(dayAhead(22)))).statusCode).toBe(200);
    await assignAll(visitor);
    const before = (await store.handle.db.execute(
      "SELECT count(*)::int AS n FROM checkout.orders WHERE status <> 'failed'" as never,
    )) as unknown as { rows: { n: number }[] };
    const payment = await payWith(visitor, '4000000000000002');
    let declined = payment;
    if (payment.statusCode === 200) {
      declined = await visitor.post('/api/checkout/complete', { paymentToken: payment.json().data.token, acceptTerms: true });
    }
    expect(declined.statusCode).toBeGreaterThanOrEqual(400);
    expect(declined.statusCode).toBeLessThan(500);
    expect(declined.json().Message).toBe('Your card was declined.');
    const after = (await store.handle.db.execute(
      "SELECT count(*)::int AS n FROM checkout.orders WHERE status <> 'failed'" as never,
    )) as unknown as { rows: { n: number }[] };
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const cart = (await visitor.get('/api/cart')).json().data;
    expect(cart.items).toHaveLength(1);
  }, 60_000);

  test('a DOB outside the age category gets the spec message', async () => {
    const visitor = await newVisitor(store.app);
    await visitor.post('/api/cart/add/liftaccess', ticket(dayAhead(23)));
    const item = (await visitor.get('/api/cart')).json().data.items[0];
    const tooYoung = await visitor.post('/api/cart/assign-traveler', {
      itemId: item.id,
      unitIndex: 0,
      firstName: 'Kid',
      lastName: 'Skier',
      dateOfBirth: DateTime.now().minus({ years: 8 }).toFormat('MM/dd/yyyy'),
    });
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().Message).toBe('DOB does not meet the minimum age');
    const tooOld = await visitor.post('/api/cart/assign-traveler', {
      itemId: item.id,
      unitIndex: 0,
      firstName: 'Gran',
      lastName: 'Skier',
      dateOfBirth: '01/01/1940',
    });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().Message).toBe('DOB exceeds the maximum age');
  });

  test('every state-changing call without the request-verification token gets 403', async () => {
    const visitor = await newVisitor(store.app);
    const stateChanging = store.app.apiRoutes.filter((r) => r.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(stateChanging.length).toBeGreaterThan(10);
    for (const route of stateChanging) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      const res = await store.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: visitor.cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  test('malformed bodies get 400 with a clear message, never 500', async () => {
    const visitor = await newVisitor(store.app);
    const stateChanging = store.app.apiRoutes.filter((r) => r.url.startsWith('/api/') && r.method === 'POST');
    for (const route of stateChanging) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      // Not JSON at all: always 400 with the platform's message.
      const notJson = await store.app.inject({
        method: 'POST',
        url,
        headers: { cookie: visitor.cookie, 'content-type': 'application/json', requestverificationtoken: visitor.token },
        payload: '{"broken": ',
      });
      expect({ route: route.url, status: notJson.statusCode }).toEqual({ route: route.url, status: 400 });
      expect(notJson.json().Message).toBe('The request body is not valid JSON.');
      // JSON of the wrong shape: refused (or ignored by a route that takes no body), never a 500.
      for (const payload of ['[1,2,3]', '{"quantity": "lots", "date": 12, "productId": {"$ne": 1}}']) {
        const res = await store.app.inject({
          method: 'POST',
          url,
          headers: { cookie: visitor.cookie, 'content-type': 'application/json', requestverificationtoken: visitor.token },
          payload,
        });
        expect({ route: route.url, status: res.statusCode < 500 }).toEqual({ route: route.url, status: true });
        if (res.statusCode >= 400) {
          expect(typeof res.json().Message).toBe('string');
          expect(res.body).not.toMatch(/at .*\.ts:\d+/);
        }
      }
    }
    // The loop above signed this visitor out (POST /api/account/logout), so a fresh one.
    const fresh = await newVisitor(store.app);
    const broken = await fresh.post('/api/cart/add/liftaccess', undefined);
    expect(broken.statusCode).toBe(400);
  });
});
