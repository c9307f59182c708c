import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { SIGN_IN_PROMPT } from '@resort/shared';
import { parseDate } from '@resort/shared/dates';
import type { DatabaseHandle } from '@resort/shared/server';
import { newVisitor, testBackends, useLines, type Visitor } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { capacity, liftReservations } from '../server/schema';
import { seasonDays } from '../server/services/reservations';
import { PRIORITY_DAYS, RESERVATION_RESORTS } from '../server/seed-reservations';
import {
  DUPLICATE_DAYS,
  HOLDER_PASS_NOT_FOUND,
  LIFT_RESERVATION_NOT_FOUND,
  NO_PRIORITY_DAYS_LEFT,
  RESERVATION_POOL,
  alreadyReserved,
  noReservationNeeded,
  notPriorityReservation,
  notValidAt,
  outsideSeason,
  type InventoryDay,
  type PassHolderView,
} from '../contract';

import { RESORT, season, shown, isoPlus, holdersOf, seasonDaysOf, message } from './reservations-kit';

jest.setTimeout(180_000);

describe.each(testBackends())('lift reservations on %s', (backend) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let reservable: string[];
  let free: string[];
  const h = holdersOf(
    () => app,
    () => handle,
  );
  /** Each test takes days of its own, so none sees another's reservations. */
  const takeDays = (n: number) => reservable.splice(0, n);

  const testApp = useLines(backend, [line]);
  beforeAll(async () => {
    ({ app, handle } = testApp);
    ({ reservable, free } = await seasonDaysOf(app, RESORT));
  });

  const inventoryDay = async (day: string, resort = RESORT) =>
    (await app.inject({ url: `/api/liftaccess/reservations/inventory?resort=${resort}&from=${day}&to=${day}` })).json().data
      .days[0] as InventoryDay;
  const submit = (v: Visitor, passNumber: string, days: { date: string; priority?: boolean }[], resort = RESORT) =>
    v.post('/api/liftaccess/reservations', { passNumber, resort, days });

  test('inventory: weekends and holidays of the season need a reservation, with small inventories; weekdays need none', async () => {
    expect(reservable.length).toBeGreaterThan(20);
    expect(free.length).toBeGreaterThan(20);
    const weekend = reservable.find((d) => {
      const p = parseDate(d)!;
      return p.weekday === 6 && p.month === 3;
    })!;
    const day = await inventoryDay(weekend);
    expect(day).toMatchObject({ date: weekend, open: true, reservationRequired: true, full: false });
    expect(day.reservationTotal).toBe(RESERVATION_RESORTS[RESORT].weekend);
    expect(day.reservationsLeft).toBe(day.reservationTotal);
    expect(day.liftTicketsLeft).toBeGreaterThan(0);
    const christmas = await inventoryDay(`${seasonDays(season())!.start.slice(0, 4)}-12-26`);
    expect(christmas.reservationTotal).toBe(RESERVATION_RESORTS[RESORT].holiday);
    expect(await inventoryDay(free[0])).toMatchObject({ reservationRequired: false, reservationTotal: 0, full: false });
    // Green Mountain needs no reservation on any day.
    const green = await inventoryDay(weekend, 'green-mountain');
    expect(green.reservationRequired).toBe(false);

    const res = await app.inject({ url: `/api/liftaccess/reservations/inventory?resort=${RESORT}` });
    const data = res.json().data;
    expect(data.from).toBe(data.today);
    expect(data.days.length).toBeGreaterThan(1);
    expect(data.lastDay).not.toBeNull();
  });

  test('inventory: an unknown resort is 404, a bad or too wide range 400', async () => {
    const get = (q: string) => app.inject({ url: `/api/liftaccess/reservations/inventory?${q}` });
    expect((await get('resort=nowhere')).statusCode).toBe(404);
    const { start } = seasonDays(season())!;
    expect((await get(`resort=${RESORT}&from=${isoPlus(start, 5)}&to=${start}`)).statusCode).toBe(400);
    expect((await get(`resort=${RESORT}&from=${start}&to=${isoPlus(start, 90)}`)).statusCode).toBe(400);
    expect((await get(`resort=${RESORT}&from=12/01/2026`)).statusCode).toBe(400);
    expect((await get(`resort=${RESORT}&extra=1`)).statusCode).toBe(400);
    expect((await get('')).statusCode).toBe(400);
  });

  test('signed out, every reservation call asks to sign in', async () => {
    const v = await newVisitor(app);
    const [day] = reservable;
    const calls = [
      await v.post('/api/liftaccess/reservations/pass-holders', {}),
      await submit(v, 'P0000000001', [{ date: day }]),
      await v.post('/api/liftaccess/reservations/validate-scan', { passNumber: 'P0000000001', resort: RESORT }),
      await v.post('/api/liftaccess/reservations/cancel', { id: crypto.randomUUID() }),
      await v.get('/api/liftaccess/priority-days?ipCode=P0000000001'),
      await v.post('/api/liftaccess/priority-days/scan', { ipCode: 'P0000000001', resort: RESORT, date: day }),
      await v.post('/api/liftaccess/priority-days/save', { ipCode: 'P0000000001', resort: RESORT, date: day }),
      await v.post('/api/liftaccess/priority-days/remove', { ipCode: 'P0000000001', date: day }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(401);
      expect(message(res)).toBe(SIGN_IN_PROMPT);
    }
  });

  test("pass holders for reservation: the holder's own passes and household members' passes, never another account's", async () => {
    const v = await newVisitor(app);
    const userId = await h.signUp(v, 'Dana', 'Fields', '06/01/1979');
    const own = await h.givePass(userId, { passId: 'peak-local', firstName: 'Dana', lastName: 'Fields', dateOfBirth: '1979-06-01' });
    // Dana bought a pass for Kit, a household member without an account.
    expect(
      (
        await v.post('/api/account/household/members', {
          firstName: 'Kit',
          lastName: 'Fields',
          dateOfBirth: '02/02/2014',
          relationship: 'child',
        })
      ).statusCode,
    ).toBe(200);
    const kids = await h.givePass(userId, { passId: 'summit-peak-4-day', firstName: 'Kit', lastName: 'Fields', dateOfBirth: '2014-02-02' });
    // Lee, a member with an account of their own, bought their own pass.
    const lee = await newVisitor(app);
    const leeId = await h.signUp(lee, 'Lee', 'Fields', '07/07/1981');
    const leePass = await h.givePass(leeId, { passId: 'peak-unlimited', firstName: 'Lee', lastName: 'Fields', dateOfBirth: '1981-07-07' });
    const leeEmail = (await lee.get('/api/account/session')).json().data.user.email as string;
    expect((await v.post('/api/account/household/existing', { email: leeEmail, relationship: 'spouse' })).statusCode).toBe(200);
    const invitation = (await lee.get('/api/account/household')).json().data.invitations[0];
    expect((await lee.post(`/api/account/household/invitations/${invitation.id}/accept`, {})).statusCode).toBe(200);
    // Someone of Kit's name and birth date on another account (or none) is not Dana's to manage.
    const stranger = await h.givePass(null, { passId: 'peak-local', firstName: 'Kit', lastName: 'Fields', dateOfBirth: '2014-02-02' });
    const namesake = await newVisitor(app);
    const namesakeId = await h.signUp(namesake, 'Kit', 'Fields', '02/02/2014');
    const namesakePass = await h.givePass(namesakeId, {
      passId: 'peak-local',
      firstName: 'Kit',
      lastName: 'Fields',
      dateOfBirth: '2014-02-02',
    });
    // Last season's pass takes no more reservations.
    await h.givePass(userId, {
      passId: 'peak-local',
      firstName: 'Dana',
      lastName: 'Fields',
      dateOfBirth: '1979-06-01',
      seasonLabel: '2019-20',
    });

    const res = await v.post('/api/liftaccess/reservations/pass-holders', {});
    expect(res.statusCode).toBe(200);
    const holders = res.json().data.holders as PassHolderView[];
    expect(holders.map((x) => x.passNumber).sort()).toEqual([own, kids, leePass].sort());
    const mine = holders.find((x) => x.passNumber === own)!;
    expect(mine).toMatchObject({ holder: 'Dana Fields', self: true, season: season(), priorityDays: PRIORITY_DAYS['peak-local'] });
    expect(mine.priorityDaysLeft).toBe(PRIORITY_DAYS['peak-local']);
    expect(mine.seasonStart).toBe(seasonDays(season())!.start);
    expect(mine.resorts.map((r) => r.id)).toEqual(['summit-peak', 'cascade-ridge', 'green-mountain']);
    expect(holders.find((x) => x.passNumber === kids)).toMatchObject({ holder: 'Kit Fields', self: false, priorityDays: 2 });
    expect(holders.find((x) => x.passNumber === leePass)).toMatchObject({ holder: 'Lee Fields', self: false });

    // Only the passes valid at a resort; an unknown resort is 404.
    const atCoast = await v.post('/api/liftaccess/reservations/pass-holders', { resort: 'coast-range' });
    expect(atCoast.json().data.holders.map((x: PassHolderView) => x.passNumber)).toEqual([leePass]);
    expect((await v.post('/api/liftaccess/reservations/pass-holders', { resort: 'nowhere' })).statusCode).toBe(404);
    expect((await v.post('/api/liftaccess/reservations/pass-holders', { other: 1 })).statusCode).toBe(400);

    // Dana reserves for Kit; the stranger's pass answers 404.
    const [day] = takeDays(1);
    expect((await submit(v, kids, [{ date: day }])).statusCode).toBe(200);
    expect((await submit(v, leePass, [{ date: day }])).statusCode).toBe(200);
    for (const other of [stranger, namesakePass]) {
      const refused = await submit(v, other, [{ date: day }]);
      expect(refused.statusCode).toBe(404);
      expect(message(refused)).toBe(HOLDER_PASS_NOT_FOUND);
    }
  });

  test('submit reservation: days of the pass at its resorts, all or none, one per pass and day; each takes a place', async () => {
    const { v, passNumber } = await h.holder('peak-local');
    const [a, b, c] = takeDays(3);
    const before = await inventoryDay(a);
    const res = await submit(v, passNumber, [{ date: b }, { date: a }]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.reservations.map((r: { date: string; priority: boolean }) => [r.date, r.priority])).toEqual([
      [a, false],
      [b, false],
    ]);
    expect(data.priorityDaysLeft).toBe(PRIORITY_DAYS['peak-local']);
    expect((await inventoryDay(a)).reservationsLeft).toBe(before.reservationsLeft - 1);

    // The same day again is refused, and nothing of the submit is kept (c stays free).
    const again = await submit(v, passNumber, [{ date: c }, { date: a }]);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(alreadyReserved(shown(a)));
    // A day that needs no reservation, a day outside the season, a resort the pass does not open: 400.
    const weekday = await submit(v, passNumber, [{ date: c }, { date: free[3] }]);
    expect(weekday.statusCode).toBe(400);
    expect(message(weekday)).toBe(noReservationNeeded(shown(free[3]), 'Summit Peak'));
    const { start, end } = seasonDays(season())!;
    const late = await submit(v, passNumber, [{ date: isoPlus(end, 1) }]);
    expect(late.statusCode).toBe(400);
    expect(message(late)).toBe(outsideSeason(shown(start), shown(end)));
    const coast = await submit(v, passNumber, [{ date: c }], 'coast-range');
    expect(coast.statusCode).toBe(400);
    expect(message(coast)).toBe(notValidAt('Coast Range'));
    expect((await submit(v, passNumber, [{ date: c }], 'nowhere')).statusCode).toBe(404);
    const rows = await handle.db.select().from(liftReservations).where(eq(liftReservations.passNumber, passNumber));
    expect(rows.map((r) => r.day).sort()).toEqual([a, b]);
    expect((await inventoryDay(c)).reservationsLeft).toBe(RESERVATION_RESORTS[RESORT].weekend);
  });

  test('malformed submits are 400 and change nothing', async () => {
    const { v, passNumber } = await h.holder();
    const [a] = takeDays(1);
    const bad = [
      { passNumber, resort: RESORT, days: [] },
      { passNumber, resort: RESORT, days: [{ date: a }, { date: a }] },
      { passNumber, resort: RESORT, days: Array.from({ length: 8 }, (_, i) => ({ date: isoPlus(a, i) })) },
      { passNumber: 'X123', resort: RESORT, days: [{ date: a }] },
      { passNumber, resort: RESORT, days: [{ date: '2026-02-30' }] },
      { passNumber, resort: RESORT, days: [{ date: a, priority: 'yes' }] },
      { passNumber, resort: RESORT, days: [{ date: a }], extra: true },
    ];
    for (const body of bad) expect((await v.post('/api/liftaccess/reservations', body)).statusCode).toBe(400);
    expect(message(await v.post('/api/liftaccess/reservations', bad[1]))).toBe(DUPLICATE_DAYS);
    expect(await handle.db.select().from(liftReservations).where(eq(liftReservations.passNumber, passNumber))).toEqual([]);
  });

  test('a full day is Sold Out; a priority day reserves it anyway and is counted against the pass', async () => {
    const [day] = takeDays(1);
    await handle.db
      .update(capacity)
      .set({ total: 1 })
      .where(and(eq(capacity.resourceId, RESORT), eq(capacity.pool, RESERVATION_POOL), eq(capacity.day, day)));
    const first = await h.holder();
    expect((await submit(first.v, first.passNumber, [{ date: day }])).statusCode).toBe(200);
    expect(await inventoryDay(day)).toMatchObject({ reservationsLeft: 0, full: true });

    const second = await h.holder();
    const full = await submit(second.v, second.passNumber, [{ date: day }]);
    expect(full.statusCode).toBe(409);
    expect(message(full)).toBe('Sold Out');
    expect(full.json().data).toEqual({ date: day });
    const scan = await second.v.post('/api/liftaccess/priority-days/scan', { ipCode: second.passNumber, resort: RESORT, date: day });
    expect(scan.json().data).toMatchObject({ allowed: true, full: true, reservationRequired: true, left: PRIORITY_DAYS['peak-unlimited'] });
    const priority = await submit(second.v, second.passNumber, [{ date: day, priority: true }]);
    expect(priority.statusCode).toBe(200);
    expect(priority.json().data.priorityDaysLeft).toBe(PRIORITY_DAYS['peak-unlimited'] - 1);
    const [row] = await handle.db
      .select()
      .from(capacity)
      .where(and(eq(capacity.pool, RESERVATION_POOL), eq(capacity.day, day), eq(capacity.resourceId, RESORT)));
    expect(row).toMatchObject({ total: 1, sold: 1 });
    const got = await second.v.get(`/api/liftaccess/priority-days?ipCode=${second.passNumber}`);
    expect(got.json().data).toMatchObject({ ipCode: second.passNumber, used: 1, left: PRIORITY_DAYS['peak-unlimited'] - 1 });
    expect(got.json().data.days.map((d: { date: string }) => d.date)).toEqual([day]);
    // The same day again, now as a scan: already reserved.
    const rescan = await second.v.post('/api/liftaccess/priority-days/scan', { ipCode: second.passNumber, resort: RESORT, date: day });
    expect(rescan.json().data).toMatchObject({ allowed: false, message: alreadyReserved(shown(day)) });
  });

  test('priority days: save up to the allowance, remove gives one back, never more than the pass has', async () => {
    const { v, passNumber } = await h.holder('summit-peak-4-day');
    const days = takeDays(3);
    const save = (date: string) => v.post('/api/liftaccess/priority-days/save', { ipCode: passNumber, resort: RESORT, date });
    expect((await save(days[0])).statusCode).toBe(200);
    expect((await save(days[1])).json().data.priorityDaysLeft).toBe(0);
    const third = await save(days[2]);
    expect(third.statusCode).toBe(409);
    expect(message(third)).toBe(NO_PRIORITY_DAYS_LEFT);
    const scan = await v.post('/api/liftaccess/priority-days/scan', { ipCode: passNumber, resort: RESORT, date: days[2] });
    expect(scan.json().data).toMatchObject({ allowed: false, message: NO_PRIORITY_DAYS_LEFT, left: 0 });
    // Two days asked at once when one is left: neither is kept.
    const removed = await v.post('/api/liftaccess/priority-days/remove', { ipCode: passNumber, date: days[0] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ used: 1, left: 1 });
    const both = await submit(v, passNumber, [
      { date: days[0], priority: true },
      { date: days[2], priority: true },
    ]);
    expect(both.statusCode).toBe(409);
    expect((await save(days[2])).statusCode).toBe(200);
    const none = await v.post('/api/liftaccess/priority-days/remove', { ipCode: passNumber, date: days[0] });
    expect(none.statusCode).toBe(404);
    expect(message(none)).toBe(notPriorityReservation(shown(days[0])));
    // A day that needs no reservation takes no priority day; another holder's pass is 404.
    expect((await save(free[5])).statusCode).toBe(400);
    const other = await h.holder();
    expect((await other.v.get(`/api/liftaccess/priority-days?ipCode=${passNumber}`)).statusCode).toBe(404);
    expect((await other.v.post('/api/liftaccess/priority-days/remove', { ipCode: passNumber, date: days[1] })).statusCode).toBe(404);
    expect((await v.get('/api/liftaccess/priority-days?ipCode=nope')).statusCode).toBe(400);
  });

  test('cancel: the place goes back to the day, the account lists and cancels the same reservations, others get 404', async () => {
    const { v, passNumber } = await h.holder();
    const [a, b] = takeDays(2);
    const made = (await submit(v, passNumber, [{ date: a }, { date: b, priority: true }])).json().data.reservations;
    const left = (await inventoryDay(a)).reservationsLeft;

    const listed = (await v.get('/api/account/reservations')).json().data.reservations;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: made[0].id,
          line: 'liftaccess',
          kind: 'Lift reservation',
          resortName: 'Summit Peak',
          date: a,
          status: 'booked',
          cancellable: true,
        }),
        expect.objectContaining({ id: made[1].id, title: 'Peak Unlimited Pass (priority day)', guestName: 'Robin Rivers' }),
      ]),
    );

    const other = await h.holder();
    const theirs = await other.v.post('/api/liftaccess/reservations/cancel', { id: made[0].id });
    expect(theirs.statusCode).toBe(404);
    expect(message(theirs)).toBe(LIFT_RESERVATION_NOT_FOUND);
    expect((await other.v.post('/api/account/reservations/cancel', { line: 'liftaccess', id: made[0].id })).statusCode).toBe(404);

    const cancelled = await v.post('/api/liftaccess/reservations/cancel', { id: made[0].id });
    expect(cancelled.statusCode).toBe(200);
    expect((await inventoryDay(a)).reservationsLeft).toBe(left + 1);
    expect((await v.post('/api/liftaccess/reservations/cancel', { id: made[0].id })).statusCode).toBe(404);
    // The priority day, cancelled in the account, gives the day back to the pass.
    expect((await v.post('/api/account/reservations/cancel', { line: 'liftaccess', id: made[1].id })).statusCode).toBe(200);
    const after = (await v.get('/api/account/reservations')).json().data.reservations;
    expect(after.filter((r: { line: string }) => r.line === 'liftaccess').map((r: { status: string }) => r.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect((await v.get(`/api/liftaccess/priority-days?ipCode=${passNumber}`)).json().data.left).toBe(PRIORITY_DAYS['peak-unlimited']);
    // The day can be reserved again.
    expect((await submit(v, passNumber, [{ date: a }])).statusCode).toBe(200);
    expect((await v.post('/api/liftaccess/reservations/cancel', { id: 'not-an-id' })).statusCode).toBe(400);
    expect((await v.post('/api/liftaccess/reservations/cancel', { id: crypto.randomUUID() })).statusCode).toBe(404);
  });

  test('validate scan: a reservation day needs a reservation at that resort; other open days need none', async () => {
    const { v, passNumber } = await h.holder('peak-local');
    const [a, b] = takeDays(2);
    await submit(v, passNumber, [{ date: a }]);
    const scan = (resort: string, date?: string) => v.post('/api/liftaccess/reservations/validate-scan', { passNumber, resort, date });
    const reserved = (await scan(RESORT, a)).json().data;
    expect(reserved).toMatchObject({ valid: true, date: a, reservationRequired: true, priority: false });
    expect(reserved.reservationId).not.toBeNull();
    expect((await scan(RESORT, b)).json().data).toMatchObject({ valid: false, reservationRequired: true, reservationId: null });
    expect((await scan(RESORT, free[0])).json().data).toMatchObject({ valid: true, reservationRequired: false });
    expect((await scan('coast-range', free[0])).json().data).toMatchObject({ valid: false, message: notValidAt('Coast Range') });
    // Another holder's pass is 404.
    const other = await h.holder();
    const res = await other.v.post('/api/liftaccess/reservations/validate-scan', { passNumber, resort: RESORT, date: a });
    expect(res.statusCode).toBe(404);
  });
});
