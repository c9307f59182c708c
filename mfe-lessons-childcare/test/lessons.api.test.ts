import { DateTime } from 'luxon';
import { LESSONS_MESSAGES } from '@resort/shared/rules';
import { testBackends } from '@resort/shared/server/testing';
import { useLineApp } from './line-app';

const DENVER = 'America/Denver';
const dayFromToday = (days: number, format = 'MM/dd/yyyy') => DateTime.now().setZone(DENVER).startOf('day').plus({ days }).toFormat(format);

describe.each(testBackends())('lessons API on %s', (backend) => {
  let headers: Record<string, string>;

  const line = useLineApp(backend);
  beforeAll(async () => {
    headers = await line.postHeaders();
  });

  const byDates = (body: Record<string, unknown>, h = headers) =>
    line.app.inject({ method: 'POST', url: '/api/lessons/by-dates', headers: h, payload: body });

  it('finds the lessons held that day with price and seats left', async () => {
    const res = await byDates({ sport: 'ski', age: 'adult 15+', level: 'Beginner', date: dayFromToday(3), resort: 'summit-peak' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.date).toBe(dayFromToday(3, 'yyyy-MM-dd'));
    expect(data.lessons.map((l: { id: string }) => l.id)).toEqual([
      'summit-peak-ski-group-adult-beginner',
      'summit-peak-ski-private-adult-beginner',
    ]);
    expect(data.lessons[0]).toMatchObject({
      sport: 'ski',
      type: 'group',
      level: 'Beginner',
      ageGroup: 'adult 15+',
      minAge: 15,
      maxAge: null,
      price: 18900,
      currency: 'USD',
      seatsLeft: 8,
      soldOut: false,
      duration: '3 hours',
    });
  });

  it('reads an age in years as the age groups that include it', async () => {
    const res = await byDates({ sport: 'snowboard', age: '9', level: 'Intermediate', date: dayFromToday(1), resort: 'coast-range' });
    const lessons = res.json().data.lessons;
    expect(lessons.length).toBe(2);
    expect(lessons.every((l: { ageGroup: string; currency: string }) => l.ageGroup === 'youth 7-14' && l.currency === 'CAD')).toBe(true);
  });

  it('searches every resort when none is given', async () => {
    const res = await byDates({ sport: 'ski', age: 'child 3-6', level: 'First-timer', date: dayFromToday(10) });
    const resorts = new Set(res.json().data.lessons.map((l: { resortId: string }) => l.resortId));
    expect(resorts.size).toBe(4);
  });

  it("has nothing for a day past the seeded season or before the resort's today", async () => {
    for (const date of [dayFromToday(400), dayFromToday(-2)]) {
      const res = await byDates({ sport: 'ski', age: 'adult 15+', level: 'Advanced', date, resort: 'summit-peak' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.lessons).toEqual([]);
    }
  });

  it.each([
    ["age chosen (not 'Select Age')", { age: 'Select Age' }, LESSONS_MESSAGES.age],
    ['age chosen (not empty)', { age: '' }, LESSONS_MESSAGES.age],
    ["level chosen (not 'Select Level')", { level: 'Select Level' }, LESSONS_MESSAGES.level],
    ['valid date', { date: '13/45/2026' }, LESSONS_MESSAGES.date],
  ])('refuses a search without "%s" with 400', async (_rule, change, message) => {
    const res = await byDates({ sport: 'ski', age: 'adult 15+', level: 'Beginner', date: dayFromToday(2), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, Message: message });
  });

  it('finds nothing for a level or age the school does not teach', async () => {
    for (const change of [{ level: 'Expert' }, { age: '2' }]) {
      const res = await byDates({ sport: 'ski', age: 'adult 15+', level: 'Beginner', date: dayFromToday(2), ...change });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.lessons).toEqual([]);
    }
  });

  it('accepts MM/DD/YY dates', async () => {
    const res = await byDates({
      sport: 'ski',
      age: 'adult 15+',
      level: 'Beginner',
      date: dayFromToday(2, 'MM/dd/yy'),
      resort: 'summit-peak',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lessons.length).toBe(2);
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const payload of [
      {},
      { sport: 5, age: 'adult 15+', level: 'Beginner', date: '12/01/2026' },
      { sport: 'ski', age: 'adult 15+', level: 'Beginner', date: '12/01/2026', resort: 'nowhere' },
    ]) {
      const res = await byDates(payload);
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses a search without the request-verification token', async () => {
    const res = await byDates({ sport: 'ski', age: 'adult 15+', level: 'Beginner', date: dayFromToday(2) }, { cookie: headers.cookie });
    expect(res.statusCode).toBe(403);
  });

  it('shows one lesson in detail, and 404 for an unknown one', async () => {
    const res = await line.app.inject({ method: 'GET', url: '/api/lessons/green-mountain-snowboard-private-child-advanced' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ resortName: 'Green Mountain', type: 'private', minAge: 3, maxAge: 6, duration: '2 hours' });
    const missing = await line.app.inject({ method: 'GET', url: '/api/lessons/no-such-lesson' });
    expect(missing.statusCode).toBe(404);
  });
});
