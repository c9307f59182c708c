import { DateTime } from 'luxon';
import { sql } from 'drizzle-orm';
import { INVALID_START_DATE } from '@resort/shared/rules';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { CHILDCARE_CLOSED_ISODOW, SEED_DAYS } from '../server/seed';
import { testBackends } from '@resort/shared/server/testing';
import { useLineApp } from './line-app';

const dayFromToday = (days: number, zone = 'America/New_York', format = 'MM/dd/yyyy') =>
  DateTime.now().setZone(zone).startOf('day').plus({ days }).toFormat(format);

describe.each(testBackends())('activities and childcare API on %s', (backend) => {
  const line = useLineApp(backend);

  it('lists the activities with a session that day, in start-time order', async () => {
    const res = await line.app.inject({
      method: 'GET',
      url: `/api/activities?startDate=${encodeURIComponent(dayFromToday(5))}&resort=green-mountain`,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.date).toBe(dayFromToday(5, 'America/New_York', 'yyyy-MM-dd'));
    expect(data.activities.map((a: { startTime: string }) => a.startTime)).toEqual(['10:00', '11:00', '13:00', '17:30']);
    expect(data.activities[0]).toMatchObject({
      id: 'green-mountain-snowshoe-tour',
      price: 7900,
      currency: 'USD',
      seatsLeft: 12,
      soldOut: false,
    });
  });

  it("lists every resort's activities when no resort is given", async () => {
    const res = await line.app.inject({ method: 'GET', url: `/api/activities?startDate=${encodeURIComponent(dayFromToday(5))}` });
    expect(res.json().data.activities).toHaveLength(16);
  });

  it('has no activities after the seeded days', async () => {
    const res = await line.app.inject({ method: 'GET', url: `/api/activities?startDate=${encodeURIComponent(dayFromToday(300))}` });
    expect(res.json().data.activities).toEqual([]);
  });

  it.each([
    ['no start date', '/api/activities'],
    ['an unknown resort', `/api/activities?startDate=12/01/2026&resort=atlantis`],
  ])('answers %s with 400', async (_case, url) => {
    const res = await line.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses a start date that is not a date: "start date valid"', async () => {
    const res = await line.app.inject({ method: 'GET', url: '/api/activities?startDate=02/30/2027' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(INVALID_START_DATE);
  });

  it('gives one childcare product for a day with the spaces left', async () => {
    // Two days on, or three when that is a Tuesday, when the nurseries close.
    const ahead = DateTime.now().setZone('America/Vancouver').plus({ days: 2 }).weekday === CHILDCARE_CLOSED_ISODOW ? 3 : 2;
    const date = dayFromToday(ahead, 'America/Vancouver');
    const res = await line.app.inject({
      method: 'GET',
      url: `/api/childcare/product?locationId=coast-range&ageGroupId=toddler&selectedDate=${encodeURIComponent(date)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 'coast-range-toddler', currency: 'CAD', price: 21500, spacesLeft: 10, soldOut: false });
  });

  it('answers an unknown age group with 404 and a bad date with 400', async () => {
    const unknown = await line.app.inject({
      method: 'GET',
      url: '/api/childcare/product?locationId=coast-range&ageGroupId=teen&selectedDate=12/01/2026',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await line.app.inject({
      method: 'GET',
      url: '/api/childcare/product?locationId=coast-range&ageGroupId=toddler&selectedDate=soon',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists childcare products of one resort, youngest first', async () => {
    const headers = await line.postHeaders();
    const res = await line.app.inject({ method: 'POST', url: '/api/childcare/products', headers, payload: { locationId: 'summit-peak' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.products.map((p: { ageGroupId: string }) => p.ageGroupId)).toEqual(['infant', 'toddler', 'preschool']);
  });

  it('seeds idempotently: a second run adds no products and no sessions', async () => {
    const count = async (table: string) => {
      const result = (await line.handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
        rows: { n: number }[];
      };
      return Number(result.rows[0].n);
    };
    const tables = ['lessons.lessons', 'lessons.ledger_capacity', 'activities.ledger_capacity', 'childcare.ledger_capacity'];
    const before = await Promise.all(tables.map(count));
    // Each resort's three childcare groups have a day of care on every seeded day but Tuesdays.
    const openDays = (zone: string) => {
      const today = DateTime.now().setZone(zone).startOf('day');
      return Array.from({ length: SEED_DAYS }, (_, n) => today.plus({ days: n })).filter((d) => d.weekday !== CHILDCARE_CLOSED_ISODOW)
        .length;
    };
    const childcareDays = DEMO_RESORTS.reduce((sum, r) => sum + 3 * openDays(r.timeZone), 0);
    // Lesson capacity: a row per group lesson (96) and per private instructor block (4 resorts x 2 sports x am/pm) a day.
    expect(before).toEqual([192, (96 + 16) * SEED_DAYS, 16 * SEED_DAYS, childcareDays]);
    await line.seed();
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
