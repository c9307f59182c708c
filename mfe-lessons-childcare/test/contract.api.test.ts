import { DateTime } from 'luxon';
import { sql } from 'drizzle-orm';
import { INVALID_START_DATE, LESSONS_MESSAGES } from '@resort/shared/rules';
import { NUL_REFUSED } from '@resort/shared/contracts';
import { testBackends } from '@resort/shared/server/testing';
import { INVALID_DATE } from '../contract';
import { useLineApp } from './line-app';

// Every route of the line refuses what its contract does not allow with 400 and a message the
// visitor can read, before any handler runs: nothing is read, held or written for it.

const DENVER = 'America/Denver';
const day = (days: number) => DateTime.now().setZone(DENVER).startOf('day').plus({ days }).toFormat('MM/dd/yyyy');
const SEARCH = { sport: 'ski', age: 'adult 15+', level: 'Beginner', date: day(3), resort: 'summit-peak' };
const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  /** The exact text the visitor reads; null where only the status and a readable text are checked. */
  message: string | null;
}

const cases: Case[] = [
  // POST /api/lessons/by-dates
  { name: 'a search that is a list, not an object', method: 'POST', url: '/api/lessons/by-dates', payload: [SEARCH], message: null },
  {
    name: 'a sport the school does not teach',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, sport: 'curling' },
    message: 'Choose one of the listed options.',
  },
  { name: 'an age that is a number', method: 'POST', url: '/api/lessons/by-dates', payload: { ...SEARCH, age: 9 }, message: null },
  {
    name: 'a huge age',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, age: 'x'.repeat(100_000) },
    message: 'Enter at most 40 characters.',
  },
  {
    name: 'an over-long level',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, level: 'B'.repeat(41) },
    message: 'Enter at most 40 characters.',
  },
  {
    name: 'a NUL byte in the level',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, level: 'Beginner\u0000' },
    message: NUL_REFUSED,
  },
  {
    name: 'an over-long date',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, date: `${day(3)}0` },
    message: 'Enter at most 10 characters.',
  },
  {
    name: 'a date after 2100: "valid date"',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, date: '01/01/2101' },
    message: LESSONS_MESSAGES.date,
  },
  {
    name: 'a date before 1900: "valid date"',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, date: '12/31/1899' },
    message: LESSONS_MESSAGES.date,
  },
  {
    name: 'an unknown resort',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, resort: 'atlantis' },
    message: 'Choose one of the listed options.',
  },
  {
    name: 'an unknown field',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, participants: 1e9 },
    message: 'Unknown field: participants',
  },
  { name: 'a deeply nested age', method: 'POST', url: '/api/lessons/by-dates', payload: { ...SEARCH, age: nested(40) }, message: null },
  {
    name: 'a search without a date',
    method: 'POST',
    url: '/api/lessons/by-dates',
    payload: { ...SEARCH, date: undefined },
    message: 'Required Field',
  },
  // GET /api/lessons/:id
  { name: 'a NUL byte as the lesson id', method: 'GET', url: '/api/lessons/%00', message: NUL_REFUSED },
  { name: 'an over-long lesson id', method: 'GET', url: `/api/lessons/${'a'.repeat(65)}`, message: 'Not a valid id.' },
  { name: 'a lesson id with a space', method: 'GET', url: '/api/lessons/summit%20peak', message: 'Not a valid id.' },
  { name: 'a lesson id that climbs folders', method: 'GET', url: '/api/lessons/..%2F..%2Fetc', message: 'Not a valid id.' },
  // GET /api/activities
  { name: 'no start date: "start date valid"', method: 'GET', url: '/api/activities', message: INVALID_START_DATE },
  {
    name: 'a start date after 2100: "start date valid"',
    method: 'GET',
    url: '/api/activities?startDate=01/01/2101',
    message: INVALID_START_DATE,
  },
  {
    name: 'an over-long start date',
    method: 'GET',
    url: `/api/activities?startDate=${'1'.repeat(3000)}`,
    message: 'Enter at most 10 characters.',
  },
  { name: 'a NUL byte in the start date', method: 'GET', url: '/api/activities?startDate=12/01/2026%00', message: NUL_REFUSED },
  { name: 'a start date given twice', method: 'GET', url: `/api/activities?startDate=${day(3)}&startDate=${day(4)}`, message: null },
  {
    name: 'an unknown query field',
    method: 'GET',
    url: `/api/activities?startDate=${day(3)}&limit=1000000`,
    message: 'Unknown field: limit',
  },
  // GET /api/childcare/product
  {
    name: 'a selected date after 2100',
    method: 'GET',
    url: '/api/childcare/product?locationId=coast-range&ageGroupId=toddler&selectedDate=01/01/2101',
    message: INVALID_DATE,
  },
  {
    name: 'a selected date that is not a date',
    method: 'GET',
    url: '/api/childcare/product?locationId=coast-range&ageGroupId=toddler&selectedDate=soon',
    message: INVALID_DATE,
  },
  {
    name: 'an over-long age group',
    method: 'GET',
    url: `/api/childcare/product?locationId=coast-range&ageGroupId=${'t'.repeat(65)}&selectedDate=${day(3)}`,
    message: 'Not a valid id.',
  },
  {
    name: 'an unknown location',
    method: 'GET',
    url: `/api/childcare/product?locationId=atlantis&ageGroupId=toddler&selectedDate=${day(3)}`,
    message: 'Choose one of the listed options.',
  },
  {
    name: 'no location',
    method: 'GET',
    url: `/api/childcare/product?ageGroupId=toddler&selectedDate=${day(3)}`,
    message: 'Required Field',
  },
  // POST /api/childcare/products
  { name: 'a location that is a number', method: 'POST', url: '/api/childcare/products', payload: { locationId: 5 }, message: null },
  {
    name: 'an unknown location in the list request',
    method: 'POST',
    url: '/api/childcare/products',
    payload: { locationId: 'atlantis' },
    message: 'Choose one of the listed options.',
  },
  {
    name: 'an unknown field in the list request',
    method: 'POST',
    url: '/api/childcare/products',
    payload: { locationId: 'summit-peak', pageSize: 1e9 },
    message: 'Unknown field: pageSize',
  },
  {
    name: 'a list request nested too deeply',
    method: 'POST',
    url: '/api/childcare/products',
    payload: { locationId: nested(100) },
    message: null,
  },
];

