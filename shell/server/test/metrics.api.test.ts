import { DateTime } from 'luxon';
import { RATE_LIMITS } from '@resort/shared/server';
import { setDailyCapacity } from '@resort/mfe-lift-access/server/services/capacity';
import { newVisitor, testBillingAddress, testCard } from '@resort/shared/server/testing';
import { startStore, type StoreUnderTest } from './harness';

// /metrics in Prometheus text: what operators watch on a launch day, never public.

jest.setTimeout(120_000);

const TOKEN = 'metrics-test-token';
const day = (n: number) => DateTime.now().setZone('America/Denver').plus({ days: n }).toISODate()!;

describe('metrics', () => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await startStore('pglite', { metricsToken: TOKEN, redisUrl: '' });
  });
  afterAll(async () => {
    await store?.close();
  });

  const scrape = (authorization?: string) => store.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  test('refused without the bearer token, and not served at all by a store given none', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer nope')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const untokened = await startStore('pglite', { redisUrl: '' });
    try {
      expect((await untokened.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await untokened.close();
    }
  });

  test('requests by route and status, holds, orders, payments, limits refused, the pool and the Redis fallback', async () => {
    const buyer = await newVisitor(store.app);
    const added = await buyer.post('/api/cart/add/liftaccess', {
      productId: 'summit-peak-1day',
      date: day(60),
      quantity: 1,
      options: { ageCategory: 'adult' },
    });
    const itemId = added.json().data.added[0].id;
    await buyer.post('/api/cart/assign-traveler', {
      itemId,
      unitIndex: 0,
      firstName: 'Mo',
      lastName: 'Metrics',
      dateOfBirth: '02/14/1990',
    });
    await buyer.post(`/api/cart/configure/lift-tickets?cartProductId=${itemId}&isErolAccepted=true`);
    await buyer.post('/api/checkout/address', testBillingAddress);
    const token = (await buyer.post('/api/checkout/payment', testCard)).json().data.token;
    expect((await buyer.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true })).statusCode).toBe(200);
    // Sold out while the buyer looked: the hold is refused.
    await setDailyCapacity(store.handle.db, 'summit-peak', day(61), 0);
    const soldOut = await buyer.post('/api/cart/add/liftaccess', {
      productId: 'summit-peak-1day',
      date: day(61),
      quantity: 1,
      options: { ageCategory: 'adult' },
    });
    expect(soldOut.statusCode).toBe(409);
    for (let i = 0; i <= RATE_LIMITS.promoCode.perVisitor!; i += 1) await buyer.post(`/api/checkout/promo/GUESS${i}`);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /resort_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/cart\/add\/liftaccess",status="200"\} 1/,
    );
    expect(text).toMatch(/resort_http_request_duration_seconds_count\{method="POST",route="\/api\/checkout\/complete",status="200"\} 1/);
    expect(text).toMatch(/resort_holds_total\{line="liftaccess",outcome="taken"\} 1/);
    expect(text).toMatch(/resort_holds_total\{line="liftaccess",outcome="refused"\} 1/);
    expect(text).toMatch(/resort_orders_total\{outcome="paid"\} 1/);
    expect(text).toMatch(/resort_rate_limit_refusals_total\{policy="promoCode",scope="visitor"\} 1/);
    expect(text).toMatch(/# TYPE resort_payment_settlements_total counter/);
    expect(text).toMatch(/# TYPE resort_db_pool_connections gauge/);
    expect(text).toMatch(/resort_rate_limit_memory_fallback 0/);
  });
});
