import { randomInt } from 'node:crypto';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { type Db } from '@resort/shared/server';
import { ALREADY_ASSIGNED_CODE, alreadyAssigned } from '../../contract';
import { holds, personAssignments, seasonPasses } from '../schema';
import { conflict } from '@resort/shared/core';

export interface Traveler {
  firstName: string;
  lastName: string;
  /** ISO yyyy-MM-dd */
  dateOfBirth: string;
}

/** What a unit of a hold is: a ticket over [firstDay, lastDay], or a pass of one season. */
export interface UnitScope {
  holdId: string;
  kind: 'ticket' | 'pass';
  productId: string;
  firstDay: string;
  lastDay: string;
  season: string | null;
  ageCode: string | null;
  userId: string | null;
  autoRenew: boolean;
  /** Pass insurance chosen for the item's passes. */
  insured: boolean;
}

/** The same person however the names were typed: trimmed, lower-cased names and the date of birth. */
export const personKey = (t: Traveler) => `${t.firstName.trim().toLowerCase()}|${t.lastName.trim().toLowerCase()}|${t.dateOfBirth}`;

export const isTraveler = (v: unknown): v is Traveler =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Traveler).firstName === 'string' &&
  typeof (v as Traveler).lastName === 'string' &&
  typeof (v as Traveler).dateOfBirth === 'string';

/**
 * The holds another assignment of the person counts against this one: sold to anyone, or held
 * (live) in the same cart or by the same account. Another visitor's unpaid cart never counts, so
 * nobody can block a skier by putting their name in a cart, nor learn what a stranger holds.
 */
const countsAgainst = (scope: UnitScope) => sql`EXISTS (SELECT 1 FROM ${holds} h WHERE h.hold_id::text = ${personAssignments.holdId}
  AND (h.status = 'sold' OR (h.status = 'held' AND h.expires_at > statement_timestamp() AND (
    h.cart_id IN (SELECT o.cart_id FROM ${holds} o WHERE o.hold_id::text = ${scope.holdId})
    OR ${personAssignments.userId} = ${scope.userId}::uuid))))`;

const soldOnly = sql`EXISTS (SELECT 1 FROM ${holds} h WHERE h.hold_id::text = ${personAssignments.holdId} AND h.status = 'sold')`;

const overlapOf = (scope: Pick<UnitScope, 'kind' | 'season' | 'firstDay' | 'lastDay'>) =>
  scope.kind === 'pass'
    ? eq(personAssignments.season, scope.season ?? '')
    : and(sql`${personAssignments.firstDay} <= ${scope.lastDay}`, sql`${personAssignments.lastDay} >= ${scope.firstDay}`);

async function clashOf(
  db: Db,
  holdId: string,
  unit: Pick<UnitScope, 'kind' | 'season' | 'firstDay' | 'lastDay'>,
  key: string,
  counts: SQL,
) {
  const [clash] = await db
    .select({ holdId: personAssignments.holdId })
    .from(personAssignments)
    .where(
      and(
        eq(personAssignments.personKey, key),
        eq(personAssignments.kind, unit.kind),
        ne(personAssignments.holdId, holdId),
        overlapOf(unit),
        counts,
      ),
    )
    .limit(1);
  return clash;
}

/**
 * Error 2004 (spec section 8): the person already has a ticket on one of these days (tickets) or
 * a pass of this season (passes), sold or in this buyer's own cart or account. Names the person.
 */
export async function checkNotAssignedElsewhere(db: Db, scope: UnitScope, traveler: Traveler): Promise<void> {
  if (await clashOf(db, scope.holdId, scope, personKey(traveler), countsAgainst(scope))) throw assignedElsewhere(traveler, scope.kind);
}

/**
 * Inside the order's transaction, as the hold is sold: two buyers may each have put the same person
 * in their own cart, and the first to pay has them. One person at a time (a transaction lock on
 * their key), so two sales of the same person cannot both pass.
 */
