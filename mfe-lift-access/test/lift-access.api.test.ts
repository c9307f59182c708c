import type { FastifyInstance } from 'fastify';
import type { CatalogRegistry, DatabaseHandle } from '@resort/shared/server';
import { testBackends, useLines } from '@resort/mfe-account/testing';
import { formatDate, resortToday, toIsoDate } from '@resort/shared/dates';
import { line } from '../server/plugin';
import { setDailyCapacity } from '../server/services/capacity';
import { SEEDED_DAYS } from '../server/seed';

const denverDay = (offset: number) => resortToday('America/Denver').plus({ days: offset });
const input = (offset: number) => formatDate(denverDay(offset));
const iso = (offset: number) => toIsoDate(denverDay(offset));

// A fresh database and the season's seed take a while on a busy machine.
jest.setTimeout(120_000);

describe.each(testBackends())('lift access API on %s', (backend) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let catalog: CatalogRegistry;

  const testApp = useLines(backend, [line]);
  beforeAll(() => {
    ({ app, handle, catalog } = testApp);
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('seeding twice changes nothing', async () => {
    const before = (await get('/api/liftaccess/resorts')).json().data;
    await line.seed(handle.db);
    expect((await get('/api/liftaccess/resorts')).json().data).toEqual(before);
  });

  it('lists the four resorts with their own today, currency and age categories', async () => {
    const res = await get('/api/liftaccess/resorts');
    expect(res.statusCode).toBe(200);
    const resorts = res.json().data as {
      id: string;
      currency: string;
      today: string;
      lastDay: string;
      ageCategories: { code: string; label: string }[];
    }[];
    expect(resorts.map((r) => r.id).sort()).toEqual(['cascade-ridge', 'coast-range', 'green-mountain', 'summit-peak']);
    const coast = resorts.find((r) => r.id === 'coast-range')!;
    expect(coast.currency).toBe('CAD');
    const summit = resorts.find((r) => r.id === 'summit-peak')!;
    expect(summit.today).toBe(iso(0));
    expect(summit.lastDay).toBe(iso(SEEDED_DAYS - 1));
    expect(summit.ageCategories.map((c) => c.label)).toEqual([
      'Adult (19-64)',
      'Senior (65+)',
      'Teen (13-18)',
      'Child (5-12)',
      'Toddler (0-4)',
    ]);
  });

  it('search returns 14 start days with online and window prices per age category', async () => {
    const res = await get(
      `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${input(20)}&numberOfDays=3&ageCategory=adult&showSavings=true`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.resort.name).toBe('Summit Peak');
    expect(data.products).toEqual([{ id: 'summit-peak-3day', name: 'Summit Peak 3-Day Lift Ticket', days: 3 }]);
    expect(data.days).toHaveLength(14);
    expect(data.days[0].date).toBe(iso(20));
    const adult = data.days[0].prices.find((p: { ageCode: string }) => p.ageCode === 'adult');
    // 15 or more days ahead: 20% off the window price.
    expect(adult.onlinePrice).toBe(Math.round((adult.windowPrice * 0.8) / 100) * 100);
    expect(adult.savings).toBe(adult.windowPrice - adult.onlinePrice);
    const toddler = data.days[0].prices.find((p: { ageCode: string }) => p.ageCode === 'toddler');
    expect(toddler.onlinePrice).toBe(0);
  });

  it('buy-ahead savings: full window price within 7 days, 10% off 8-14 days ahead', async () => {
    const data = (
      await get(`/api/liftaccess/lift-tickets/search?resort=green-mountain&startDate=${input(0)}&numberOfDays=1&ageCategory=adult`)
    ).json().data;
    const adultOn = (i: number) => data.days[i].prices.find((p: { ageCode: string }) => p.ageCode === 'adult');
    expect(adultOn(7).onlinePrice).toBe(adultOn(7).windowPrice);
    expect(adultOn(8).onlinePrice).toBe(Math.round((adultOn(8).windowPrice * 0.9) / 100) * 100);
    expect(adultOn(8).onlinePrice).toBeLessThan(adultOn(8).windowPrice);
  });

  it('a day with no place left for every day of the ticket is "Sold Out"', async () => {
    await setDailyCapacity(handle.db, 'cascade-ridge', iso(32), 0);
    const data = (
      await get(`/api/liftaccess/lift-tickets/search?resort=cascade-ridge&startDate=${input(30)}&numberOfDays=2&ageCategory=adult`)
    ).json().data;
    const byDate = Object.fromEntries(data.days.map((d: { date: string; soldOut: boolean }) => [d.date, d.soldOut]));
    expect(byDate[iso(30)]).toBe(false);
    expect(byDate[iso(31)]).toBe(true);
    expect(byDate[iso(32)]).toBe(true);
    expect(byDate[iso(33)]).toBe(false);
    const unavailable = (await get('/api/liftaccess/unavailable-dates?resort=cascade-ridge')).json().data;
    expect(unavailable.unavailableDates).toContain(iso(32));
    expect(unavailable.unavailableDates).not.toContain(iso(31));
  });

  it('a search past the seeded season returns no days (the page shows the empty-search text)', async () => {
    const res = await get(
      `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${input(SEEDED_DAYS + 5)}&numberOfDays=1&ageCategory=adult`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.days).toEqual([]);
  });

  it.each([
    ['an invalid first day', 'startDate=13/45/2026&numberOfDays=1&ageCategory=adult', 'Please enter a valid first day (MM/DD/YYYY).'],
    ['no age group', `startDate=${input(3)}&numberOfDays=1`, 'Please select an age group.'],
    ['a non-numeric number of days', `startDate=${input(3)}&numberOfDays=abc&ageCategory=adult`, 'Please select the number of days.'],
  ])('search with %s is 400 with the lift ticket rule message', async (_name, query, message) => {
    const res = await get(`/api/liftaccess/lift-tickets/search?resort=summit-peak&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, Message: message });
  });

  it.each([
    ['no resort', '/api/liftaccess/lift-tickets/search?startDate=01/01/2027'],
    ['a malformed resort id', '/api/liftaccess/lift-tickets/search?resort=%27%3B%20drop&startDate=01/01/2027'],
    ['a bad showSavings flag', '/api/liftaccess/lift-tickets/search?resort=summit-peak&showSavings=maybe'],
    ['an overlong start date', `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${'1'.repeat(200)}`],
    ['unavailable dates without a resort', '/api/liftaccess/unavailable-dates'],
    ['a malformed pass id', '/api/liftaccess/passes/NOT%20A%20PASS'],
  ])('malformed input (%s) is 400, never 500', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  describe('bounded input', () => {
    const search = (query: string) => get(`/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${input(20)}&${query}`);

    it.each([
      ['3000000000', '3000000000'],
      ['0', '0'],
      ['6, one more than the longest ticket', '6'],
      ['a negative count', '-1'],
      ['a fraction', '1.5'],
      ['a hundred digits', '9'.repeat(100)],
    ])("numberOfDays of %s is 400 'Please select the number of days.' before any day is counted", async (_name, days) => {
      const res = await search(`numberOfDays=${days}&ageCategory=adult`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, Message: 'Please select the number of days.' });
    });

    it('the longest ticket (5 days) still searches', async () => {
      const res = await search('numberOfDays=5&ageCategory=adult');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.products).toEqual([{ id: 'summit-peak-5day', name: 'Summit Peak 5-Day Lift Ticket', days: 5 }]);
    });

    it.each([
      ['a year past the date window', '01/01/2300'],
      ['a year before it', '01/01/1800'],
      ['no first day at all', ''],
    ])("'Lift ticket widget: first day a valid date (invalid-first-day message)': %s is 400", async (_name, startDate) => {
      const res = await get(
        `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${encodeURIComponent(startDate)}&numberOfDays=1&ageCategory=adult`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Please enter a valid first day (MM/DD/YYYY).');
    });

    it.each([
      ['the placeholder', 'Select%20Age%20Group'],
      ['an over-long code', 'a'.repeat(33)],
      ['an empty choice', ''],
    ])("'Lift ticket widget: age group selected': %s is 400 'Please select an age group.'", async (_name, age) => {
      const res = await search(`numberOfDays=1&ageCategory=${age}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Please select an age group.');
    });

    it("the widget's own name for the age group (ageGroup) searches like ageCategory", async () => {
      const res = await search('numberOfDays=2&ageGroup=child');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.ageCategory).toBe('child');
    });

    it.each([
      [
        'an over-long component id',
        `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=01/01/2027&ageCategory=adult&componentId=${'c'.repeat(65)}`,
      ],
      [
        'an unknown search field',
        `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=01/01/2027&ageCategory=adult&limit=9999`,
      ],
      ['an over-long resort id', `/api/liftaccess/unavailable-dates?resort=${'r'.repeat(65)}`],
      ['an unknown field on unavailable dates', '/api/liftaccess/unavailable-dates?resort=summit-peak&from=2027-01-01'],
      ['a query on the resort list', '/api/liftaccess/resorts?all=true'],
      ['a query on the pass list', '/api/liftaccess/passes?page=2'],
      ['an over-long pass id', `/api/liftaccess/passes/${'p'.repeat(65)}`],
    ])('%s is 400 and names the problem', async (_name, url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, Message: expect.stringMatching(/\S/) });
    });

    it.each([
      ['the search resort', '/api/liftaccess/lift-tickets/search?resort=summit%00peak&startDate=01/01/2027&ageCategory=adult'],
      [
        'the component id',
        '/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=01/01/2027&ageCategory=adult&componentId=a%00b',
      ],
      ['the first day', '/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=01/01/20%0027&ageCategory=adult'],
      ['the unavailable-dates resort', '/api/liftaccess/unavailable-dates?resort=%00'],
      ['the pass id', '/api/liftaccess/passes/peak%00local'],
    ])('a NUL byte in %s is 400, never 500', async (_name, url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('The text contains characters that are not allowed.');
    });
  });

  it('an unknown resort is 404', async () => {
    expect((await get(`/api/liftaccess/lift-tickets/search?resort=nowhere&startDate=${input(3)}&ageCategory=adult`)).statusCode).toBe(404);
    expect((await get('/api/liftaccess/unavailable-dates?resort=nowhere')).statusCode).toBe(404);
  });

  it('lists passes and shows one pass, with its price and currency', async () => {
    const list = (await get('/api/liftaccess/passes')).json().data as { id: string; price: number; currency: string }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.some((p) => p.currency === 'CAD')).toBe(true);
    const detail = await get(`/api/liftaccess/passes/${list[0].id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual(list[0]);
    expect((await get('/api/liftaccess/passes/no-such-pass')).statusCode).toBe(404);
  });

  it('a pass that is not on sale is 404 with the text the pass page shows the visitor', async () => {
    const res = await get('/api/liftaccess/passes/no-such-pass');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, Message: 'This pass is not on sale.' });
  });

  describe('catalog provider', () => {
    const item = (over: Partial<{ productId: string; date: string; quantity: number; options: Record<string, unknown> }> = {}) => ({
      line: 'liftaccess',
      productId: 'summit-peak-3day',
      date: iso(20),
      quantity: 2,
      options: { ageCategory: 'adult' },
      ...over,
    });

    it('quotes a multi-day ticket for its first day, with the age rule for the assigned skier', async () => {
      const provider = catalog.get('liftaccess')!;
      const quote = await provider.quote(item());
      const search = (
        await get(`/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${input(20)}&numberOfDays=3&ageCategory=adult`)
      ).json().data;
      const adult = search.days[0].prices.find((p: { ageCode: string }) => p.ageCode === 'adult');
      expect(quote).toMatchObject({
        line: 'liftaccess',
        productId: 'summit-peak-3day',
        title: 'Summit Peak 3-Day Lift Ticket',
        description: 'Adult (19-64)',
        resortName: 'Summit Peak',
        timeZone: 'America/Denver',
        currency: 'USD',
        taxRateBp: 890,
        date: iso(20),
        endDate: iso(22),
        quantity: 2,
        unitPrice: adult.onlinePrice,
        assignment: { minAge: 19, maxAge: 64 },
        display: { date: input(20), duration: '3 days' },
      });
      expect(quote.sku).toBe('LT-SUMMIT-PEAK-3DAY-ADULT');
    });

    it('prices Coast Range in CAD', async () => {
      const quote = await catalog.get('liftaccess')!.quote(item({ productId: 'coast-range-1day', options: { ageCategory: 'senior' } }));
      expect(quote).toMatchObject({ currency: 'CAD', description: 'Senior (65+)', assignment: { minAge: 65, maxAge: null } });
    });

    it('registers the cart-line options schema: exactly one age category, bounded, nothing else', () => {
      const options = catalog.get('liftaccess')!.options!;
      expect(options.safeParse({ ageCategory: 'adult' }).success).toBe(true);
      for (const bad of [
        {},
        { ageCategory: 'adult', children: 1_000_000_000 },
        { ageCategory: 'a'.repeat(33) },
        { ageCategory: 'adult\u0000' },
        { ageCategory: { deep: 'adult' } },
        { ageCategory: 7 },
        'adult',
        null,
      ]) {
        expect(options.safeParse(bad).success).toBe(false);
      }
      expect(options.safeParse({}).error?.issues[0].message).toBe('Please select an age group.');
    });

    it.each([
      ['a past day', { date: iso(-1) }],
      ['an unknown product', { productId: 'summit-peak-9day' }],
      ['an unknown age category', { options: { ageCategory: 'wizard' } }],
      ['no age category', { options: {} }],
      ['a day outside the season', { date: iso(SEEDED_DAYS + 10) }],
      ['a ticket running past the last day', { date: iso(SEEDED_DAYS - 2) }],
      ['a malformed date', { date: '2026-02-30' }],
      ['a zero quantity', { quantity: 0 }],
      ['an unknown option', { options: { ageCategory: 'adult', days: 3000000000 } }],
      ['an over-long age category', { options: { ageCategory: 'a'.repeat(1000) } }],
    ])("rejects %s with 'Product cannot be added to cart'", async (_name, over) => {
      await expect(catalog.get('liftaccess')!.quote(item(over))).rejects.toMatchObject({
        kind: 'invalid',
        message: 'Product cannot be added to cart',
      });
      await expect(catalog.get('liftaccess')!.hold(item(over), 'cart-z', 900)).rejects.toMatchObject({ kind: 'invalid' });
    });
  });
});
