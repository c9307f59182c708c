import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DOB_EXCEEDS_MAX_AGE, REQUIRED_FIELD } from '@resort/shared/rules';
import { toIsoDate } from '@resort/shared/dates';
import { describeRaces, newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line } from '../server/plugin';
import { CHILDCARE_CLOSED_ISODOW } from '../server/seed';
import { ageInMonths } from '../server/catalog';

jest.setTimeout(120_000);

const ZONE = 'America/Denver';
const today = () => DateTime.now().setZone(ZONE).startOf('day');
/** The first day at least `ahead` days from today on which the nursery is open (not a Tuesday). */
const openDay = (ahead: number) => {
  let d = today().plus({ days: ahead });
  while (d.weekday === CHILDCARE_CLOSED_ISODOW) d = d.plus({ days: 1 });
  return d;
};
const closedDay = (ahead: number) => {
  let d = today().plus({ days: ahead });
  while (d.weekday !== CHILDCARE_CLOSED_ISODOW) d = d.plus({ days: 1 });
  return d;
};
const mdy = (d: DateTime) => d.toFormat('MM/dd/yyyy');
const address = testBillingAddress;
const card = testCard;

describe.each(testBackends())('childcare booking on %s', (backend) => {
  let app: FastifyInstance;

  const testApp = useLines(backend, [line, createCartLine()]);
  beforeAll(() => {
    app = testApp.app;
  });

  const unavailable = (query: string, twoMonths = false) =>
    app.inject({ url: `/api/childcare/unavailable-dates${twoMonths ? '/two-months' : ''}?${query}` });

  test('unavailable dates for one and two months (locationId, ageGroupId, startdate): closed days and full days, nothing else', async () => {
    const start = today().plus({ days: 1 });
    const one = await unavailable(`locationId=summit-peak&ageGroupId=toddler&startdate=${encodeURIComponent(mdy(start))}`);
    expect(one.statusCode).toBe(200);
    const data = one.json().data;
    expect(data.startDate).toBe(toIsoDate(start));
    expect(data.endDate).toBe(toIsoDate(start.plus({ months: 1 }).minus({ days: 1 })));
    const tuesdays: string[] = [];
    for (let d = start; toIsoDate(d) <= data.endDate; d = d.plus({ days: 1 }))
      if (d.weekday === CHILDCARE_CLOSED_ISODOW) tuesdays.push(toIsoDate(d));
    expect(data.unavailableDates).toEqual(tuesdays);

    // A day whose every space is taken becomes unavailable too.
    const full = openDay(3);
    await testApp.handle.db.execute(
      sql`UPDATE childcare.ledger_capacity SET total = 0 WHERE resource_id = 'summit-peak-toddler' AND day = ${toIsoDate(full)}::date`,
    );
    const after = (await unavailable(`locationId=summit-peak&ageGroupId=toddler&startdate=${encodeURIComponent(mdy(start))}`)).json().data;
    expect(after.unavailableDates).toContain(toIsoDate(full));

    const two = (await unavailable(`locationId=summit-peak&ageGroupId=infant&startdate=${encodeURIComponent(mdy(start))}`, true)).json()
      .data;
    expect(two.endDate).toBe(toIsoDate(start.plus({ months: 2 }).minus({ days: 1 })));
    expect((await unavailable('locationId=summit-peak&ageGroupId=teen&startdate=12/01/2026')).statusCode).toBe(404);
    expect((await unavailable('locationId=summit-peak&ageGroupId=toddler&startdate=13/45/2026')).statusCode).toBe(400);
    expect((await unavailable('locationId=atlantis&ageGroupId=toddler&startdate=12/01/2026')).statusCode).toBe(400);
  });

  test('a closed day cannot be added; an open one asks for the guardian and each child, whose age in months must fit the group', async () => {
    const v = await newVisitor(app);
    const closed = await v.post('/api/cart/add/childcare', {
      productId: 'summit-peak-toddler',
      date: toIsoDate(closedDay(2)),
      quantity: 1,
    });
    expect(closed.statusCode).toBe(400);

    const day = openDay(5);
    const added = await v.post('/api/cart/add/childcare', { productId: 'summit-peak-toddler', date: toIsoDate(day), quantity: 1 });
    expect(added.statusCode).toBe(200);
    const itemId = added.json().data.added[0].id;
    const item = (await v.get('/api/cart')).json().data.items[0];
    expect(item.configure.call).toBe('childcare');
    expect(item.configure.unmet.map((u: { key: string }) => u.key)).toEqual([
      'guardianName',
      'guardianPhone',
      'childFirstName',
      'childLastName',
      'childDateOfBirth',
    ]);
    expect(new Set(item.configure.unmet.map((u: { message: string }) => u.message))).toEqual(new Set([REQUIRED_FIELD]));

    // Toddler care is 19 to 35 months: a four-year-old is refused in the spec's words.
    const fourYearOld = mdy(day.minus({ years: 4 }));
    await v.post('/api/cart/configure/childcare', {
      cartProductId: itemId,
      item: { guardianName: 'Avery Lane', guardianPhone: '303-555-0100' },
      units: [{ childFirstName: 'Sky', childLastName: 'Lane', childDateOfBirth: fourYearOld }],
    });
    const tooOld = (await v.get('/api/cart')).json().data.items[0].configure.unmet;
    expect(tooOld).toEqual([{ message: DOB_EXCEEDS_MAX_AGE, key: 'childDateOfBirth', unitIndex: 0 }]);

    const twoYearOld = day.minus({ months: 24 });
    expect(ageInMonths(toIsoDate(twoYearOld), toIsoDate(day))).toBe(24);
    await v.post('/api/cart/configure/childcare', { cartProductId: itemId, units: [{ childDateOfBirth: mdy(twoYearOld) }] });
    const configured = (await v.get('/api/cart')).json().data.items[0].configure;
    expect(configured.unmet).toEqual([]);
    expect(configured.configuration.units[0]).toEqual({
      childFirstName: 'Sky',
      childLastName: 'Lane',
      childDateOfBirth: toIsoDate(twoYearOld),
    });

    await v.post('/api/checkout/address', address);
    const token = (await v.post('/api/checkout/payment', card)).json().data.token;
    const done = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    const left = (
      await app.inject({
        url: `/api/childcare/product?locationId=summit-peak&ageGroupId=toddler&selectedDate=${encodeURIComponent(mdy(day))}`,
      })
    ).json().data;
    expect(left.spacesLeft).toBe(9);
  });
});

