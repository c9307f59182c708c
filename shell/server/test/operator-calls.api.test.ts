import { and, eq } from 'drizzle-orm';
import { resortToday } from '@resort/shared/dates';
import { seasonOnSale } from '@resort/shared/rules';
import { OPERATOR_TOKEN_REFUSED, OPERATOR_TOKEN_REQUIRED } from '@resort/shared/server';
import { testBackends, type Visitor } from '@resort/shared/server/testing';
import { passHolderCredits } from '@resort/mfe-account/server/schema';
import { dayPrices, passPrices, seasonPasses } from '@resort/mfe-lift-access/server/schema';
import { startStore, type StoreUnderTest } from './harness';
import { insertPeakPass, nextPassNumber, passHolder, RESORT, reservableDays, ZONE } from './pass-holders';

// The resort's operator calls behind OPERATOR_TOKEN: the pass holder credits are issued
// "when a pass holder's reservation is cancelled by the resort, or a deferred pass", each once.

jest.setTimeout(300_000);

const TOKEN = 'operator-test-token-0123456789';
const CANCEL_DAY = '/api/liftaccess/operator/resort-cancellations';
const defer = (passNumber: string) => `/api/liftaccess/operator/passes/${passNumber}/defer`;

describe('operator calls without OPERATOR_TOKEN', () => {
  let store: StoreUnderTest;
  const saved = process.env.OPERATOR_TOKEN;
  beforeAll(async () => {
    delete process.env.OPERATOR_TOKEN;
    store = await startStore('pglite');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    if (saved !== undefined) process.env.OPERATOR_TOKEN = saved;
  });

  it('are not registered at all: 404, whatever token is sent', async () => {
    const res = await store.app.inject({
      method: 'POST',
      url: CANCEL_DAY,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { resort: RESORT, day: '2026-12-20' },
    });
    expect(res.statusCode).toBe(404);
    expect(store.app.apiRoutes.some((r) => r.url.includes('/operator/'))).toBe(false);
  });
});

