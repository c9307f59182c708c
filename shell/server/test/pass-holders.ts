import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { resortToday } from '@resort/shared/dates';
import { seasonOnSale } from '@resort/shared/rules';
import type { DatabaseHandle } from '@resort/shared/server';
import { newVisitor, signUpVisitor, type Visitor } from '@resort/shared/server/testing';
import { seasonPasses } from '@resort/mfe-lift-access/server/schema';
import { seasonDays } from '@resort/mfe-lift-access/server/services/reservations';

// Pass holders with lift reservations at Summit Peak, as the tests of the resort's cancellations
// and of pass holder credits need them.

export const RESORT = 'summit-peak';
export const ZONE = 'America/Denver';

/** Summit Peak's days after today that take lift reservations, in the season's first two months. */
export async function reservableDays(app: FastifyInstance): Promise<string[]> {
  const { start } = seasonDays(seasonOnSale(resortToday(ZONE)).season)!;
  // The inventory answers at most 60 days at a time.
  const to = DateTime.fromISO(start).plus({ days: 59 }).toISODate()!;
  const res = await app.inject({ url: `/api/liftaccess/reservations/inventory?resort=${RESORT}&from=${start}&to=${to}` });
  const today = resortToday(ZONE).toISODate()!;
  return (res.json().data.days as { date: string; open: boolean; reservationRequired: boolean }[])
    .filter((d) => d.open && d.reservationRequired && d.date > today)
    .map((d) => d.date);
}

/** An adult Peak Unlimited pass of this season, held by `holder` (linked to no account when userId is null). */
export async function insertPeakPass(
  handle: DatabaseHandle,
  passNumber: string,
  holder: { firstName: string; dateOfBirth: string; userId: string | null },
): Promise<void> {
  await handle.db.insert(seasonPasses).values({
    passNumber,
    passId: 'peak-unlimited',
    season: seasonOnSale(resortToday(ZONE)).season,
    ageCode: 'adult',
    lastName: 'Rivers',
    ...holder,
  });
}

let passes = 0;

/** A pass number no other pass of this test run has: `prefix`, the process and a count. */
export function nextPassNumber(prefix = 'P7'): string {
  passes += 1;
  return `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(passes).padStart(6, '0')}`;
}

/** How many pass numbers this run has made (a name unique per holder). */
export const passesMade = () => passes;

/** A signed-in holder of a Peak Unlimited pass, with lift reservations on `days`. */
export async function passHolder(
  store: { app: FastifyInstance; handle: DatabaseHandle },
  days: string[],
): Promise<{ v: Visitor; passNumber: string; userId: string }> {
  const v = await newVisitor(store.app);
  const userId = await signUpVisitor(v);
  const passNumber = nextPassNumber();
  await insertPeakPass(store.handle, passNumber, { firstName: 'Robin', dateOfBirth: '1980-03-14', userId });
  if (days.length) {
    const reserved = await v.post('/api/liftaccess/reservations', { passNumber, resort: RESORT, days: days.map((date) => ({ date })) });
    expect(reserved.statusCode).toBe(200);
  }
  return { v, passNumber, userId };
}
