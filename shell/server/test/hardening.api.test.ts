import { Writable } from 'node:stream';
import { DateTime } from 'luxon';
import { newVisitor, testBackends } from '@resort/shared/server/testing';
import { MAX_JSON_DEPTH } from '@resort/shared/server/json-body';
import { RATE_LIMITS } from '@resort/shared/server';
import { parseTrustProxy } from '../app';
import { startStore, type StoreUnderTest, useStore } from './harness';

// What no single request may do to the store (the platform's share of the hardening rules):
// skip the request-verification token through an encoded path, crash on a NUL byte or a deep
// body, be cached when it is personal, or guess sign-ins without limit.

const RESORT = 'summit-peak';
const dayAhead = (n: number) => DateTime.now().setZone('America/Denver').plus({ days: n }).toISODate()!;
const ticket = (date: string) => ({ productId: `${RESORT}-1day`, date, quantity: 1, options: { ageCategory: 'adult' } });
const stateChanging = (store: StoreUnderTest) =>
  store.app.apiRoutes.filter((r) => r.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method));

/**
 * The 11th wrong password for one account from one address within 15 minutes gets 429
 * (RATE_LIMITS.signIn: 10 failures per account and address), the right one too; the same
 * address's other accounts, and the account from elsewhere, still sign in.
 */
async function signInLimit(store: StoreUnderTest) {
  const visitor = await newVisitor(store.app);
  const { perAccountAddress } = RATE_LIMITS.signIn.failures!;
  const statuses: number[] = [];
  for (let i = 0; i <= perAccountAddress; i += 1) {
    statuses.push((await visitor.post('/api/account/login', { email: 'demo@resort.test', password: `wrong-password-${i}` })).statusCode);
  }
  expect(statuses.slice(0, perAccountAddress).every((s) => s === 401)).toBe(true);
  expect(statuses[perAccountAddress]).toBe(429);
  const limited = await visitor.post('/api/account/login', { email: 'demo@resort.test', password: 'Powder2026!' });
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json().Message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
  // Another account at the same address is not held back by these attempts.
  const neighbour = await newVisitor(store.app, visitor.ip);
  expect((await neighbour.post('/api/account/login', { email: 'nobody@resort.test', password: 'x' })).statusCode).toBe(401);
  // Nor is the account itself from another address.
  const other = await newVisitor(store.app);
  expect((await other.post('/api/account/login', { email: 'demo@resort.test', password: 'Powder2026!' })).statusCode).toBe(200);
}