describe.each(testBackends())('operator calls on %s', (backend) => {
  let store: StoreUnderTest;
  let reservable: string[] = [];
  const saved = process.env.OPERATOR_TOKEN;
  beforeAll(async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    store = await startStore(backend);
    reservable = await reservableDays(store.app);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    if (saved === undefined) delete process.env.OPERATOR_TOKEN;
    else process.env.OPERATOR_TOKEN = saved;
  });

  const operator = (url: string, payload?: object, authorization = `Bearer ${TOKEN}`) =>
    store.app.inject({ method: 'POST', url, headers: { authorization }, ...(payload ? { payload } : {}) });

  const creditsOf = async (v: Visitor) => (await v.get('/api/account/pass-holder-credits')).json().data.credits;
  const liftStatuses = async (v: Visitor) =>
    ((await v.get('/api/account/reservations')).json().data.reservations as { line: string; status: string }[])
      .filter((r) => r.line === 'liftaccess')
      .map((r) => r.status);

  it('refuses a request without the bearer token (401) or with another (403), changing nothing', async () => {
    const day = reservable[0];
    const { v } = await passHolder(store, [day]);
    const none = await store.app.inject({ method: 'POST', url: CANCEL_DAY, payload: { resort: RESORT, day } });
    expect(none.statusCode).toBe(401);
    expect(none.json().Message).toBe(OPERATOR_TOKEN_REQUIRED);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await operator(CANCEL_DAY, { resort: RESORT, day }, 'Bearer not-the-token');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().Message).toBe(OPERATOR_TOKEN_REFUSED);
    // A visitor's session and CSRF token are no substitute.
    expect((await v.post(CANCEL_DAY, { resort: RESORT, day })).statusCode).toBe(401);
    expect(await liftStatuses(v)).toEqual(['booked']);
    expect(await creditsOf(v)).toEqual([]);
  });

  it("cancels the resort's day: each holder reserving it gets a credit worth the day's adult window ticket, once", async () => {
    const day = reservable[1];
    const first = await passHolder(store, [day]);
    const second = await passHolder(store, [day]);
    const elsewhere = await passHolder(store, [reservable[2]]);
    const res = await operator(CANCEL_DAY, { resort: RESORT, day });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ resort: RESORT, day, cancelled: 2 });
    const [{ worth }] = await store.handle.db
      .select({ worth: dayPrices.windowPrice })
      .from(dayPrices)
      .where(and(eq(dayPrices.productId, `${RESORT}-1day`), eq(dayPrices.day, day), eq(dayPrices.ageCode, 'adult')));
    for (const h of [first, second]) {
      expect(await liftStatuses(h.v)).toEqual(['cancelled']);
      const credits = await creditsOf(h.v);
      expect(credits).toHaveLength(1);
      expect(credits[0]).toMatchObject({ amount: worth, currency: 'USD' });
      expect(credits[0].title).toMatch(/cancelled by the resort/);
    }
    // Sent again (an operator's retry): nothing cancelled, nothing issued twice.
    const again = await operator(CANCEL_DAY, { resort: RESORT, day });
    expect(again.json().data.cancelled).toBe(0);
    for (const h of [first, second]) expect(await creditsOf(h.v)).toHaveLength(1);
    // Another day's holder is untouched.
    expect(await liftStatuses(elsewhere.v)).toEqual(['booked']);
    expect(await creditsOf(elsewhere.v)).toEqual([]);
  });

  it('an unknown resort or a malformed day is refused, not a 500', async () => {
    const unknown = await operator(CANCEL_DAY, { resort: 'nowhere', day: reservable[0] });
    expect(unknown.statusCode).toBe(404);
    expect((await operator(CANCEL_DAY, { resort: RESORT, day: '2026-02-30' })).statusCode).toBe(400);
  });

  it("defers a pass to the next season: marked deferred, its days given back, its holder credited the pass's price once", async () => {
    const days = [reservable[3], reservable[4]];
    const { v, passNumber, userId } = await passHolder(store, days);
    const [{ price }] = await store.handle.db
      .select({ price: passPrices.price })
      .from(passPrices)
      .where(and(eq(passPrices.passId, 'peak-unlimited'), eq(passPrices.ageCode, 'adult')));
    const { season } = seasonOnSale(resortToday(ZONE));
    const start = Number(season.slice(0, 4));
    const next = `${start + 1}-${String((start + 2) % 100).padStart(2, '0')}`;

    const res = await operator(defer(passNumber));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      passNumber,
      deferredTo: next,
      alreadyDeferred: false,
      credit: { amount: price, currency: 'USD' },
      reservationsCancelled: 2,
    });
    const [row] = await store.handle.db.select().from(seasonPasses).where(eq(seasonPasses.passNumber, passNumber));
    expect(row.deferredTo).toBe(next);
    expect(row.deferredAt).not.toBeNull();
    expect(await liftStatuses(v)).toEqual(['cancelled', 'cancelled']);
    const credits = await creditsOf(v);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amount: price, currency: 'USD' });
    expect(credits[0].title).toMatch(new RegExp(`deferred to the ${next} season`));

    // Deferred again: the same answer, nothing issued twice.
    const again = await operator(defer(passNumber));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ alreadyDeferred: true, reservationsCancelled: 0 });
    const rows = await store.handle.db.select().from(passHolderCredits).where(eq(passHolderCredits.userId, userId));
    expect(rows).toHaveLength(1);
    // The deferred pass reserves no more days of its own season.
    const reserve = await v.post('/api/liftaccess/reservations', { passNumber, resort: RESORT, days: [{ date: reservable[5] }] });
    expect(reserve.statusCode).toBe(409);
    expect(reserve.json().Message).toBe(`This pass was deferred to the ${next} season, so it cannot reserve days of this one.`);
  });

  it('a pass linked to no account is not deferred (its credit would have nowhere to go); an unknown pass is 404', async () => {
    const passNumber = nextPassNumber('P9');
    await insertPeakPass(store.handle, passNumber, { firstName: 'Sky', dateOfBirth: '1985-03-14', userId: null });
    const unlinked = await operator(defer(passNumber));
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().Message).toMatch(/not linked to an account/);
    const [row] = await store.handle.db.select().from(seasonPasses).where(eq(seasonPasses.passNumber, passNumber));
    expect(row.deferredTo).toBeNull();
    expect((await operator(defer('P0000000000'))).statusCode).toBe(404);
  });
});
