import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { badRequest, notFound, type Db, type PeopleDirectory, type Person } from '@resort/shared/server';
import { formatDate, parseDate, resortToday, toIsoDate } from '@resort/shared/dates';
import type { DomainError } from '@resort/shared/core';
import { liftReservations, passes, resorts, seasonPasses } from '../schema';
import {
  HOLDER_PASS_NOT_FOUND,
  RESERVATION_POOL,
  RESERVATION_RESORT_NOT_FOUND,
  dayPassed,
  noReservationNeeded,
  notValidAt,
  outsideSeason,
  type ReservationView,
} from '../../contract-reservations';
import { LIFT_POOL, ledger } from './capacity';
import { resortTodayIso, type ResortRow } from './resorts';

// What the reservation calls share: the passes an account may reserve for, the resort's days and
// the rules of one day.

export type SoldPass = typeof seasonPasses.$inferSelect;
type PassRow = typeof passes.$inferSelect;
export type ReservationRow = typeof liftReservations.$inferSelect;

/** A pass the signed-in account may reserve for: its own, or a household member's. */
export interface HolderPass {
  sold: SoldPass;
  pass: PassRow;
  self: boolean;
  seasonStart: string;
  seasonEnd: string;
}

/** Seasons run from 1 December to 30 April: '2026-27' is 2026-12-01 to 2027-04-30. */
export function seasonDays(season: string): { start: string; end: string } | null {
  const m = /^(\d{4})-\d{2}$/.exec(season);
  if (!m) return null;
  const year = Number(m[1]);
  return { start: `${year}-12-01`, end: `${year + 1}-04-30` };
}

export const shown = (iso: string) => formatDate(parseDate(iso)!);
export const personKey = (firstName: string, lastName: string, dateOfBirth: string | null) =>
  `${firstName.trim().toLowerCase()}\u0000${lastName.trim().toLowerCase()}\u0000${dateOfBirth ?? ''}`;

/** The people the account books for; without the account line, nobody but the account itself. */
async function householdOf(people: PeopleDirectory | null, userId: string): Promise<Person[]> {
  if (!people) return [];
  return people.household(userId).catch(() => []);
}

/**
 * Every pass the account may reserve for: the passes it owns (bought for itself or for others) and
 * the passes household members bought with accounts of their own. A member's pass is matched by the
 * holder's name and date of birth and counts only when the account that owns it is that member's
 * (same email): a name and a birth date alone would let anyone claim a stranger's pass.
 */
export async function holderPasses(db: Db, userId: string, people: PeopleDirectory | null, passNumber?: string): Promise<HolderPass[]> {
  const household = await householdOf(people, userId);
  const members = household.filter((p) => !p.self && p.dateOfBirth && p.email);
  const memberMatch = members.length
    ? sql`(lower(trim(${seasonPasses.firstName})), lower(trim(${seasonPasses.lastName})), ${seasonPasses.dateOfBirth}) IN (${sql.join(
        members.map((p) => sql`(${p.firstName.trim().toLowerCase()}, ${p.lastName.trim().toLowerCase()}, ${p.dateOfBirth}::date)`),
        sql`, `,
      )})`
    : undefined;
  const rows = await db
    .select({ sold: seasonPasses, pass: passes })
    .from(seasonPasses)
    .innerJoin(passes, eq(passes.id, seasonPasses.passId))
    .where(
      and(
        memberMatch
          ? or(eq(seasonPasses.userId, userId), and(isNotNull(seasonPasses.userId), memberMatch))
          : eq(seasonPasses.userId, userId),
        passNumber ? eq(seasonPasses.passNumber, passNumber) : undefined,
      ),
    )
    .orderBy(desc(seasonPasses.season), asc(seasonPasses.created));
  // The owners of members' candidate passes, each looked up once.
  const owners = new Map<string, string | null>();
  for (const r of rows) {
    const owner = r.sold.userId;
    if (owner && owner !== userId && !owners.has(owner))
      owners.set(owner, (await people!.person(owner).catch(() => null))?.email?.toLowerCase() ?? null);
  }
  const me = household.find((p) => p.self);
  const sameName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
    personKey(a.firstName, a.lastName, null) === personKey(b.firstName, b.lastName, null);
  return rows.flatMap(({ sold, pass }) => {
    const days = seasonDays(sold.season);
    if (!days) return [];
    if (sold.userId !== userId) {
      const ownerEmail = owners.get(sold.userId!);
      const member = members.find(
        (m) => sameName(m, sold) && m.dateOfBirth === sold.dateOfBirth && ownerEmail && m.email!.toLowerCase() === ownerEmail,
      );
      if (!member) return [];
    }
    const self = sold.userId === userId && Boolean(me) && sameName(me!, sold) && (!me!.dateOfBirth || me!.dateOfBirth === sold.dateOfBirth);
    return [{ sold, pass, self, seasonStart: days.start, seasonEnd: days.end }];
  });
}