export async function checkNoneSoldElsewhere(tx: Db, holdId: string): Promise<void> {
  const units = await tx.select().from(personAssignments).where(eq(personAssignments.holdId, holdId));
  for (const u of units) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`2004:${u.personKey}`}))`);
    if (await clashOf(tx, holdId, u, u.personKey, soldOnly)) throw assignedElsewhere(u, u.kind);
  }
}

export const assignedElsewhere = (t: Traveler, kind: 'ticket' | 'pass') =>
  conflict(alreadyAssigned(`${t.firstName.trim()} ${t.lastName.trim()}`, kind), {
    code: ALREADY_ASSIGNED_CODE,
    field: 'firstName',
  });

/** Records (or replaces) who each unit of the hold is for; units without a traveler are cleared. */
export async function recordUnits(db: Db, scope: UnitScope, travelers: (Traveler | null)[]): Promise<void> {
  await db.delete(personAssignments).where(eq(personAssignments.holdId, scope.holdId));
  const rows = travelers.flatMap((t, unitIndex) =>
    t
      ? [
          {
            holdId: scope.holdId,
            unitIndex,
            kind: scope.kind,
            productId: scope.productId,
            personKey: personKey(t),
            firstName: t.firstName.trim(),
            lastName: t.lastName.trim(),
            dateOfBirth: t.dateOfBirth,
            firstDay: scope.firstDay,
            lastDay: scope.lastDay,
            season: scope.season,
            ageCode: scope.ageCode,
            userId: scope.userId,
            autoRenew: scope.autoRenew,
            insured: scope.insured,
          },
        ]
      : [],
  );
  if (rows.length) await db.insert(personAssignments).values(rows);
}

const passNumber = () => `P${String(randomInt(10 ** 9)).padStart(9, '0')}${randomInt(10)}`;
// No 0/O or 1/I: the code is read off a card and typed.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const activationCode = () => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Inside the order's transaction: the hold's pass units become season passes, each numbered and
 * owned by the buyer. A person who meanwhile got a pass of the season elsewhere is error 2004.
 */
export async function issuePasses(tx: Db, holdId: string, orderId: string): Promise<void> {
  // A repeated commit of the same sale issues nothing twice.
  const [issued] = await tx.select({ n: seasonPasses.passNumber }).from(seasonPasses).where(eq(seasonPasses.holdId, holdId)).limit(1);
  if (issued) return;
  const units = await tx
    .select()
    .from(personAssignments)
    .where(and(eq(personAssignments.holdId, holdId), eq(personAssignments.kind, 'pass')));
  if (units.length === 0) return;
  for (const u of units) {
    const [already] = await tx
      .select({ n: seasonPasses.passNumber })
      .from(seasonPasses)
      .where(
        and(
          eq(seasonPasses.season, u.season ?? ''),
          sql`lower(${seasonPasses.firstName}) = ${u.firstName.toLowerCase()}`,
          sql`lower(${seasonPasses.lastName}) = ${u.lastName.toLowerCase()}`,
          eq(seasonPasses.dateOfBirth, u.dateOfBirth),
          ne(seasonPasses.holdId, holdId),
        ),
      )
      .limit(1);
    if (already) throw assignedElsewhere(u, 'pass');
  }
  await tx
    .insert(seasonPasses)
    .values(
      units.map((u) => ({
        passNumber: passNumber(),
        passId: u.productId,
        season: u.season ?? '',
        ageCode: u.ageCode ?? '',
        firstName: u.firstName,
        lastName: u.lastName,
        dateOfBirth: u.dateOfBirth,
        userId: u.userId,
        orderId,
        holdId,
        autoRenew: u.autoRenew,
        insured: u.insured,
        activationCode: activationCode(),
        // Completion refuses a pass whose terms were not accepted in the configure step.
        termsAcceptedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}

/** Undoes `issuePasses` for an order that was never paid (a decline): the passes were never anyone's. */
export async function withdrawPasses(tx: Db, holdId: string, orderId: string): Promise<void> {
  await tx.delete(seasonPasses).where(and(eq(seasonPasses.holdId, holdId), eq(seasonPasses.orderId, orderId)));
}
