import { and, eq, sql } from 'drizzle-orm';
import { describeRaces } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { capacity, liftReservations } from '../server/schema';
import { PRIORITY_DAYS } from '../server/seed-reservations';
import { NO_PRIORITY_DAYS_LEFT, RESERVATION_POOL, alreadyReserved } from '../contract';

import { RESORT, shown, sameBrowserOn, holdersOf, seasonDaysOf } from './reservations-kit';

jest.setTimeout(180_000);

describeRaces('lift reservations raced across two API instances on postgres', [line], ({ first, second }) => {
  let reservable: string[];
  const h = holdersOf(
    () => first.app,
    () => first.handle,
  );

  beforeAll(async () => {
    ({ reservable } = await seasonDaysOf(first.app, RESORT));
  });

  test('twelve holders on two instances race for the last three places of a day: exactly three get one, nothing is oversold', async () => {
    const day = reservable[0];
    await first.handle.db.execute(
      sql`UPDATE liftaccess.ledger_capacity SET total = 3 WHERE resource_id = ${RESORT} AND pool = ${RESERVATION_POOL} AND day = ${day}::date`,
    );
    const holders = [];
    for (let i = 0; i < 12; i += 1) holders.push(await h.holder('peak-unlimited', i % 2 ? second.app : first.app));
    const answers = await Promise.all(
      holders.map(({ v, passNumber }) => v.post('/api/liftaccess/reservations', { passNumber, resort: RESORT, days: [{ date: day }] })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().Message).toBe('Sold Out');
    }
    const [row] = await first.handle.db
      .select()
      .from(capacity)
      .where(and(eq(capacity.resourceId, RESORT), eq(capacity.pool, RESERVATION_POOL), eq(capacity.day, day)));
    expect(row).toMatchObject({ total: 3, sold: 3 });
    const live = await first.handle.db
      .select()
      .from(liftReservations)
      .where(and(eq(liftReservations.day, day), eq(liftReservations.status, 'reserved')));
    expect(live).toHaveLength(3);
  });

  test('one pass saves priority days from two instances at once: exactly its allowance is kept', async () => {
    const { v, passNumber } = await h.holder('summit-peak-4-day');
    const allowance = PRIORITY_DAYS['summit-peak-4-day'];
    const days = reservable.slice(1, 11);
    const onSecond = sameBrowserOn(second.app, v);
    const answers = await Promise.all(
      days.map((date, i) =>
        i % 2
          ? onSecond.post('/api/liftaccess/priority-days/save', { ipCode: passNumber, resort: RESORT, date })
          : v.post('/api/liftaccess/priority-days/save', { ipCode: passNumber, resort: RESORT, date }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(allowance);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().Message).toBe(NO_PRIORITY_DAYS_LEFT);
    }
    const kept = await first.handle.db
      .select()
      .from(liftReservations)
      .where(
        and(eq(liftReservations.passNumber, passNumber), eq(liftReservations.priority, true), eq(liftReservations.status, 'reserved')),
      );
    expect(kept).toHaveLength(allowance);
    // Nothing was taken from the days' inventories.
    const sold = await first.handle.db.execute(
      sql`SELECT coalesce(sum(sold), 0)::int AS sold FROM liftaccess.ledger_capacity WHERE resource_id = ${RESORT} AND pool = ${RESERVATION_POOL} AND day IN (${sql.join(
        days.map((d) => sql`${d}::date`),
        sql`, `,
      )})`,
    );
    expect(Number((sold as unknown as { rows: { sold: number }[] }).rows[0].sold)).toBe(0);
  });

  test('two saves of the same day from two instances: one reservation, the other is told it exists', async () => {
    const { v, passNumber } = await h.holder();
    const day = reservable[12];
    const onSecond = sameBrowserOn(second.app, v);
    const answers = await Promise.all([
      v.post('/api/liftaccess/reservations', { passNumber, resort: RESORT, days: [{ date: day }] }),
      onSecond.post('/api/liftaccess/reservations', { passNumber, resort: RESORT, days: [{ date: day }] }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().Message).toBe(alreadyReserved(shown(day)));
  });
});
