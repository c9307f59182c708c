import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DELIVERY_TIME_REQUIRED, PICKUP_DATE_REQUIRED, RETURN_DATE_REQUIRED } from '@resort/shared/rules';
import { formatDate } from '@resort/shared/dates';
import { CatalogRegistry, LineServices, type DatabaseHandle } from '@resort/shared/server';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { testBackends } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { capacity } from '../server/schema';
import { BASE, BIKE_SPORT, MID, mmdd, SKI_DEMO, SKI_SPORT, TODAY, useRentalsApi } from './rentals-kit';

describe.each(testBackends())('rentals API on %s', (backend) => {
  const rentals = useRentalsApi(backend);
  const { post, search, product } = rentals;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(() => {
    ({ handle, app, headers } = rentals);
  });

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
});
