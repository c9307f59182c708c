import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { PRODUCT_CANNOT_BE_ADDED } from '@resort/shared';
import { DELIVERY_TIME_REQUIRED, PICKUP_DATE_REQUIRED, RETURN_DATE_REQUIRED } from '@resort/shared/rules';
import { formatDate, resortToday, toIsoDate } from '@resort/shared/dates';
import { NUL_REFUSED } from '@resort/shared/contracts';
import {
  CatalogRegistry,
  LineServices,
  runJobOnce,
  runMigrations,
  type CatalogProvider,
  type DatabaseHandle,
  type ItemRequest,
} from '@resort/shared/server';
import { createTestDatabase, newVisitor, startTestApp, testBackends, type TestApp } from '@resort/shared/server/testing';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { line as account } from '@resort/mfe-account/server';
import { line } from '../server/plugin';
import { MAX_RENTAL_DAYS, RentalLineOptions, SEASON_REQUIRED, type RentalSearchResult } from '../contract';
import { capacity, holds, locations } from '../server/schema';
import { rentalResourceId } from '../server/services/inventory';

// Summit Peak keeps Denver's calendar; every winter date is relative to the resort's today.
const TODAY = resortToday('America/Denver');
const iso = (days: number) => toIsoDate(TODAY.plus({ days }));
const mmdd = (days: number) => formatDate(TODAY.plus({ days }));

const SKI_SPORT = 'summit-peak-ski-sport';
const SKI_DEMO = 'summit-peak-ski-demo';
const BIKE_SPORT = 'summit-peak-bike-sport';
const BASE = 'summit-peak-base';
const MID = 'summit-peak-mid';

function rentalItem(
  productId: string,
  pickupDay: number,
  returnDay: number,
  options: Record<string, unknown> = {},
  quantity = 1,
): ItemRequest {
  return {
    line: 'rentals',
    productId,
    date: iso(pickupDay),
    quantity,
    options: { returnDate: iso(returnDay), locationId: BASE, bookingType: 1, ...options },
  };
}

async function rejection(promise: Promise<unknown>): Promise<{ statusCode: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; message: string };
  }
  throw new Error('expected the call to be refused');
}

