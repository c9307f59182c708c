import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { PRODUCT_CANNOT_BE_ADDED } from '@resort/shared';
import { DOB_BELOW_MIN_AGE, LESSONS_MESSAGES, REQUIRED_FIELD } from '@resort/shared/rules';
import { toIsoDate } from '@resort/shared/dates';
import { describeRaces, newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { LEVEL_MISMATCH, MAP_ZOOM } from '../contract';
import { line } from '../server/plugin';
import { PRIVATE_INSTRUCTORS } from '../server/services/private-lessons';

jest.setTimeout(120_000);

// Spec section 7: "Lessons: by dates, lessons, detail, private lesson pricing POST; location map
// GET; participant form POST" and "ski school change request POST"; cart "configure ... private lesson".

const ZONE = 'America/Denver';
const day = (ahead: number) => DateTime.now().setZone(ZONE).startOf('day').plus({ days: ahead });
const mdy = (d: DateTime) => d.toFormat('MM/dd/yyyy');
const PRIVATE = 'summit-peak-ski-private-adult-intermediate';
const GROUP = 'summit-peak-ski-group-adult-intermediate';

describe.each(testBackends())('private lessons, participants and the ski school desk on %s', (backend) => {
  let app: FastifyInstance;
  let v: Visitor;

  const testApp = useLines(backend, [line, createCartLine()]);
  beforeAll(async () => {
    app = testApp.app;
    v = await newVisitor(app);
  });

  const rows = async (query: string) =>
    ((await testApp.handle.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const pricing = (body: Record<string, unknown>) => v.post('/api/lessons/private-pricing', body);

  test('the private pricing table: per participant by duration and party size, rounded to whole dollars, totals rising with each participant', async () => {
    const res = await pricing({ lessonId: PRIVATE, date: mdy(day(4)), duration: '2h', participants: 1 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // The catalog price ($599) is two hours for one participant.
    expect(data).toMatchObject({ duration: '2h', participants: 1, perParticipant: 59900, total: 59900, currency: 'USD' });
    const totals = Object.fromEntries(
      data.table.map((row: { duration: string; prices: { total: number }[] }) => [row.duration, row.prices.map((p) => p.total / 100)]),
    );
    expect(totals).toEqual({
      '2h': [599, 718, 810, 888, 930, 972],
      '3h': [839, 1006, 1131, 1240, 1300, 1356],
      'full-day': [1318, 1582, 1779, 1952, 2045, 2136],
    });
    for (const row of data.table) for (const p of row.prices) expect(p.total).toBe(p.perParticipant * p.participants);

    const three = (await pricing({ lessonId: PRIVATE, date: mdy(day(4)), duration: '3h', participants: 3 })).json().data;
    expect([three.perParticipant, three.total]).toEqual([37700, 113100]);
    expect(three.slots).toEqual([
      { startTime: '09:00', endTime: '12:00', available: true },
      { startTime: '13:00', endTime: '16:00', available: true },
    ]);
    const full = (await pricing({ lessonId: PRIVATE, date: mdy(day(4)), duration: 'full-day', participants: 2 })).json().data;
    expect(full.slots).toEqual([{ startTime: '09:00', endTime: '16:00', available: true }]);
  });

  test('pricing refuses what cannot be booked, in the spec words', async () => {
    const bad = [
      [{ lessonId: PRIVATE, date: mdy(day(4)), duration: '2h', participants: 7 }, 'A private lesson is for 1 to 6 participants.'],
      [{ lessonId: PRIVATE, date: '13/45/2026', duration: '2h', participants: 1 }, LESSONS_MESSAGES.date],
      [{ lessonId: PRIVATE, date: mdy(day(4)), duration: '5h', participants: 1 }, null],
      [{ lessonId: GROUP, date: mdy(day(4)), duration: '2h', participants: 1 }, PRODUCT_CANNOT_BE_ADDED],
      [{ lessonId: PRIVATE, date: mdy(day(-2)), duration: '2h', participants: 1 }, PRODUCT_CANNOT_BE_ADDED],
    ] as const;
    for (const [body, message] of bad) {
      const res = await pricing(body);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().Message).toContain(message);
    }
  });

  test('a private lesson is added at its table price, holds one instructor per block, and a taken block is no longer offered', async () => {
    const date = toIsoDate(day(6));
    const buyer = await newVisitor(app);
    const added = await buyer.post('/api/cart/add/lessons', {
      productId: PRIVATE,
      date,
      quantity: 3,
      options: { duration: 'full-day', startTime: '09:00' },
    });
    expect(added.statusCode).toBe(200);
    const item = (await buyer.get('/api/cart')).json().data.items[0];
    expect([item.unitPrice, item.quantity]).toEqual([59300, 3]);
    expect(item.configure.call).toBe('private-lesson');
    const held = await rows(
      `SELECT resource_id, sum(quantity)::int AS q FROM lessons.ledger_holds WHERE status = 'held' AND day = '${date}' AND resource_id LIKE 'summit-peak-ski-private-%' GROUP BY resource_id ORDER BY resource_id`,
    );
    expect(held).toEqual([
      { resource_id: 'summit-peak-ski-private-am', q: 1 },
      { resource_id: 'summit-peak-ski-private-pm', q: 1 },
    ]);

    // Wrong options are refused before anything is held.
    for (const options of [{}, { duration: '3h', startTime: '10:00' }, { duration: '2h' }]) {
      const res = await buyer.post('/api/cart/add/lessons', { productId: PRIVATE, date, quantity: 1, options });
      expect([res.statusCode, res.json().Message]).toEqual([400, PRODUCT_CANNOT_BE_ADDED]);
    }
    const groupWithHours = await buyer.post('/api/cart/add/lessons', { productId: GROUP, date, quantity: 1, options: { duration: '2h' } });
    expect(groupWithHours.statusCode).toBe(400);

    // Every morning instructor taken: the morning slots are shown unavailable, the afternoon ones not.
    await testApp.handle.db.execute(
      sql`UPDATE lessons.ledger_capacity SET total = 1 WHERE resource_id = 'summit-peak-ski-private-am' AND day = ${date}::date`,
    );
    const slots = (await pricing({ lessonId: PRIVATE, date: mdy(day(6)), duration: '2h', participants: 1 })).json().data.slots;
    expect(slots.map((s: { startTime: string; available: boolean }) => `${s.startTime} ${s.available}`)).toEqual([
      '09:00 false',
      '10:00 false',
      '13:00 true',
      '14:00 true',
    ]);
    const morning = await v.post('/api/cart/add/lessons', {
      productId: PRIVATE,
      date,
      quantity: 1,
      options: { duration: '2h', startTime: '10:00' },
    });
    expect([morning.statusCode, morning.json().Message]).toEqual([409, 'Sold Out']);
  });

  test('participants: each named with a date of birth in the age group and an ability level that is the lesson level, before the order completes', async () => {
    const date = day(8);
    const form = (participants: Record<string, string>[]) =>
      v.post('/api/lessons/participant-form', { lessonId: PRIVATE, date: mdy(date), participants });
    const checked = (
      await form([
        { firstName: 'Robin', lastName: 'Hale', dateOfBirth: mdy(date.minus({ years: 40 })), level: 'Intermediate' },
        { firstName: '', lastName: 'Hale', dateOfBirth: mdy(date.minus({ years: 9 })), level: 'Beginner' },
      ])
    ).json().data;
    expect(checked.valid).toBe(false);
    expect(checked.participants).toEqual([
      { errors: [] },
      {
        errors: [
          { field: 'firstName', message: REQUIRED_FIELD },
          { field: 'dateOfBirth', message: DOB_BELOW_MIN_AGE },
          { field: 'level', message: LEVEL_MISMATCH },
        ],
      },
    ]);
    expect((await form([])).statusCode).toBe(400);

    const buyer = await newVisitor(app);
    await buyer.post('/api/cart/add/lessons', {
      productId: PRIVATE,
      date: toIsoDate(date),
      quantity: 2,
      options: { duration: '2h', startTime: '13:00' },
    });
    const itemId = (await buyer.get('/api/cart')).json().data.items[0].id;
    for (const [unitIndex, firstName] of ['Robin', 'Sam'].entries()) {
      const assigned = await buyer.post('/api/cart/assign-traveler', {
        itemId,
        unitIndex,
        firstName,
        lastName: 'Hale',
        dateOfBirth: mdy(date.minus({ years: 30 + unitIndex })),
      });
      expect(assigned.statusCode).toBe(200);
    }
    const unmet = () => buyer.get('/api/cart').then((r) => r.json().data.items[0].configure.unmet);
    expect(await unmet()).toEqual([
      { message: REQUIRED_FIELD, key: 'abilityLevel', unitIndex: 0 },
      { message: REQUIRED_FIELD, key: 'abilityLevel', unitIndex: 1 },
    ]);
    await buyer.post('/api/cart/configure/private-lesson', {
      cartProductId: itemId,
      units: [{ abilityLevel: 'Intermediate', notes: 'Wants to try moguls' }, { abilityLevel: 'Advanced' }],
    });
    expect(await unmet()).toEqual([{ message: LEVEL_MISMATCH, key: 'abilityLevel', unitIndex: 1 }]);
    await buyer.post('/api/checkout/address', testBillingAddress);
    const token = (await buyer.post('/api/checkout/payment', testCard)).json().data.token;
    const refused = await buyer.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(refused.statusCode).toBe(400);

    await buyer.post('/api/cart/configure/private-lesson', { cartProductId: itemId, units: [null, { abilityLevel: 'Intermediate' }] });
    expect(await unmet()).toEqual([]);
    const token2 = (await buyer.post('/api/checkout/payment', testCard)).json().data.token;
    const done = await buyer.post('/api/checkout/complete', { paymentToken: token2, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    const [sold] = await rows(
      `SELECT sold FROM lessons.ledger_capacity WHERE resource_id = 'summit-peak-ski-private-pm' AND day = '${toIsoDate(date)}'`,
    );
    expect(sold.sold).toBe(1);
  });

  test('a ski school change request is stored, sent to the desk and acknowledged with a reference', async () => {
    const res = await v.post('/api/lessons/change-request', {
      name: 'Robin Hale',
      email: 'robin.hale@example.com',
      orderNumber: 'ORD-12345',
      lessonDate: mdy(day(8)),
      kind: 'date',
      message: 'Please move our private lesson to the following day.',
    });
    expect(res.statusCode).toBe(200);
    const { reference, answerBy } = res.json().data;
    expect(reference).toMatch(/^SSC-[0-9A-F]{8}$/);
    expect(answerBy).toBe('within 24 hours');
    expect(await rows("SELECT kind, order_number FROM lessons.change_requests WHERE email = 'robin.hale@example.com'")).toEqual([
      { kind: 'date', order_number: 'ORD-12345' },
    ]);
    const mail = await rows(`SELECT recipient FROM account.outbox WHERE subject LIKE '%${reference}%' ORDER BY recipient`);
    expect(mail.map((m) => m.recipient)).toEqual(['robin.hale@example.com', 'ski-school@summit-resorts.test']);

    for (const body of [
      { name: 'Robin', email: 'not-an-email', orderNumber: '', lessonDate: mdy(day(8)), kind: 'date', message: 'x' },
      { name: 'Robin', email: 'r@example.com', orderNumber: '', lessonDate: '02/30/2027', kind: 'date', message: 'x' },
      { name: 'Robin', email: 'r@example.com', orderNumber: '', lessonDate: mdy(day(8)), kind: 'refund-everything', message: 'x' },
      { name: 'Robin', email: 'r@example.com', orderNumber: '', lessonDate: mdy(day(8)), kind: 'date', message: '  ' },
    ]) {
      expect((await v.post('/api/lessons/change-request', body)).statusCode).toBe(400);
    }
    expect(await rows("SELECT count(*)::int AS n FROM lessons.change_requests WHERE email = 'r@example.com'")).toEqual([{ n: 0 }]);
  });

  test('location maps: vector data at the spec zoom levels with the places lessons, childcare, activities and events meet', async () => {
    const lessonsMap = (await app.inject({ url: '/api/lessons/location-map?resort=summit-peak' })).json().data;
    expect(lessonsMap.zoom).toEqual({ initial: MAP_ZOOM.resort, min: MAP_ZOOM.resort, max: MAP_ZOOM.buildings });
    expect(lessonsMap.runs).toHaveLength(6);
    expect(lessonsMap.markers.map((m: { kind: string; label: string }) => `${m.kind}: ${m.label}`)).toEqual([
      'lessons: Ski & Ride School',
      "childcare: Children's Center",
    ]);
    const activities = (await app.inject({ url: '/api/activities/locations-map?resort=cascade-ridge' })).json().data;
    const labels = activities.markers.filter((m: { kind: string }) => m.kind === 'activity').map((m: { label: string }) => m.label);
    expect(labels).toEqual(['Guided Snowshoe Tour', 'Fat Bike Tour', 'Snow Tubing', 'Sleigh Ride Dinner']);
    expect(activities.markers.some((m: { kind: string; label: string }) => m.kind === 'event' && m.label === 'Base Lodge')).toBe(true);
    // Cascade Ridge's mountain is Summit Peak's mirrored: the same building on the other side.
    const school = (map: { buildings: { name: string; at: number[] }[] }) => map.buildings.find((b) => b.name === 'Ski & Ride School')!.at;
    expect(school(activities)[0]).toBe(1000 - school(lessonsMap)[0]);
    expect((await app.inject({ url: '/api/activities/locations-map?resort=atlantis' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/lessons/location-map' })).statusCode).toBe(400);
  });

  test('mountain events: the weekly programme for a run of days, in date and time order', async () => {
    // 12/04/2026 is a Friday: the torchlight parade that evening, fireworks and breakfast on Saturday, music on Sunday.
    const res = await v.post('/api/activities/mountain-events', { resort: 'green-mountain', startDate: '12/04/2026', days: 3 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect([data.startDate, data.endDate]).toEqual(['2026-12-04', '2026-12-06']);
    expect(data.events.map((e: { date: string; startTime: string; name: string }) => `${e.date} ${e.startTime} ${e.name}`)).toEqual([
      '2026-12-04 18:30 Torchlight Parade',
      '2026-12-05 07:30 First Tracks Breakfast',
      '2026-12-05 19:00 Fireworks over the Base Area',
      '2026-12-06 15:00 Après Live Music',
    ]);
    const all = (await v.post('/api/activities/mountain-events', { startDate: '12/04/2026', days: 1 })).json().data.events;
    expect(all.map((e: { resortId: string }) => e.resortId)).toHaveLength(4);
    expect((await v.post('/api/activities/mountain-events', { startDate: 'soon' })).json().Message).toContain(
      'Please enter a valid start date',
    );
    expect((await v.post('/api/activities/mountain-events', { startDate: '12/04/2026', days: 400 })).statusCode).toBe(400);
  });
});

describeRaces(
  'the last private instructor of a morning, raced across two API instances on postgres',
  [line, createCartLine()],
  ({ first, second }) => {
    test(`${PRIVATE_INSTRUCTORS} morning instructors, ten families on two instances: exactly ${PRIVATE_INSTRUCTORS} hold one, the rest read Sold Out`, async () => {
      const date = toIsoDate(day(12));
      const families: Visitor[] = [];
      for (let i = 0; i < 10; i += 1) families.push(await newVisitor(i % 2 ? second.app : first.app));
      const answers = await Promise.all(
        families.map((f, i) =>
          f.post('/api/cart/add/lessons', {
            productId: 'green-mountain-snowboard-private-youth-beginner',
            date,
            quantity: 1 + (i % 3),
            options: i % 2 ? { duration: '2h', startTime: '09:00' } : { duration: 'full-day', startTime: '09:00' },
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PRIVATE_INSTRUCTORS);
      for (const a of answers.filter((x) => x.statusCode !== 200)) expect([a.statusCode, a.json().Message]).toEqual([409, 'Sold Out']);
      const [row] = (
        (await first.handle.db.execute(
          sql`SELECT c.total, (SELECT coalesce(sum(quantity), 0)::int FROM lessons.ledger_holds h WHERE h.resource_id = c.resource_id AND h.day = c.day AND h.status = 'held') AS held
            FROM lessons.ledger_capacity c WHERE c.resource_id = 'green-mountain-snowboard-private-am' AND c.day = ${date}::date`,
        )) as unknown as { rows: { total: number; held: number }[] }
      ).rows;
      expect(row.held).toBe(row.total);
    });
  },
);
