import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { LODGING_MESSAGES } from '@resort/shared/rules';
import { formatDate, resortToday, toIsoDate } from '@resort/shared/dates';
import { clearReadCaches, runJobOnce, type CatalogProvider, type DatabaseHandle, type ItemRequest } from '@resort/shared/server';
import { newVisitor, startTestApp, testBackends, type TestApp, type Visitor } from '@resort/shared/server/testing';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { line as account } from '@resort/mfe-account/server';
import { line } from '../server/plugin';
import { capacity, holds, nightlyRates, properties, rooms, taxesAndFees } from '../server/schema';
import { ROOMS_PER_NIGHT, roomId as makeRoomId } from '../server/seed';
import { DOMAIN_STATUS } from '@resort/shared/server';
import { isDomainError, type DomainError } from '@resort/shared/core';

// Summit Peak's times are Denver's; every date below is relative to the resort's today.
const TODAY = resortToday('America/Denver');
const iso = (days: number) => toIsoDate(TODAY.plus({ days }));
const mmdd = (days: number) => formatDate(TODAY.plus({ days }));

const QUEEN = makeRoomId('summit-peak', 'alpenglow-lodge', 'queen');
const KING = makeRoomId('summit-peak', 'alpenglow-lodge', 'king');
const SUITE = makeRoomId('summit-peak', 'alpenglow-lodge', 'suite');
const INN_KING = makeRoomId('summit-peak', 'summit-village-inn', 'king');
const CONDO = makeRoomId('summit-peak', 'timberline-condos', 'condo');

function stayItem(productId: string, arrivalDay: number, nights: number, quantity = 1, extra: Record<string, unknown> = {}): ItemRequest {
  return {
    line: 'lodging',
    productId,
    date: iso(arrivalDay),
    quantity,
    options: { departure: iso(arrivalDay + nights), adults: 2, children: 0, childAges: [], ...extra },
  };
}

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected the call to be refused');
}