describeRaces(
  'the last childcare place of a day, raced across two API instances on postgres',
  [line, createCartLine()],
  ({ first, second }) => {
    test('twelve parents on two instances race for the last place: exactly one holds it, the rest read Sold Out, nothing is oversold', async () => {
      const day = toIsoDate(openDay(9));
      await first.handle.db.execute(
        sql`UPDATE childcare.ledger_capacity SET total = 1 WHERE resource_id = 'cascade-ridge-infant' AND day = ${day}::date`,
      );
      const parents: { v: Visitor; app: FastifyInstance }[] = [];
      for (let i = 0; i < 12; i += 1) {
        const app = i % 2 ? second.app : first.app;
        parents.push({ v: await newVisitor(app), app });
      }
      const answers = await Promise.all(
        parents.map(({ v }) => v.post('/api/cart/add/childcare', { productId: 'cascade-ridge-infant', date: day, quantity: 1 })),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode !== 200)) {
        expect(a.statusCode).toBe(409);
        expect(a.json().Message).toBe('Sold Out');
      }
      const [row] = (
        (await first.handle.db.execute(
          sql`SELECT c.total, c.sold, (SELECT coalesce(sum(quantity), 0) FROM childcare.ledger_holds h WHERE h.resource_id = c.resource_id AND h.day = c.day AND h.status = 'held') AS held
            FROM childcare.ledger_capacity c WHERE c.resource_id = 'cascade-ridge-infant' AND c.day = ${day}::date`,
        )) as unknown as { rows: { total: number; sold: number; held: string }[] }
      ).rows;
      expect(Number(row.held) + row.sold).toBe(1);
    });
  },
);
