import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { formatDate, parseDate, resortToday } from '@resort/shared/dates';
import type { DatabaseHandle } from '@resort/shared/server';
import { newVisitor, signUpVisitor, type Visitor } from '@resort/shared/server/testing';
import { seasonPasses } from '../server/schema';
import { seasonOnSale } from '../server/services/passes';
import { seasonDays } from '../server/services/reservations';
import { type InventoryDay } from '../contract';

// The set-up the lift reservation tests share: seasons, days, holders and their passes.

export const RESORT = 'summit-peak';
export const season = () => seasonOnSale(resortToday('America/Denver')).season;
export const shown = (iso: string) => formatDate(parseDate(iso)!);
export const isoPlus = (iso: string, n: number) => parseDate(iso)!.plus({ days: n }).toISODate()!;

let passCounter = 0;
export const nextPassNumber = () => {
  passCounter += 1;
  return `P8${String(process.pid % 1000).padStart(3, '0')}${String(passCounter).padStart(6, '0')}`;
};

/** A browser of an existing session on another API instance (sessions live in the database). */
export function sameBrowserOn(app: FastifyInstance, v: Visitor) {
  return {
    post: (url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: v.ip,
        payload: JSON.stringify(body),
        headers: { cookie: v.cookie, 'content-type': 'application/json', RequestVerificationToken: v.token },
      }),
  };
}

/** Helpers over one app and its database: holders with accounts and passes, and the days that need a reservation. */
export function holdersOf(getApp: () => FastifyInstance, getHandle: () => DatabaseHandle) {
  const signUp = (v: Visitor, firstName = 'Robin', lastName = 'Rivers', dateOfBirth = '03/14/1980') =>
    signUpVisitor(v, { firstName, lastName, dateOfBirth });
  async function givePass(
    userId: string | null,
    { passId = 'peak-unlimited', firstName = 'Robin', lastName = 'Rivers', dateOfBirth = '1980-03-14', seasonLabel = season() } = {},
  ) {
    const passNumber = nextPassNumber();
    await getHandle().db.insert(seasonPasses).values({
      passNumber,
      passId,
      season: seasonLabel,
      ageCode: 'adult',
      firstName,
      lastName,
      dateOfBirth,
      userId,
    });
    return passNumber;
  }
  /** A signed-in holder of one pass. */
  async function holder(passId = 'peak-unlimited', app = getApp()) {
    const v = await newVisitor(app);
    const userId = await signUp(v);
    const passNumber = await givePass(userId, { passId });
    return { v, userId, passNumber };
  }
  return { signUp, givePass, holder };
}

/** Days of the season on sale at a resort, from the inventory: those that need a reservation, and open days that need none. */
export async function seasonDaysOf(app: FastifyInstance, resort: string) {
  const { start, end } = seasonDays(season())!;
  const days: InventoryDay[] = [];
  for (let from = start; from <= end && days.length < 150; from = isoPlus(from, 60)) {
    const to = isoPlus(from, 59) < end ? isoPlus(from, 59) : end;
    const res = await app.inject({ url: `/api/liftaccess/reservations/inventory?resort=${resort}&from=${from}&to=${to}` });
    expect(res.statusCode).toBe(200);
    days.push(...(res.json().data.days as InventoryDay[]));
  }
  return {
    reservable: days.filter((d) => d.open && d.reservationRequired).map((d) => d.date),
    free: days.filter((d) => d.open && !d.reservationRequired).map((d) => d.date),
  };
}

export const message = (res: LightMyRequestResponse) => res.json().Message as string;