describe.each(testBackends())('lodging API on %s', (backend) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let provider: CatalogProvider;
  let visitor: Visitor;

  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(backend, [account, line], createSessionStore);
    ({ app, handle } = testApp);
    provider = testApp.catalog.get('lodging')!;
    visitor = await newVisitor(app);
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  }, 60_000);

  const post = (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = { cookie: visitor.cookie, RequestVerificationToken: visitor.token },
  ) => app.inject({ method: 'POST', url, headers, payload });

  const search = (payload: Record<string, unknown>) =>
    post('/api/lodging/results', { resort: 'summit-peak', adultcount: 2, childcount: 0, childagearray: '', ...payload });

  async function setInventory(room: string, fromDay: number, toDay: number, values: { total?: number; sold?: number }) {
    await handle.db
      .update(capacity)
      .set(values)
      .where(and(eq(capacity.resourceId, room), gte(capacity.day, iso(fromDay)), lt(capacity.day, iso(toDay))));
  }

  async function activeHeld(room: string, day: number): Promise<number> {
    const [row] = await handle.db
      .select({ held: sql<number>`coalesce(sum(${holds.quantity}), 0)::int` })
      .from(holds)
      .where(and(eq(holds.resourceId, room), eq(holds.day, iso(day)), eq(holds.status, 'held'), sql`${holds.expiresAt} > now()`));
    return Number(row.held);
  }

  /** Makes a hold lapse by the database's own clock. */
  const expire = (holdId: string) =>
    handle.db.update(holds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(holds.holdId, holdId));

  async function soldOn(room: string, fromDay: number, toDay: number): Promise<number[]> {
    const rows = await handle.db
      .select({ sold: capacity.sold })
      .from(capacity)
      .where(and(eq(capacity.resourceId, room), gte(capacity.day, iso(fromDay)), lt(capacity.day, iso(toDay))))
      .orderBy(capacity.day);
    return rows.map((r) => r.sold);
  }

  describe('seed', () => {
    it('seeds every demo resort with properties, rooms, 150 nights of rates and inventory, and taxes', async () => {
      const [{ count: propertyCount }] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(properties);
      const resorts = await handle.db.selectDistinct({ resortId: properties.resortId }).from(properties);
      const [{ count: rateCount }] = await handle.db
        .select({ count: sql<number>`count(*)::int` })
        .from(nightlyRates)
        .where(eq(nightlyRates.roomId, QUEEN));
      const taxes = await handle.db.select().from(taxesAndFees).where(eq(taxesAndFees.resortId, 'summit-peak'));
      const [{ count: nightCount }] = await handle.db
        .select({ count: sql<number>`count(*)::int` })
        .from(capacity)
        .where(and(eq(capacity.resourceId, QUEEN), eq(capacity.total, ROOMS_PER_NIGHT)));
      expect(resorts).toHaveLength(4);
      expect(nightCount).toBe(150);
      expect(propertyCount).toBeGreaterThanOrEqual(8);
      expect(rateCount).toBe(150);
      expect(taxes.map((t) => t.name).sort()).toEqual(['Lodging tax', 'Resort fee']);
    });

    it('is idempotent: a second seed inserts nothing', async () => {
      const count = async () => (await handle.db.select({ count: sql<number>`count(*)::int` }).from(rooms))[0].count;
      const before = await count();
      await line.seed(handle.db);
      expect(await count()).toBe(before);
    });
  });

  describe('POST /api/lodging/results', () => {
    it('narrows by amenity and price, sorts by price or name, counts what is left, and marks rooms too small for the party', async () => {
      const stay = { arrivaldate: mmdd(24), departuredate: mmdd(27) };
      const all = (await search({ ...stay, sort: 'name' })).json().data;
      const names = all.properties.map((p: { name: string }) => p.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      expect(all.count).toBe(all.properties.length);

      const hotTub = (await search({ ...stay, amenities: ['hot tub'] })).json().data;
      expect(hotTub.count).toBeGreaterThan(0);
      expect(hotTub.count).toBeLessThan(all.count);
      for (const p of hotTub.properties) expect(p.amenities.map((a: string) => a.toLowerCase())).toContain('hot tub');

      const byPrice = (await search({ ...stay, sort: 'price' })).json().data.properties.map((p: { fromPrice: number }) => p.fromPrice);
      expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
      const cheapest = byPrice[0];
      const capped = (await search({ ...stay, maxPrice: cheapest })).json().data;
      expect(capped.properties.every((p: { fromPrice: number }) => p.fromPrice <= cheapest)).toBe(true);
      expect(capped.count).toBeGreaterThanOrEqual(1);

      // Three adults and a child: a Queen Room (sleeps 2) does not fit them, and is not the 'from' price.
      const family = (await search({ ...stay, adultcount: 3, childcount: 1, childagearray: '8' })).json().data;
      const lodge = family.properties.find((p: { name: string }) => p.name === 'Alpenglow Lodge');
      const queen = lodge.rooms.find((r: { id: string }) => r.id === QUEEN);
      expect(queen.fitsParty).toBe(false);
      const fitting = lodge.rooms.filter((r: { fitsParty: boolean; soldOut: boolean }) => r.fitsParty && !r.soldOut);
      expect(fitting.length).toBeGreaterThan(0);
      expect(lodge.fromPrice).toBe(Math.min(...fitting.map((r: { totalPrice: number }) => r.totalPrice)));
      expect((await search({ ...stay, sort: 'cheapest' })).statusCode).toBe(400);
    });

    it('lists properties with rooms priced for every night of the stay', async () => {
      const response = await search({ arrivaldate: mmdd(20), departuredate: mmdd(23) });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.nights).toBe(3);
      expect(data.arrival).toBe(iso(20));
      expect(data.properties.length).toBeGreaterThanOrEqual(2);
      expect(data.properties.every((p: { resortId: string }) => p.resortId === 'summit-peak')).toBe(true);
      const lodge = data.properties.find((p: { id: string }) => p.id === 'summit-peak--alpenglow-lodge');
      const queen = lodge.rooms.find((r: { id: string }) => r.id === QUEEN);
      const rates = await handle.db
        .select()
        .from(nightlyRates)
        .where(and(eq(nightlyRates.roomId, QUEEN), gte(nightlyRates.night, iso(20)), lt(nightlyRates.night, iso(23))));
      expect(queen.nightlyRates).toHaveLength(3);
      expect(queen.totalPrice).toBe(rates.reduce((sum, r) => sum + r.rate, 0));
      expect(queen.soldOut).toBe(false);
      expect(queen.roomsLeft).toBe(ROOMS_PER_NIGHT);
      expect(queen.currency).toBe('USD');
      expect(lodge.fromPrice).toBe(Math.min(...lodge.rooms.map((r: { totalPrice: number }) => r.totalPrice)));
      expect(lodge.taxesAndFees.map((t: { name: string }) => t.name)).toEqual(['Lodging tax', 'Resort fee']);
    });

    it('searches every resort when none is given, each room in its resort currency', async () => {
      const response = await post('/api/lodging/results', { arrivaldate: mmdd(20), departuredate: mmdd(22), adultcount: 2 });
      const data = response.json().data;
      const resorts = new Set(data.properties.map((p: { resortId: string }) => p.resortId));
      expect(resorts.size).toBe(4);
      const coast = data.properties.find((p: { resortId: string }) => p.resortId === 'coast-range');
      expect(coast.rooms[0].currency).toBe('CAD');
    });

    it("labels a room 'Sold Out' when one night of the stay has no room left", async () => {
      await setInventory(KING, 31, 32, { sold: ROOMS_PER_NIGHT });
      const response = await search({ arrivaldate: mmdd(30), departuredate: mmdd(33) });
      const lodge = response.json().data.properties.find((p: { id: string }) => p.id === 'summit-peak--alpenglow-lodge');
      const king = lodge.rooms.find((r: { id: string }) => r.id === KING);
      const queen = lodge.rooms.find((r: { id: string }) => r.id === QUEEN);
      expect(king).toMatchObject({ soldOut: true, label: 'Sold Out', roomsLeft: 0 });
      expect(queen).toMatchObject({ soldOut: false, label: null });
    });

    it('counts rooms held in carts as taken', async () => {
      await provider.hold(stayItem(SUITE, 40, 2, 4), 'cart-held', 600);
      const response = await search({ arrivaldate: mmdd(40), departuredate: mmdd(42) });
      const lodge = response.json().data.properties.find((p: { id: string }) => p.id === 'summit-peak--alpenglow-lodge');
      expect(lodge.rooms.find((r: { id: string }) => r.id === SUITE).roomsLeft).toBe(ROOMS_PER_NIGHT - 4);
    });

    it('accepts ISO dates and child ages, an empty age counting as 0', async () => {
      const response = await search({ arrivaldate: iso(20), departuredate: iso(21), childcount: 3, childagearray: '5,,8' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.childAges).toEqual([5, 0, 8]);
    });

    it('returns no properties for nights beyond the priced calendar', async () => {
      const response = await search({ arrivaldate: mmdd(200), departuredate: mmdd(202) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.properties).toEqual([]);
    });

    it("offers nothing for an arrival before the resort's today", async () => {
      const response = await search({ arrivaldate: mmdd(-2), departuredate: mmdd(1) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.properties).toEqual([]);
    });

    it('stay at most 28 days: 29 nights are refused with error-date-range-too-great', async () => {
      const ok = await search({ arrivaldate: mmdd(10), departuredate: mmdd(38) });
      expect(ok.statusCode).toBe(200);
      const response = await search({ arrivaldate: mmdd(10), departuredate: mmdd(39) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, Message: LODGING_MESSAGES['error-date-range-too-great'] });
    });

    it('valid check-in and check-out: bad or reversed dates are refused with error-invalid', async () => {
      for (const dates of [
        { arrivaldate: '13/45/2026', departuredate: mmdd(3) },
        { arrivaldate: mmdd(5), departuredate: mmdd(5) },
        { arrivaldate: mmdd(5), departuredate: mmdd(4) },
      ]) {
        const response = await search(dates);
        expect(response.statusCode).toBe(400);
        expect(response.json().Message).toBe(LODGING_MESSAGES['error-invalid']);
      }
    });

    it('total guests at most 19, children at most 6', async () => {
      expect(
        (await search({ arrivaldate: mmdd(10), departuredate: mmdd(11), adultcount: 13, childcount: 6, childagearray: '1,2,3,4,5,6' }))
          .statusCode,
      ).toBe(200);
      expect(
        (await search({ arrivaldate: mmdd(10), departuredate: mmdd(11), adultcount: 14, childcount: 6, childagearray: '1,2,3,4,5,6' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await search({ arrivaldate: mmdd(10), departuredate: mmdd(11), adultcount: 2, childcount: 7, childagearray: '1,2,3,4,5,6,7' }))
          .statusCode,
      ).toBe(400);
    });

    it('refuses malformed input with 400, never 500', async () => {
      const bad: Record<string, unknown>[] = [
        {},
        { arrivaldate: mmdd(10), departuredate: mmdd(11), adultcount: 'two' },
        { arrivaldate: mmdd(10), departuredate: mmdd(11), adultcount: 2, childagearray: 'five' },
        { arrivaldate: mmdd(10), departuredate: mmdd(11), adultcount: 2, resort: 'nowhere' },
        { arrivaldate: 42, departuredate: mmdd(11), adultcount: 2 },
        { arrivaldate: mmdd(10), departuredate: mmdd(11), adultcount: -1 },
        { arrivaldate: `${mmdd(10)}${'0'.repeat(500)}`, departuredate: mmdd(11), adultcount: 2 },
      ];
      for (const payload of bad) {
        const response = await post('/api/lodging/results', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().success).toBe(false);
      }
    });

    it('requires the request-verification token', async () => {
      const response = await post(
        '/api/lodging/results',
        { arrivaldate: mmdd(10), departuredate: mmdd(11), adultcount: 2 },
        { cookie: visitor.cookie },
      );
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /api/lodging/details', () => {
    it('describes a property with its rooms and taxes', async () => {
      const response = await post('/api/lodging/details', { propertyId: 'summit-peak--summit-village-inn' });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ name: 'Summit Village Inn', resortName: 'Summit Peak', image: null, currency: 'USD' });
      expect(data.rooms.map((r: { id: string }) => r.id)).toContain(INN_KING);
      expect(data.amenities.length).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown property and 400 without one', async () => {
      expect((await post('/api/lodging/details', { propertyId: 'nowhere' })).statusCode).toBe(404);
      expect((await post('/api/lodging/details', {})).statusCode).toBe(400);
    });
  });

  describe('POST /api/lodging/property-calendar', () => {
    const calendar = (body: Record<string, unknown>) => post('/api/lodging/property-calendar', body);

    it("shows each night's lowest rate of a room that sleeps the party, and 'Sold Out' (null) where none is free", async () => {
      const from = iso(40);
      const base = await calendar({ propertyId: 'summit-peak--alpenglow-lodge', from, adultcount: 2 });
      expect(base.statusCode).toBe(200);
      const nights = base.json().data.nights as { night: string; rate: number | null }[];
      expect(nights).toHaveLength(42);
      expect(nights[0].night).toBe(from);
      // A couple fits the queen room: each night's price is the queen's rate that night.
      const [queenFirst] = await handle.db
        .select({ rate: nightlyRates.rate })
        .from(nightlyRates)
        .where(and(eq(nightlyRates.roomId, QUEEN), eq(nightlyRates.night, from)));
      expect(nights[0].rate).toBe(queenFirst.rate);

      // A party of three does not fit the queen: the king is the cheapest that sleeps them.
      const three = (await calendar({ propertyId: 'summit-peak--alpenglow-lodge', from, adultcount: 2, childcount: 1 })).json().data.nights;
      const [kingFirst] = await handle.db
        .select({ rate: nightlyRates.rate })
        .from(nightlyRates)
        .where(and(eq(nightlyRates.roomId, KING), eq(nightlyRates.night, from)));
      expect(three[0].rate).toBe(kingFirst.rate);

      // Every king and suite sold on the second night (all but those held in carts): no room sleeps three then.
      const second = iso(41);
      await handle.db
        .update(capacity)
        .set({ sold: sql`${capacity.total} - ${capacity.held}` })
        .where(and(sql`${capacity.resourceId} in (${KING}, ${SUITE})`, eq(capacity.day, second)));
      const after = (await calendar({ propertyId: 'summit-peak--alpenglow-lodge', from, adultcount: 2, childcount: 1 })).json().data.nights;
      expect(after[1]).toEqual({ night: second, rate: null });
      expect(after[0].rate).toBe(kingFirst.rate);
      await handle.db
        .update(capacity)
        .set({ sold: 0 })
        .where(and(sql`${capacity.resourceId} in (${KING}, ${SUITE})`, eq(capacity.day, second)));
    });

    it("nights before the resort's today are not for sale; an unknown property is 404; a party over 19 is refused", async () => {
      const past = (await calendar({ propertyId: 'summit-peak--alpenglow-lodge', from: iso(-3), adultcount: 2 })).json().data.nights;
      expect(past.slice(0, 3).map((n: { rate: number | null }) => n.rate)).toEqual([null, null, null]);
      expect(past[3].rate).not.toBeNull();
      expect((await calendar({ propertyId: 'nowhere', from: iso(10), adultcount: 2 })).statusCode).toBe(404);
      const crowd = await calendar({ propertyId: 'summit-peak--alpenglow-lodge', from: iso(10), adultcount: 15, childcount: 6 });
      expect(crowd.statusCode).toBe(400);
      expect((await calendar({ propertyId: 'summit-peak--alpenglow-lodge', from: '12/10/2026', adultcount: 2 })).statusCode).toBe(400);
    });
  });

  describe('POST /api/lodging/property-availability', () => {
    it("prices one property's rooms for the stay", async () => {
      const response = await post('/api/lodging/property-availability', {
        propertyId: 'summit-peak--timberline-condos',
        arrivaldate: mmdd(20),
        departuredate: mmdd(22),
        adultcount: 4,
        childcount: 2,
        childagearray: '3,9',
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.properties).toHaveLength(1);
      expect(data.properties[0].id).toBe('summit-peak--timberline-condos');
      expect(data.properties[0].rooms.map((r: { id: string }) => r.id)).toContain(CONDO);
    });

    it('answers 404 for an unknown property and 400 for a stay the lodging rule refuses', async () => {
      const stay = { arrivaldate: mmdd(20), departuredate: mmdd(22), adultcount: 2 };
      expect((await post('/api/lodging/property-availability', { ...stay, propertyId: 'nowhere' })).statusCode).toBe(404);
      const tooLong = await post('/api/lodging/property-availability', {
        ...stay,
        departuredate: mmdd(60),
        propertyId: 'summit-peak--timberline-condos',
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().Message).toBe(LODGING_MESSAGES['error-date-range-too-great']);
    });
  });

  describe('catalog provider', () => {
    it("quotes the sum of the nightly rates per room, titled 'Property — Room', with each tax and fee rounded once per stay", async () => {
      const quote = await provider.quote(stayItem(QUEEN, 20, 3, 2));
      const rates = await handle.db
        .select()
        .from(nightlyRates)
        .where(and(eq(nightlyRates.roomId, QUEEN), gte(nightlyRates.night, iso(20)), lt(nightlyRates.night, iso(23))));
      const fees = await handle.db.select().from(taxesAndFees).where(eq(taxesAndFees.resortId, 'summit-peak'));
      const perStay = rates.reduce((sum, r) => sum + r.rate, 0);
      expect(quote).toMatchObject({
        line: 'lodging',
        productId: QUEEN,
        title: 'Alpenglow Lodge — Queen Room',
        resortId: 'summit-peak',
        timeZone: 'America/Denver',
        date: iso(20),
        endDate: iso(23),
        quantity: 2,
        unitPrice: perStay,
        currency: 'USD',
        taxRateBp: 0,
        taxesAndFeesLocation: 'Alpenglow Lodge',
        display: { date: mmdd(20), returnDate: mmdd(23), duration: '3 nights' },
      });
      // The rule: rate × (all nights × all rooms), rounded half up to the cent once per fee per stay.
      const expected = fees
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((f) => ({ name: f.name, amount: Math.floor((perStay * 2 * f.rateBp + 5000) / 10000) }));
      expect(quote.taxesAndFees).toEqual(expected);
      expect(expected.map((f) => f.name)).toEqual(['Lodging tax', 'Resort fee']);
    });

    it('rounds a fee half up once per stay, not once per night', async () => {
      // Three nights at $100.50 with the 3% resort fee: per stay 3% of $301.50 = $9.045 → $9.05;
      // rounded per night it would be $3.015 → $3.02, three times $9.06.
      await handle.db
        .update(nightlyRates)
        .set({ rate: 10050 })
        .where(and(eq(nightlyRates.roomId, KING), gte(nightlyRates.night, iso(140)), lt(nightlyRates.night, iso(143))));
      // Rates are catalog, cached per process: a write outside the seed clears the cache as the seed does.
      clearReadCaches();
      const quote = await provider.quote(stayItem(KING, 140, 3, 1));
      const [fee] = await handle.db
        .select()
        .from(taxesAndFees)
        .where(and(eq(taxesAndFees.resortId, 'summit-peak'), eq(taxesAndFees.name, 'Resort fee')));
      expect(fee.rateBp).toBe(300);
      expect(quote.taxesAndFees?.find((f) => f.name === 'Resort fee')?.amount).toBe(905);
    });

    it('refuses items that cannot be sold with 400 Product cannot be added to cart', async () => {
      const items = [
        stayItem('no-such-room', 20, 2),
        stayItem(QUEEN, 20, 29),
        stayItem(QUEEN, -3, 2),
        stayItem(QUEEN, 200, 2),
        stayItem(QUEEN, 20, 2, 0),
        stayItem(QUEEN, 20, 2, 1, { adults: 14, children: 6, childAges: [1, 2, 3, 4, 5, 6] }),
        { ...stayItem(QUEEN, 20, 2), options: {} },
      ];
      for (const item of items) {
        const error = await rejection(provider.quote(item));
        expect(isDomainError(error)).toBe(true);
        expect(error.kind).toBe('invalid');
        expect(error.message).toBe('Product cannot be added to cart');
      }
    });

    it('holds every night of the stay and releases them', async () => {
      const hold = await provider.hold(stayItem(QUEEN, 50, 3, 2), 'cart-a', 600);
      expect(hold.expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(await activeHeld(QUEEN, 50)).toBe(2);
      expect(await activeHeld(QUEEN, 52)).toBe(2);
      expect(await activeHeld(QUEEN, 53)).toBe(0);
      await provider.release(hold.holdId);
      expect(await activeHeld(QUEEN, 50)).toBe(0);
    });

    it("refuses a hold with 409 'Sold Out' when any night lacks a room, and holds nothing", async () => {
      await setInventory(QUEEN, 61, 62, { sold: ROOMS_PER_NIGHT - 1 });
      const error = await rejection(provider.hold(stayItem(QUEEN, 60, 3, 2), 'cart-b', 600));
      expect(error.kind).toBe('sold-out');
      expect(error.message).toBe('Sold Out');
      expect(await activeHeld(QUEEN, 60)).toBe(0);
    });

    it('never oversells: of N concurrent holds on the last room exactly one succeeds', async () => {
      await setInventory(CONDO, 70, 72, { sold: ROOMS_PER_NIGHT - 1 });
      const attempts = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => provider.hold(stayItem(CONDO, 70, 2), `race-${i}`, 600)),
      );
      const outcomes = attempts.map((a) =>
        a.status === 'fulfilled' ? 'held' : `${DOMAIN_STATUS[(a.reason as DomainError).kind]} ${(a.reason as Error).message}`,
      );
      expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
      expect(outcomes.filter((o) => o !== 'held')).toEqual(Array(29).fill('409 Sold Out'));
      expect(await activeHeld(CONDO, 70)).toBe(1);
      expect(await activeHeld(CONDO, 71)).toBe(1);
    });

    it('overlapping concurrent stays never deadlock and never exceed any night', async () => {
      await setInventory(INN_KING, 80, 86, { total: 2, sold: 0 });
      const stays = Array.from({ length: 12 }, (_, i) => stayItem(INN_KING, 80 + (i % 4), 2 + (i % 3)));
      const attempts = await Promise.allSettled(stays.map((item, i) => provider.hold(item, `overlap-${i}`, 600)));
      expect(attempts.some((a) => a.status === 'fulfilled')).toBe(true);
      for (const a of attempts) if (a.status === 'rejected') expect(DOMAIN_STATUS[(a.reason as DomainError).kind]).toBe(409);
      for (let day = 80; day < 86; day++) expect(await activeHeld(INN_KING, day)).toBeLessThanOrEqual(2);
    });

    it('an expired hold frees its room', async () => {
      await setInventory(KING, 90, 91, { sold: ROOMS_PER_NIGHT - 1 });
      const first = await provider.hold(stayItem(KING, 90, 1), 'cart-old', 600);
      expect((await rejection(provider.hold(stayItem(KING, 90, 1), 'cart-new', 600))).kind).toBe('sold-out');
      await expire(first.holdId);
      await expect(provider.hold(stayItem(KING, 90, 1), 'cart-new', 600)).resolves.toHaveProperty('holdId');
    });

    it('commit turns the hold into sold rooms, once per order', async () => {
      const hold = await provider.hold(stayItem(SUITE, 100, 2, 2), 'cart-c', 600);
      await handle.db.transaction((tx) => provider.commit(hold.holdId, 'order-1', tx as never));
      await handle.db.transaction((tx) => provider.commit(hold.holdId, 'order-1', tx as never));
      expect(await soldOn(SUITE, 100, 102)).toEqual([2, 2]);
      expect(await activeHeld(SUITE, 100)).toBe(0);
    });

    it("commit of an expired hold whose room was taken meanwhile fails with 'Sold Out'", async () => {
      await setInventory(SUITE, 110, 111, { sold: ROOMS_PER_NIGHT - 1 });
      const stale = await provider.hold(stayItem(SUITE, 110, 1), 'cart-slow', 600);
      await expire(stale.holdId);
      await provider.hold(stayItem(SUITE, 110, 1), 'cart-fast', 600);
      const error = await rejection(handle.db.transaction((tx) => provider.commit(stale.holdId, 'order-2', tx as never)));
      expect(error.kind).toBe('sold-out');
      expect(error.message).toBe('Sold Out');
      expect(await soldOn(SUITE, 110, 111)).toEqual([ROOMS_PER_NIGHT - 1]);
    });
    it('revert of an unpaid order puts its sold nights back to held for the same cart, and leaves a hold sold to another order alone', async () => {
      const hold = await provider.hold(stayItem(QUEEN, 120, 3, 2), 'cart-unpaid', 600);
      await handle.db.transaction((tx) => provider.commit(hold.holdId, 'order-unpaid', tx as never));
      expect(await soldOn(QUEEN, 120, 123)).toEqual([2, 2, 2]);
      expect(await activeHeld(QUEEN, 121)).toBe(0);

      await handle.db.transaction((tx) => provider.revert(hold.holdId, 'order-other', tx as never, 600));
      expect(await soldOn(QUEEN, 120, 123)).toEqual([2, 2, 2]);

      await handle.db.transaction((tx) => provider.revert(hold.holdId, 'order-unpaid', tx as never, 600));
      expect(await soldOn(QUEEN, 120, 123)).toEqual([0, 0, 0]);
      for (const day of [120, 121, 122]) expect(await activeHeld(QUEEN, day)).toBe(2);
      const rows = await handle.db.select().from(holds).where(eq(holds.holdId, hold.holdId));
      expect(rows.map((r) => [r.status, r.orderId, r.cartId])).toEqual(Array(3).fill(['held', null, 'cart-unpaid']));

      // The buyer's cart still has its rooms and can check out again.
      await handle.db.transaction((tx) => provider.commit(hold.holdId, 'order-retry', tx as never));
      expect(await soldOn(QUEEN, 120, 123)).toEqual([2, 2, 2]);
    });

    it("the line's sweep job marks lapsed holds 'expired' by the database clock and leaves live ones held", async () => {
      const job = line.jobs?.find((j) => j.name === 'lodging-holds');
      if (!job) throw new Error("the line has no 'lodging-holds' job");
      const live = await provider.hold(stayItem(KING, 130, 2), 'cart-live', 600);
      const lapsed = await provider.hold(stayItem(KING, 130, 2), 'cart-lapsed', 600);
      await expire(lapsed.holdId);
      expect(await runJobOnce(handle.db, job)).toBe(true);
      const status = async (holdId: string) => [
        ...new Set((await handle.db.select({ status: holds.status }).from(holds).where(eq(holds.holdId, holdId))).map((r) => r.status)),
      ];
      expect(await status(lapsed.holdId)).toEqual(['expired']);
      expect(await status(live.holdId)).toEqual(['held']);
      expect(await activeHeld(KING, 130)).toBe(1);
    });

    (backend === 'postgres' ? it : it.skip)(
      "commit re-reads its hold under the lock: a hold released while the commit waited is not sold over another buyer's room",
      async () => {
        await setInventory(CONDO, 140, 141, { sold: ROOMS_PER_NIGHT - 1 });
        const slow = await provider.hold(stayItem(CONDO, 140, 1), 'cart-slow-commit', 600);
        let locked!: () => void;
        let letGo!: () => void;
        const lockTaken = new Promise<void>((resolve) => (locked = resolve));
        const gate = new Promise<void>((resolve) => (letGo = resolve));
        // Another session holds the night's lock, releases the slow hold and gives the room to a new cart.
        const other = handle.db.transaction(async (tx) => {
          await tx
            .select()
            .from(capacity)
            .where(and(eq(capacity.resourceId, CONDO), eq(capacity.day, iso(140))))
            .for('update');
          await tx.update(holds).set({ status: 'released' }).where(eq(holds.holdId, slow.holdId));
          await tx.insert(holds).values({
            holdId: randomUUID(),
            resourceId: CONDO,
            day: iso(140),
            quantity: 1,
            cartId: 'cart-quick',
            status: 'held',
            expiresAt: sql`now() + interval '10 minutes'`,
          });
          locked();
          await gate;
        });
        await lockTaken;
        const commit = handle.db.transaction((tx) => provider.commit(slow.holdId, 'order-slow', tx as never));
        let settled = false;
        const outcome = commit.then(
          () => null,
          (error: DomainError) => error,
        );
        void outcome.then(() => (settled = true));
        // Until the commit, having read the hold as still held, queues on the night's lock.
        const deadline = Date.now() + 10_000;
        let waiting = 0;
        while (waiting === 0 && !settled && Date.now() < deadline) {
          const result = (await handle.db.execute(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          waiting = result.rows[0].n;
        }
        expect([waiting, settled]).toEqual([1, false]);
        letGo();
        await other;
        const error = await outcome;
        expect(error?.kind).toBe('sold-out');
        expect(error?.message).toBe('Sold Out');
        expect(await soldOn(CONDO, 140, 141)).toEqual([ROOMS_PER_NIGHT - 1]);
      },
    );
  });
});