describe.each(testBackends())("the line's contracts on %s", (backend) => {
  let headers: Record<string, string>;

  /** Everything the line's routes could change: places held and sold, and the catalog. */
  const state = async () => {
    const result = (await line.handle.db.execute(
      sql.raw(`SELECT
        (SELECT count(*) FROM lessons.ledger_holds) + (SELECT count(*) FROM activities.ledger_holds) + (SELECT count(*) FROM childcare.ledger_holds) AS holds,
        (SELECT coalesce(sum(sold), 0) FROM lessons.ledger_capacity) + (SELECT coalesce(sum(sold), 0) FROM activities.ledger_capacity) AS sold,
        (SELECT count(*) FROM lessons.lessons) + (SELECT count(*) FROM activities.activities) + (SELECT count(*) FROM childcare.products) AS products`),
    )) as unknown as { rows: Record<string, unknown>[] };
    return Object.fromEntries(Object.entries(result.rows[0]).map(([k, v]) => [k, Number(v)]));
  };

  const line = useLineApp(backend);
  beforeAll(async () => {
    headers = await line.postHeaders();
  });

  it.each(cases.map((c) => [c.name, c] as const))('answers %s with 400 and a readable message, changing nothing', async (_name, c) => {
    const before = await state();
    const res = await line.app.inject({
      method: c.method,
      url: c.url,
      headers: c.method === 'POST' ? headers : {},
      payload: c.payload as object,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(typeof body.Message).toBe('string');
    expect(body.Message.length).toBeLessThan(200);
    expect(res.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/i);
    if (c.message !== null) expect(body.Message).toBe(c.message);
    expect(await state()).toEqual(before);
  });

  it('answers the well-formed search and list with 200, so the refusals above come from the contract', async () => {
    const res = await line.app.inject({ method: 'POST', url: '/api/lessons/by-dates', headers, payload: SEARCH });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lessons.length).toBe(2);
    const activities = await line.app.inject({
      method: 'GET',
      url: `/api/activities?startDate=${encodeURIComponent(day(3))}&resort=summit-peak`,
    });
    expect(activities.statusCode).toBe(200);
    expect(activities.json().data.activities.length).toBe(4);
  });

  it('gives each seat line a cart-line options schema that allows no options at all', () => {
    for (const name of ['lessons', 'activities']) {
      const options = line.catalog.get(name)?.options;
      expect(options).toBeDefined();
      expect(options!.safeParse({}).success).toBe(true);
      for (const bad of [{ participants: 1_000_000_000 }, { a: nested(50) }, [], 'x', null]) {
        expect(options!.safeParse(bad).success).toBe(false);
      }
    }
  });
});