/** One of the account's passes; another account's pass, or no pass at all, is the same 404. */
export async function holderPass(db: Db, userId: string, people: PeopleDirectory | null, passNumber: string): Promise<HolderPass> {
  const [found] = await holderPasses(db, userId, people, passNumber);
  if (!found) throw notFound(HOLDER_PASS_NOT_FOUND);
  return found;
}

export async function findResortRow(db: Db, resortId: string): Promise<ResortRow> {
  const [row] = await db.select().from(resorts).where(eq(resorts.id, resortId));
  if (!row) throw notFound(RESERVATION_RESORT_NOT_FOUND);
  return row;
}

export async function resortNameMap(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: resorts.id, name: resorts.name }).from(resorts);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const view = (r: ReservationRow, names: Map<string, string>, todayOf: (resortId: string) => string): ReservationView => ({
  id: r.id,
  passNumber: r.passNumber,
  resortId: r.resortId,
  resortName: names.get(r.resortId) ?? r.resortId,
  date: r.day,
  priority: r.priority,
  cancellable: r.status === 'reserved' && r.day >= todayOf(r.resortId),
});

/** Today of each resort, looked up once per answer. */
export async function todayByResort(db: Db): Promise<(resortId: string) => string> {
  const rows = await db.select().from(resorts);
  const today = new Map(rows.map((r) => [r.id, resortTodayIso(r)]));
  const fallback = rows[0] ? resortTodayIso(rows[0]) : toIsoDate(resortToday('UTC'));
  return (id) => today.get(id) ?? fallback;
}

/** Priority reservations the pass holds now (cancelled ones gave their day back). */
export async function priorityUsed(db: Db, passNumber: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(liftReservations)
    .where(and(eq(liftReservations.passNumber, passNumber), eq(liftReservations.priority, true), eq(liftReservations.status, 'reserved')));
  return Number(row?.n ?? 0);
}

/** The days of a resort in [from, to] that run lifts, and those that need a reservation with their places. */
export async function resortDays(db: Db, resortId: string, from: string, to: string) {
  const [lift, reservation] = await Promise.all([
    ledger.availability(db, { resourceIds: [resortId], pool: LIFT_POOL, from, to }),
    ledger.availability(db, { resourceIds: [resortId], pool: RESERVATION_POOL, from, to }),
  ]);
  return {
    lift: new Map(lift.map((d) => [d.day, d])),
    reservation: new Map(reservation.map((d) => [d.day, d])),
  };
}

// ---------------------------------------------------------------------------------------------
// The rules of one day

export interface DayFacts {
  open: boolean;
  reservationRequired: boolean;
  full: boolean;
}

/** Why `holder` cannot reserve `day` at `resort` (an error to throw), or null when it may. */
export function dayRefusal(holder: HolderPass, resort: ResortRow, day: string, facts: DayFacts): DomainError | null {
  if (!holder.pass.resorts.includes(resort.id)) return badRequest(notValidAt(resort.name));
  if (day < holder.seasonStart || day > holder.seasonEnd)
    return badRequest(outsideSeason(shown(holder.seasonStart), shown(holder.seasonEnd)));
  if (day < resortTodayIso(resort)) return badRequest(dayPassed(shown(day)));
  if (!facts.open || !facts.reservationRequired) return badRequest(noReservationNeeded(shown(day), resort.name));
  return null;
}

export async function dayFacts(db: Db, resortId: string, days: string[]): Promise<Map<string, DayFacts>> {
  const sorted = [...days].sort();
  const { lift, reservation } = await resortDays(db, resortId, sorted[0], sorted[sorted.length - 1]);
  return new Map(
    days.map((d) => {
      const r = reservation.get(d);
      return [d, { open: lift.has(d), reservationRequired: Boolean(r), full: Boolean(r) && r!.available <= 0 }];
    }),
  );
}