describe.each(testBackends())('platform hardening on %s', (backend) => {
  const store = useStore(backend);

  test('every answer carries the security headers: pages and files a document policy, API answers one that loads and frames nothing', async () => {
    const urls = [
      '/',
      '/cart',
      '/static/missing.js',
      '/api/docs',
      '/api/health',
      '/api/liftaccess/lift-tickets/search?resort=nowhere',
      '/api/nothing-here',
    ];
    const answers = await Promise.all(urls.map((url) => store.app.inject({ url })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404, 200, 200, 400, 404]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    for (const res of answers.slice(0, 4)) {
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const policy = String(res.headers['content-security-policy']).split(';');
      expect(policy).toEqual(
        expect.arrayContaining(["default-src 'self'", "object-src 'none'", "frame-ancestors 'self'", "script-src-attr 'none'"]),
      );
    }
    for (const res of answers.slice(4)) {
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  test('the token is checked by the route reached, not the URL typed: an encoded path without it gets 403 and removes nothing', async () => {
    const visitor = await newVisitor(store.app);
    expect((await visitor.post('/api/cart/add/liftaccess', ticket(dayAhead(30)))).statusCode).toBe(200);
    const item = (await visitor.get('/api/cart')).json().data.items[0];
    for (const url of [`/%61pi/cart/remove/${item.id}`, `/api/cart/%72emove/${item.id}`, `/%2561pi/cart/remove/${item.id}`]) {
      const res = await store.app.inject({
        method: 'POST',
        url,
        remoteAddress: visitor.ip,
        headers: { cookie: visitor.cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: res.statusCode === 404 ? 404 : 403 });
    }
    expect((await visitor.get('/api/cart')).json().data.items).toHaveLength(1);
    // A wrong token of the right length is refused too.
    const forged = visitor.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const wrong = await store.app.inject({
      method: 'POST',
      url: `/%61pi/cart/remove/${item.id}`,
      remoteAddress: visitor.ip,
      headers: { cookie: visitor.cookie, 'content-type': 'application/json', requestverificationtoken: forged },
      payload: '{}',
    });
    expect(wrong.statusCode).toBe(403);
    expect((await visitor.get('/api/cart')).json().data.items).toHaveLength(1);
  });

  test('every state-changing route reached through a percent-encoded path without the token gets 403', async () => {
    const visitor = await newVisitor(store.app);
    const routes = stateChanging(store);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'x').replace(/^\/api\//, '/%61pi/');
      const res = await store.app.inject({
        method: route.method as 'POST',
        url,
        remoteAddress: visitor.ip,
        headers: { cookie: visitor.cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  test('a NUL byte in a path, a query or a field gets 400, never 500', async () => {
    const visitor = await newVisitor(store.app);
    for (const url of ['/api/lessons/%00', '/api/liftaccess/lift-tickets/search?resort=summit-peak%00', '/api/cart?x=%00']) {
      const res = await visitor.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().Message).toBe('The text contains characters that are not allowed.');
    }
    const login = await visitor.post('/api/account/login', { email: 'demo@resort.test\u0000', password: 'x' });
    expect(login.statusCode).toBe(400);
    const nested = await visitor.post('/api/cart/add/liftaccess', {
      ...ticket(dayAhead(31)),
      options: { ageCategory: 'adult', 'k\u0000': 1 },
    });
    expect(nested.statusCode).toBe(400);
    expect(JSON.stringify(nested.json())).not.toMatch(/\.ts:\d+/);
  });

  test('deeply nested JSON in a cart line’s options gets 400 and adds nothing', async () => {
    const visitor = await newVisitor(store.app);
    // Written out by hand: JSON.stringify itself cannot nest this deep.
    const deep = `${'['.repeat(100_000)}1${']'.repeat(100_000)}`;
    const payload = JSON.stringify({ ...ticket(dayAhead(32)), options: { ageCategory: 'adult', deep: 0 } }).replace(
      '"deep":0',
      `"deep":${deep}`,
    );
    const res = await store.app.inject({
      method: 'POST',
      url: '/api/cart/add/liftaccess',
      remoteAddress: visitor.ip,
      headers: { cookie: visitor.cookie, 'content-type': 'application/json', requestverificationtoken: visitor.token },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('The request body is nested too deeply.');
    // Just past the limit is refused as well; within it is judged by the route's schema.
    let edge: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH; i += 1) edge = { a: edge };
    expect((await visitor.post('/api/cart/add/liftaccess', { ...ticket(dayAhead(32)), options: edge })).statusCode).toBe(400);
    expect((await visitor.get('/api/cart/summary')).json().data.CartCount).toBe(0);
  });

  test('answers of the API are never cached; health and readiness answer', async () => {
    const visitor = await newVisitor(store.app);
    for (const url of ['/api/cart', '/api/account/session', '/api/liftaccess/resorts']) {
      const res = await visitor.get(url);
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
    expect((await store.app.inject({ url: '/api/health' })).json().data.status).toBe('ok');
    const ready = await store.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.status).toBe('ready');
  });

  test(
    `the 11th wrong password for one account from one address within 15 minutes gets 429 with Retry-After (counters in ${process.env.REDIS_URL ? 'Redis' : 'memory'})`,
    () => signInLimit(store),
    60_000,
  );

  test('forwarded client addresses are ignored unless a proxy is trusted', async () => {
    // Off by default: X-Forwarded-For cannot pick the address a limit counts against.
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    const oneHop = parseTrustProxy('1') as (a: string, hop: number) => boolean;
    expect(oneHop('10.0.0.1', 0)).toBe(true);
    expect(oneHop('10.0.0.2', 1)).toBe(false);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    const visitor = await newVisitor(store.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await store.app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: visitor.ip,
        headers: {
          cookie: visitor.cookie,
          'content-type': 'application/json',
          requestverificationtoken: visitor.token,
          'x-forwarded-for': `203.0.113.${i}`,
        },
        payload: JSON.stringify({ email: 'nobody@resort.test', password: 'wrong-password' }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[10]).toBe(429);
  }, 60_000);
});

// Without REDIS_URL the counters live in memory; with it, both stores are proven.
(process.env.REDIS_URL ? describe : describe.skip)('abuse limits with counters in memory', () => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await startStore('pglite', { redisUrl: '' });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });
  test(
    'the 11th wrong password for one account from one address within 15 minutes gets 429 with Retry-After',
    () => signInLimit(store),
    60_000,
  );
});

describe('request logs', () => {
  let output = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  beforeEach(() => {
    output = '';
  });

  test('a request is one line once it has ended: its method, URL, address, status and time', async () => {
    const store = await startStore('pglite', { logger: { level: 'info', stream } });
    try {
      const answer = await store.app.inject({ url: '/api/liftaccess/resorts', remoteAddress: '203.0.113.9' });
      expect(answer.statusCode).toBe(200);
      const lines = output
        .split('\n')
        .filter((l) => l.includes('"/api/liftaccess/resorts"'))
        .map((l) => JSON.parse(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/liftaccess/resorts', remoteAddress: '203.0.113.9' },
        res: { statusCode: 200 },
      });
      expect(lines[0].responseTime).toEqual(expect.any(Number));
    } finally {
      await store.close();
    }
  }, 60_000);

  test('card numbers, CVCs, cookies and tokens never reach a log', async () => {
    const store = await startStore('pglite', { logger: { level: 'info', stream } });
    try {
      const visitor = await newVisitor(store.app);
      await visitor.post('/api/cart/add/liftaccess', ticket(dayAhead(33)));
      await visitor.post('/api/checkout/payment', {
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2031,
        cvc: '987',
        nameOnCard: 'Pat Skier',
      });
      expect(output).toContain('"url":"/api/checkout/payment"');
      expect(output).not.toMatch(/4242 ?4242 ?4242 ?4242/);
      // As a number of its own: the digits may well occur inside a timestamp or a response time.
      expect(output).not.toMatch(/(?<![\d.])987(?!\d)/);
      expect(output).not.toContain(visitor.cookie.split('=')[1]);
      expect(output).not.toContain(visitor.token);
    } finally {
      await store.close();
    }
  }, 60_000);
});
