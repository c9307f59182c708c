import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { LODGING_MESSAGES } from '@resort/shared/rules';
import type { CatalogProvider, DatabaseHandle } from '@resort/shared/server';
import { testBackends, type Visitor } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { capacity, nightlyRates, properties, rooms, taxesAndFees } from '../server/schema';
import { ROOMS_PER_NIGHT } from '../server/seed';
import { CONDO, INN_KING, KING, mmdd, QUEEN, stayItem, SUITE, iso, useLodgingApi } from './lodging-kit';

describe.each(testBackends())('lodging API on %s', (backend) => {
  const lodging = useLodgingApi(backend);
  const { post, search, setInventory } = lodging;
  let handle: DatabaseHandle;
  let provider: CatalogProvider;
  let visitor: Visitor;
  beforeAll(() => {
    ({ handle, provider, visitor } = lodging);
  });
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

    it('counts rooms held in carts as taken, in the first search after the hold however often the search was asked before', async () => {
      const suiteLeft = async () => {
        const response = await search({ arrivaldate: mmdd(40), departuredate: mmdd(42) });
        const lodge = response.json().data.properties.find((p: { id: string }) => p.id === 'summit-peak--alpenglow-lodge');
        return lodge.rooms.find((r: { id: string }) => r.id === SUITE).roomsLeft;
      };
      // The same search asked again is answered as it was (kept by its body while the rooms are unchanged).
      expect(await suiteLeft()).toBe(ROOMS_PER_NIGHT);
      expect(await suiteLeft()).toBe(ROOMS_PER_NIGHT);
      const held = await provider.hold(stayItem(SUITE, 40, 2, 4), 'cart-held', 600);
      expect(await suiteLeft()).toBe(ROOMS_PER_NIGHT - 4);
      await provider.release(held.holdId);
      expect(await suiteLeft()).toBe(ROOMS_PER_NIGHT);
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
});