describe.each(testBackends())('rentals API on %s', (backend) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let provider: CatalogProvider;
  let headers: Record<string, string>;

  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(backend, [account, line], createSessionStore);
    ({ app, handle } = testApp);
    provider = testApp.catalog.get('rentals')!;
    const visitor = await newVisitor(app);
    headers = { cookie: visitor.cookie, RequestVerificationToken: visitor.token };
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers, payload });
  const search = async (payload: Record<string, unknown>) => {
    const response = await post('/api/rentals/search-products', { resort: 'summit-peak', ...payload });
    return { response, body: response.json() as { success: boolean; data: RentalSearchResult; Message?: string } };
  };
  const product = (result: RentalSearchResult, id: string) => result.products.find((p) => p.id === id)!;

  describe('API docs', () => {
    it('names every route after the spec section 7 call it implements ("Rentals POST: locations pricing stats, search locations, search products")', async () => {
      const bare = Fastify();
      const named: Record<string, { summary?: string; tags?: string[] }> = {};
      bare.addHook('onRoute', (route) => {
        const schema = route.schema as { summary?: string; tags?: string[] } | undefined;
        if (route.method !== 'HEAD') named[`${String(route.method)} ${route.url}`] = { summary: schema?.summary, tags: schema?.tags };
      });
      await bare.register(line.plugin, {
        prefix: '/api',
        db: handle.db,
        catalog: new CatalogRegistry(),
        sessions: createSessionStore(handle.db),
        services: new LineServices(),
      });
      await bare.ready();
      await bare.close();
      expect(named).toEqual({
        'POST /api/rentals/search-products': { summary: 'Rentals search products', tags: ['rentals'] },
        'POST /api/rentals/locations-pricing-stats': { summary: 'Rentals locations pricing stats', tags: ['rentals'] },
        'POST /api/rentals/search-locations': { summary: 'Rentals search locations', tags: ['rentals'] },
        'POST /api/rentals/my-epic-gear/products': { summary: 'My epic gear products', tags: ['rentals'] },
        'POST /api/rentals/my-epic-gear/lottery': { summary: 'My epic gear lottery form', tags: ['rentals'] },
        'POST /api/rentals/verify-referral-code': { summary: 'Verify referral code', tags: ['rentals'] },
        'POST /api/rentals/set-referral-alert': { summary: 'Set referral alert', tags: ['rentals'] },
        // Not a section 7 call: the widget's own read, named after the section 3 view model it returns.
        'GET /api/rentals/widget': { summary: 'Rentals widget view model', tags: ['rentals'] },
      });
    });
  });

  describe('seed', () => {
    it('is idempotent: a second run adds nothing', async () => {
      const count = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(capacity))[0].n;
      const before = await count();
      await line.seed(handle.db);
      expect(before).toBeGreaterThan(0);
      expect(await count()).toBe(before);
    });
  });

  describe('GET /api/rentals/widget', () => {
    it('gives the winter widget model with calendars in MM/DD/YYYY from the resort today', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/rentals/widget?resort=summit-peak&season=1' });
      expect(response.statusCode).toBe(200);
      const model = response.json().data;
      expect(model).toMatchObject({
        season: 1,
        isSeasonOpen: true,
        isPickUpOnly: false,
        hasDeliveryDates: true,
        hasPickupDates: true,
        isOnlySingleDayRentals: false,
        setDeliveryOptionAsDefault: false,
      });
      expect(model.deliveryTimes[0]).toBe('9:00 AM');
      expect(model.deliveryTimes).toContain('3:00 PM');
      expect(model.deliveryTimes.at(-1)).toBe('6:00 PM');
      expect(model.calendars.fullDay).toEqual({ startDate: mmdd(0), endDate: mmdd(150), blackoutDates: [mmdd(12), mmdd(40)] });
      expect(model.calendars.delivery.startDate).toBe(mmdd(1));
      expect(model.calendars.delivery.blackoutDates).toContain(mmdd(20));
      expect(model.myEpicGear).toMatchObject({
        Title: expect.any(String),
        MyEpicGearCTA: { Text: expect.any(String), Url: expect.any(String) },
      });
    });

    it('gives the summer bike model: pickup only, half-day calendars, no upsell where none is configured', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/rentals/widget?resort=green-mountain&season=2' });
      const model = response.json().data;
      expect(model).toMatchObject({ season: 2, isPickUpOnly: true, hasDeliveryDates: false, hasPickupDates: true, myEpicGear: null });
      expect(model.calendars.fullDay.startDate).toMatch(/^05\/15\/\d{4}$/);
      expect(model.calendars.halfDayAfternoon.endDate).toMatch(/^09\/16\/\d{4}$/);
      expect(model.calendars.halfDayMorning.blackoutDates[0]).toMatch(/^07\/04\/\d{4}$/);
    });

    it('offers delivery as the default where the resort asks for it', async () => {
      const model = (await app.inject({ method: 'GET', url: '/api/rentals/widget?resort=green-mountain&season=1' })).json().data;
      expect(model.setDeliveryOptionAsDefault).toBe(true);
    });

    it('refuses an unknown resort or season with 400', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/rentals/widget?resort=nowhere&season=1' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/rentals/widget?resort=summit-peak&season=3' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/rentals/widget' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/rentals/search-products', () => {
    it('prices a pickup by the day, pickup and return days both counted', async () => {
      const { response, body } = await search({ startdate: mmdd(2), enddate: mmdd(4), after3: 'false' });
      expect(response.statusCode).toBe(200);
      expect(body.data.rentalDays).toBe(3);
      expect(body.data.duration).toBe('3 Days');
      const ski = product(body.data, SKI_SPORT);
      expect(ski.price).toBe(ski.pricePerDay * 3);
      expect(ski.availability.map((a) => a.locationId).sort()).toEqual([BASE, MID]);
      expect(ski.soldOut).toBe(false);
      expect(body.data.products.every((p) => p.category !== 'bike')).toBe(true);
    });

    it('does not charge the evening of a pickup after 3PM', async () => {
      const { body } = await search({ startdate: mmdd(2), enddate: mmdd(4), after3: true });
      expect(body.data.rentalDays).toBe(2);
      expect(product(body.data, SKI_SPORT).price).toBe(product(body.data, SKI_SPORT).pricePerDay * 2);
    });

    it('shows the demo skis Sold Out at the shop where they are gone, and free at the other', async () => {
      const { body } = await search({ startdate: mmdd(6), enddate: mmdd(8), after3: 'false' });
      const demo = product(body.data, SKI_DEMO);
      expect(demo.availability.find((a) => a.locationId === BASE)).toMatchObject({ units: 0, soldOut: true });
      expect(demo.availability.find((a) => a.locationId === MID)!.soldOut).toBe(false);
      expect(demo.soldOut).toBe(false);
    });

    it('delivers only from shops that deliver', async () => {
      const { response, body } = await search({ startdate: mmdd(2), enddate: mmdd(3), delivery: 'true', time: '10:00 AM' });
      expect(response.statusCode).toBe(200);
      expect(body.data.locations.map((l) => l.id)).toEqual([BASE]);
      expect(body.data.bookingType).toBe(2);
    });

    it('"delivery time required when delivering" (Select Delivery Time)', async () => {
      const { response, body } = await search({ startdate: mmdd(2), enddate: mmdd(3), delivery: 'true' });
      expect(response.statusCode).toBe(400);
      expect(body.Message).toBe(DELIVERY_TIME_REQUIRED);
    });

    it('"a delivery time at or after 3:00 PM on the same day": the return must be a later day', async () => {
      const same = await search({ startdate: mmdd(2), enddate: mmdd(2), delivery: 'true', time: '3:00 PM' });
      expect(same.response.statusCode).toBe(400);
      expect(same.body.Message).toBe(RETURN_DATE_REQUIRED);
      const later = await search({ startdate: mmdd(2), enddate: mmdd(3), delivery: 'true', time: '3:00 PM' });
      expect(later.body.data.rentalDays).toBe(1);
    });

    it('refuses a delivery time the resort does not offer', async () => {
      const { response } = await search({ startdate: mmdd(2), enddate: mmdd(3), delivery: 'true', time: '11:30 PM' });
      expect(response.statusCode).toBe(400);
    });

    it('refuses a blacked-out or past pickup with "Enter valid date for PICK UP ON (MM/DD/YYYY)"', async () => {
      for (const day of [12, -1, 151]) {
        const { response, body } = await search({ startdate: mmdd(day), enddate: mmdd(day + 1) });
        expect(response.statusCode).toBe(400);
        expect(body.Message).toBe(PICKUP_DATE_REQUIRED);
      }
    });

    it('refuses a return before the pickup', async () => {
      const { response, body } = await search({ startdate: mmdd(5), enddate: mmdd(3) });
      expect(response.statusCode).toBe(400);
      expect(body.Message).toBe(RETURN_DATE_REQUIRED);
    });

    it('"half-day bike rental counts as 0.5 nights" and costs the half-day price', async () => {
      const model = (await app.inject({ method: 'GET', url: '/api/rentals/widget?resort=summit-peak&season=2' })).json().data;
      const day = model.calendars.halfDayMorning.startDate;
      const { response, body } = await search({ startdate: day, enddate: day, daytype: '1' });
      expect(response.statusCode).toBe(200);
      expect(body.data).toMatchObject({ season: 2, nights: 0.5, rentalDays: 1, duration: 'Half Day Morning' });
      const bike = product(body.data, BIKE_SPORT);
      expect(bike.price).toBe(4500);
      expect(bike.price).toBeLessThan(bike.pricePerDay);
    });

    it('rents only single days where the resort says so', async () => {
      const model = (await app.inject({ method: 'GET', url: '/api/rentals/widget?resort=coast-range&season=2' })).json().data;
      expect(model.isOnlySingleDayRentals).toBe(true);
      const start = model.calendars.fullDay.startDate;
      const next = formatDate(TODAY.set({ month: 5, day: 16, year: Number(start.slice(6)) }));
      const multi = await post('/api/rentals/search-products', { resort: 'coast-range', startdate: start, enddate: next, daytype: 0 });
      expect(multi.statusCode).toBe(400);
      const single = await post('/api/rentals/search-products', { resort: 'coast-range', startdate: start, enddate: start, daytype: 0 });
      expect(single.statusCode).toBe(200);
      expect(single.json().data.products[0].currency).toBe('CAD');
    });

    it('answers bad input with 400, never 500', async () => {
      const cases: Array<Record<string, unknown>> = [
        { resort: 'summit-peak', enddate: mmdd(3) },
        { resort: 'summit-peak', startdate: 'soon', enddate: mmdd(3) },
        { resort: 'summit-peak', startdate: mmdd(2), enddate: mmdd(3), daytype: 7 },
        { resort: 'summit-peak', startdate: mmdd(2), enddate: mmdd(3), after3: 'maybe' },
        { resort: 'nowhere', startdate: mmdd(2), enddate: mmdd(3) },
        { resort: 42, startdate: mmdd(2), enddate: mmdd(3) },
      ];
      for (const payload of cases) {
        const response = await post('/api/rentals/search-products', payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
        expect(response.json().success).toBe(false);
      }
    });

    it('refuses a search without the request-verification token', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/rentals/search-products',
        headers: { cookie: headers.cookie },
        payload: { resort: 'summit-peak', startdate: mmdd(2), enddate: mmdd(3) },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /api/rentals/search-locations and locations-pricing-stats', () => {
    it('lists the resort shops, only delivering ones for a delivery', async () => {
      const all = (await post('/api/rentals/search-locations', { resort: 'summit-peak' })).json().data;
      expect(all.map((l: { id: string }) => l.id).sort()).toEqual([BASE, MID]);
      const delivering = (await post('/api/rentals/search-locations', { resort: 'summit-peak', delivery: true })).json().data;
      expect(delivering).toEqual([expect.objectContaining({ id: BASE, supportsDelivery: true })]);
      expect((await post('/api/rentals/search-locations', { resort: 'summit-peak', season: 5 })).statusCode).toBe(400);
    });

    it('gives the lowest price for the period per shop', async () => {
      const response = await post('/api/rentals/locations-pricing-stats', { resort: 'summit-peak', startdate: mmdd(2), enddate: mmdd(3) });
      expect(response.statusCode).toBe(200);
      const stats = response.json().data as Array<{ locationId: string; minPrice: number; availableProducts: number }>;
      const base = stats.find((s) => s.locationId === BASE)!;
      // The kids packages ($29 a day) are the cheapest; seven winter packages in all.
      expect(base.minPrice).toBe(2900 * 2);
      expect(base.availableProducts).toBe(7);
    });
  });

  describe('catalog provider', () => {
    it('quotes days x price with the pickup display fields', async () => {
      const quote = await provider.quote(rentalItem(SKI_SPORT, 3, 5));
      expect(quote).toMatchObject({
        line: 'rentals',
        productId: SKI_SPORT,
        date: iso(3),
        endDate: iso(5),
        unitPrice: 4900 * 3,
        currency: 'USD',
        taxRateBp: 890,
      });
      expect(quote.display).toEqual({
        pickUpDate: mmdd(3),
        returnDate: mmdd(5),
        duration: '3 Days',
        pickupLocation: 'Summit Peak Base Village Rentals',
      });
    });

    it('quotes a delivery with the delivery date and preferred time', async () => {
      const quote = await provider.quote(rentalItem(SKI_SPORT, 3, 4, { bookingType: 2, deliveryTime: '4:00 PM' }));
      expect(quote.display).toMatchObject({
        deliveryDate: mmdd(3),
        preferredDeliveryTime: '4:00 PM',
        returnDate: mmdd(4),
        duration: '1 Day',
      });
      expect(quote.unitPrice).toBe(4900);
    });

    it('refuses what cannot be sold with "Product cannot be added to cart"', async () => {
      for (const item of [
        { ...rentalItem(SKI_SPORT, 3, 4), productId: 'nope' },
        rentalItem(SKI_SPORT, 3, 4, { locationId: 'cascade-ridge-base' }),
        rentalItem(SKI_SPORT, 3, 4, { locationId: MID, bookingType: 2, deliveryTime: '10:00 AM' }),
        rentalItem(SKI_SPORT, 3, 4, {}, 0),
      ]) {
        const error = await rejection(provider.quote(item));
        expect(error).toMatchObject({ kind: 'invalid', message: PRODUCT_CANNOT_BE_ADDED });
      }
      expect(await rejection(provider.quote(rentalItem(SKI_SPORT, 12, 13)))).toMatchObject({
        kind: 'invalid',
        message: PICKUP_DATE_REQUIRED,
      });
    });

    it('holds stock, answers "Sold Out" (409) when short, and never oversells under racing buyers', async () => {
      // Two demo skis at the mid-mountain shop; five buyers race for one each over the same days.
      const item = rentalItem(SKI_DEMO, 30, 32, { locationId: MID });
      const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => provider.hold(item, `cart-${i}`, 600)));
      const held = results.filter((r) => r.status === 'fulfilled');
      expect(held).toHaveLength(2);
      for (const r of results.filter((r) => r.status === 'rejected')) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({ kind: 'sold-out', message: 'Sold Out' });
      }
      // An overlapping later rental is short on the shared day.
      expect(await rejection(provider.hold(rentalItem(SKI_DEMO, 32, 34, { locationId: MID }), 'cart-x', 600))).toMatchObject({
        kind: 'sold-out',
      });
      // A rental after them is free.
      await expect(provider.hold(rentalItem(SKI_DEMO, 33, 34, { locationId: MID }), 'cart-y', 600)).resolves.toHaveProperty('holdId');

      const { body } = await search({ startdate: mmdd(30), enddate: mmdd(32) });
      expect(product(body.data, SKI_DEMO).availability.find((a) => a.locationId === MID)).toMatchObject({ units: 0, soldOut: true });

      await provider.release((held[0] as PromiseFulfilledResult<{ holdId: string }>).value.holdId);
      await expect(provider.hold(item, 'cart-z', 600)).resolves.toHaveProperty('holdId');
    });

    it('commits a hold into sold units once, whatever the number of submits', async () => {
      const item = rentalItem(SKI_SPORT, 50, 51, { locationId: MID }, 3);
      const { holdId } = await provider.hold(item, 'cart-commit', 600);
      await handle.db.transaction((tx) => provider.commit(holdId, 'order-1', tx));
      await handle.db.transaction((tx) => provider.commit(holdId, 'order-1', tx));
      const rows = await handle.db
        .select()
        .from(capacity)
        .where(and(eq(capacity.resourceId, rentalResourceId(MID, SKI_SPORT)), sql`${capacity.day} between ${iso(50)} and ${iso(51)}`))
        .orderBy(capacity.day);
      expect(rows.map((r) => r.sold)).toEqual([3, 3]);
      const units = await handle.db.select().from(holds).where(eq(holds.holdId, holdId));
      expect(units).toHaveLength(2);
      for (const unit of units) expect(unit).toMatchObject({ status: 'sold', orderId: 'order-1' });
    });

    it('refuses to commit an expired hold whose units were taken meanwhile', async () => {
      const item = rentalItem(SKI_DEMO, 60, 60, { locationId: MID }, 2);
      const { holdId } = await provider.hold(item, 'cart-slow', 600);
      await handle.db.update(holds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(holds.holdId, holdId));
      await provider.hold(item, 'cart-fast', 600);
      const error = await rejection(handle.db.transaction((tx) => provider.commit(holdId, 'order-slow', tx)));
      expect(error).toMatchObject({ kind: 'sold-out', message: 'Sold Out' });
    });

    it('keeps the demo catalog to the resort shops', async () => {
      const rows = await handle.db.select().from(locations).where(eq(locations.resortId, 'summit-peak'));
      expect(rows).toHaveLength(2);
    });
  });

  describe('bounded input: every request is checked against contract.ts before anything runs', () => {
    /** What a refused request could have changed: the ledger's holds and sales. */
    const ledgerState = async () => {
      const [held] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(holds);
      const [sold] = await handle.db.select({ n: sql<number>`coalesce(sum(${capacity.sold}), 0)::int` }).from(capacity);
      return { holds: held.n, sold: sold.n };
    };

    const expectRefused = (response: { statusCode: number; json(): unknown; body: string }, message: string, field?: string) => {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { success: false, data: field ? { field } : null, Message: message },
      });
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    };

    it('GET /api/rentals/widget refuses a malformed, over-long, NUL or unknown query with a clear 400', async () => {
      const get = (query: string) => app.inject({ method: 'GET', url: `/api/rentals/widget?${query}` });
      expectRefused(await get('resort=summit-peak&season=abc'), SEASON_REQUIRED, 'season');
      expectRefused(await get('resort=summit-peak&season=3000000000'), SEASON_REQUIRED, 'season');
      expectRefused(await get(`resort=${'a'.repeat(65)}&season=1`), 'Not a valid id.', 'resort');
      expectRefused(await get('resort=summit-peak&season=1&debug=1'), 'Unknown field: debug');
      expect((await get('resort=summit-peak&resort=coast-range')).statusCode).toBe(400);
      expect((await get('resort=summit%00peak')).json()).toMatchObject({ success: false, Message: NUL_REFUSED });
    });

    it("search refuses dates outside the sane window, over-long or of the wrong type in the widget's words", async () => {
      const before = await ledgerState();
      const searchRefused = async (payload: Record<string, unknown>, message: string, field?: string) => {
        for (const url of ['/api/rentals/search-products', '/api/rentals/locations-pricing-stats']) {
          expectRefused(await post(url, { resort: 'summit-peak', startdate: mmdd(2), enddate: mmdd(3), ...payload }), message, field);
        }
      };
      await searchRefused({ startdate: '01/01/2150', enddate: '01/02/2150' }, PICKUP_DATE_REQUIRED, 'startdate');
      await searchRefused({ startdate: '12/31/1899' }, PICKUP_DATE_REQUIRED, 'startdate');
      await searchRefused({ startdate: `${mmdd(2)}${'0'.repeat(100_000)}` }, PICKUP_DATE_REQUIRED, 'startdate');
      await searchRefused({ startdate: 20300101 }, PICKUP_DATE_REQUIRED, 'startdate');
      await searchRefused({ enddate: ['x'] }, RETURN_DATE_REQUIRED, 'enddate');
      await searchRefused({ delivery: 'true', time: `10:00 AM${' '.repeat(20)}` }, 'Enter at most 16 characters.', 'time');
      await searchRefused({ daytype: 7 }, 'Invalid bike rental length.', 'daytype');
      await searchRefused({ after3: 3_000_000_000 }, 'Invalid rental options.', 'after3');
      await searchRefused({ resort: 'summit peak' }, 'Not a valid id.', 'resort');
      await searchRefused({ limit: 1 }, 'Unknown field: limit');
      expect(await ledgerState()).toEqual(before);
    });

    it(`a search spans at most ${MAX_RENTAL_DAYS} days, refused before any day is counted`, async () => {
      // Both dates are real and in the window; only the span is too long. The calendar would
      // answer for the pickup, so the return-date answer (and its field) shows the bound ran first.
      const response = await post('/api/rentals/search-products', {
        resort: 'summit-peak',
        startdate: '01/01/1900',
        enddate: '12/31/2100',
      });
      expectRefused(response, RETURN_DATE_REQUIRED, 'enddate');
    });

    it('a NUL byte in a search body is refused with 400, never a 500', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/rentals/search-products',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ resort: 'summit-peak', startdate: mmdd(2), enddate: mmdd(3), delivery: 'true', time: '10:00\u0000AM' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, Message: NUL_REFUSED });
    });

    it('search-locations refuses an unknown season, a non-boolean delivery and unknown fields', async () => {
      expectRefused(await post('/api/rentals/search-locations', { resort: 'summit-peak', season: 3 }), SEASON_REQUIRED, 'season');
      expect((await post('/api/rentals/search-locations', { resort: 'summit-peak', delivery: 'yes' })).statusCode).toBe(400);
      expectRefused(await post('/api/rentals/search-locations', { resort: 'summit-peak', page: 2 }), 'Unknown field: page');
    });

    it('the catalog provider registers the cart-line options schema, and holds a direct call to it', async () => {
      expect(provider.options).toBe(RentalLineOptions);
      const before = await ledgerState();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ returnDate: '2030-02-30' }, RETURN_DATE_REQUIRED],
        [{ returnDate: '2150-01-01' }, RETURN_DATE_REQUIRED],
        [{ returnDate: `${iso(3)}${'9'.repeat(10_000)}` }, RETURN_DATE_REQUIRED],
        [{ returnDate: undefined }, RETURN_DATE_REQUIRED],
        [{ bookingType: 3 }, 'Choose one of the listed options.'],
        [{ bikeRentalLength: 1_000_000_000 }, 'Choose one of the listed options.'],
        [{ locationId: `${BASE}\u0000` }, 'Not a valid id.'],
        [{ bookingType: 2, deliveryTime: '10:00 AM'.padEnd(17, ' ') }, 'Enter at most 16 characters.'],
        [{ deliveryTime: '10:00\u0000AM' }, NUL_REFUSED],
        [{ children: 1_000_000_000 }, 'Unknown field: children'],
      ];
      for (const [options, message] of cases) {
        const item = rentalItem(SKI_SPORT, 3, 4, options);
        expect({ options, error: await rejection(provider.hold(item, 'cart-bad', 600)) }).toMatchObject({
          options,
          error: { kind: 'invalid', message },
        });
        expect({ options, error: await rejection(provider.quote(item)) }).toMatchObject({ options, error: { kind: 'invalid', message } });
      }
      expect(await ledgerState()).toEqual(before);
    });
  });

  describe('the shared capacity ledger', () => {
    const SKI_PERFORMANCE = 'summit-peak-ski-performance';
    const units = async (day: number) => {
      const { body } = await search({ startdate: mmdd(day), enddate: mmdd(day + 1), after3: 'false' });
      return product(body.data, SKI_PERFORMANCE).availability.find((a) => a.locationId === MID)!.units;
    };
    const soldOn = async (fromDay: number, toDay: number) =>
      (
        await handle.db
          .select({ sold: capacity.sold })
          .from(capacity)
          .where(
            and(
              eq(capacity.resourceId, rentalResourceId(MID, SKI_PERFORMANCE)),
              sql`${capacity.day} between ${iso(fromDay)} and ${iso(toDay)}`,
            ),
          )
          .orderBy(capacity.day)
      ).map((r) => r.sold);

    it("revert puts sold units back to held for the buyer's cart, and leaves a hold sold to another order alone", async () => {
      const free = await units(70);
      const { holdId } = await provider.hold(rentalItem(SKI_PERFORMANCE, 70, 71, { locationId: MID }, 2), 'cart-revert', 600);
      await handle.db.transaction((tx) => provider.commit(holdId, 'order-unpaid', tx));
      expect(await soldOn(70, 71)).toEqual([2, 2]);

      await handle.db.transaction((tx) => provider.revert(holdId, 'order-other', tx, 600));
      expect(await soldOn(70, 71)).toEqual([2, 2]);

      await handle.db.transaction((tx) => provider.revert(holdId, 'order-unpaid', tx, 600));
      expect(await soldOn(70, 71)).toEqual([0, 0]);
      const rows = await handle.db
        .select({ status: holds.status, orderId: holds.orderId, live: sql<boolean>`${holds.expiresAt} > now()` })
        .from(holds)
        .where(eq(holds.holdId, holdId));
      expect(rows).toEqual([
        { status: 'held', orderId: null, live: true },
        { status: 'held', orderId: null, live: true },
      ]);
      // Still held for the cart: not free to anyone else, and the cart can buy them again.
      expect(await units(70)).toBe(free - 2);
      await handle.db.transaction((tx) => provider.commit(holdId, 'order-paid', tx));
      expect(await soldOn(70, 71)).toEqual([2, 2]);
    });

    // PGlite runs inside this process and reads its clock, so only a separate server can show
    // that the app's clock plays no part.
    const onOwnClock = backend === 'postgres' ? it : it.skip;
    onOwnClock('the database clock judges expiry: a hold placed while the app clock is an hour behind still holds its units', async () => {
      const free = await units(80);
      const realNow = Date.now.bind(Date);
      const appClock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() - 3_600_000);
      let hold: { holdId: string; expiresAt: Date };
      try {
        hold = await provider.hold(rentalItem(SKI_PERFORMANCE, 80, 80, { locationId: MID }), 'cart-clock', 600);
      } finally {
        appClock.mockRestore();
      }
      const [{ left }] = await handle.db
        .select({ left: sql<number>`extract(epoch from (max(${holds.expiresAt}) - now()))::float` })
        .from(holds)
        .where(eq(holds.holdId, hold.holdId));
      expect(left).toBeGreaterThan(500);
      expect(left).toBeLessThanOrEqual(600);
      expect(await units(80)).toBe(free - 1);
    });

    it('the sweep job marks holds the database clock has expired', async () => {
      expect(line.jobs?.map((j) => j.name)).toEqual(['rentals-holds']);
      const { holdId } = await provider.hold(rentalItem(SKI_PERFORMANCE, 90, 90, { locationId: MID }), 'cart-sweep', 600);
      await handle.db.update(holds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(holds.holdId, holdId));
      await runJobOnce(handle.db, line.jobs![0]);
      const rows = await handle.db.select({ status: holds.status }).from(holds).where(eq(holds.holdId, holdId));
      expect(rows).toEqual([{ status: 'expired' }]);
    });
  });
});

describe.each(testBackends())('rentals migrations on %s', (backend) => {
  it("carry a running store's stock, sales and holds over to the ledger, keeping the hold ids", async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const folder = line.migrations[0].folder;
    // The store as it ran before the ledger: only the first migration.
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'rentals-0000-'));
    await fs.mkdir(path.join(before, 'meta'));
    await fs.copyFile(path.join(folder, '0000_init.sql'), path.join(before, '0000_init.sql'));
    const journal = JSON.parse(await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'));
    await fs.writeFile(path.join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));

    const db = await createTestDatabase(backend, []);
    try {
      await runMigrations(db, [{ schema: 'rentals', folder: before }]);
      const holdId = '6f1c1c1e-8a0e-4f7e-9a5e-0c1b2d3e4f50';
      for (const statement of [
        sql`INSERT INTO rentals.locations (id, resort_id, name, address) VALUES ('x-base', 'x', 'Base', 'Plaza')`,
        sql`INSERT INTO rentals.rental_products (id, resort_id, season, category, tier, name, price_per_day, currency)
          VALUES ('x-ski', 'x', 1, 'ski', 'Sport', 'Skis', 4900, 'USD')`,
        sql`INSERT INTO rentals.unit_inventory (location_id, product_id, day, total, sold)
          VALUES ('x-base', 'x-ski', '2030-01-01', 5, 1), ('x-base', 'x-ski', '2030-01-02', 5, 1), ('x-base', 'x-ski', '2030-01-03', 5, 0)`,
        sql`INSERT INTO rentals.holds (id, location_id, product_id, day, return_day, quantity, cart_id, status, expires_at, order_id)
          VALUES (${holdId}, 'x-base', 'x-ski', '2030-01-01', '2030-01-02', 1, 'cart-1', 'committed', now(), 'order-1')`,
      ]) {
        await db.db.execute(statement);
      }
      await runMigrations(db, [{ schema: 'rentals', folder }]);

      const stock = await db.db.select().from(capacity).orderBy(capacity.day);
      expect(stock.map((r) => [r.resourceId, r.day, r.total, r.sold])).toEqual([
        ['x-base:x-ski', '2030-01-01', 5, 1],
        ['x-base:x-ski', '2030-01-02', 5, 1],
        ['x-base:x-ski', '2030-01-03', 5, 0],
      ]);
      const carried = await db.db.select().from(holds).orderBy(holds.day);
      expect(carried.map((h) => [h.holdId, h.resourceId, h.day, h.quantity, h.status, h.orderId])).toEqual([
        [holdId, 'x-base:x-ski', '2030-01-01', 1, 'sold', 'order-1'],
        [holdId, 'x-base:x-ski', '2030-01-02', 1, 'sold', 'order-1'],
      ]);
      const old = await db.db.execute(
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'rentals' AND table_name IN ('holds', 'unit_inventory')`,
      );
      expect((old as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    } finally {
      await db.close();
      await fs.rm(before, { recursive: true, force: true });
    }
  });
});
