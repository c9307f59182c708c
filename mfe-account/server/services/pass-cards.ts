import { eq } from 'drizzle-orm';
import { badRequest, type Db, type LineServices } from '@resort/shared/server';
import { passDirectory, type PassHolder } from '@resort/shared/server/account-lookups';
import {
  CARD_ASSIGNED,
  CARD_ASSIGNED_CODE,
  CARD_NOT_FOUND,
  dateOfBirthIso,
  type FindMyCardBody,
  type FoundCard,
  type HolderMatch,
} from '../../contract';
import { users } from '../schema';
import { conflict } from '@resort/shared/core';

/** Pass numbers are printed in groups; the lift line knows them without spaces or dashes. */
const normalizePassNumber = (passNumber: string) => passNumber.replace(/[\s-]/g, '').toUpperCase();

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec "find my card": the pass with this number, shown only to someone who also knows the
 * holder's birth date, and then only by first name and last initial.
 */
export async function findMyCard({ services, input }: { services: LineServices; input: FindMyCardBody }): Promise<FoundCard> {
  const holder = await passDirectory(services).find(normalizePassNumber(input.passNumber));
  if (!holder?.dateOfBirth || holder.dateOfBirth !== dateOfBirthIso(input.dateOfBirth)) {
    return { found: false, firstName: null, lastInitial: null, hasAccount: false };
  }
  return { found: true, firstName: holder.firstName, lastInitial: holder.lastName.slice(0, 1), hasAccount: holder.userId !== null };
}

/**
 * Spec "create account widget, with card number": the card must be a pass for this very person
 * (name and birth date) that no account holds yet; otherwise error 2005. Checked before the
 * account is made, so a refused card creates nothing.
 */
export async function checkCardForNewAccount({
  services,
  passNumber,
  person,
}: {
  services: LineServices;
  passNumber: string;
  person: { firstName: string; lastName: string; dateOfBirth: string };
}): Promise<PassHolder> {
  const holder = await passDirectory(services).find(normalizePassNumber(passNumber));
  if (!holder) throw badRequest(CARD_NOT_FOUND, { field: 'passNumber' });
  const samePerson =
    sameName(holder.firstName, person.firstName) &&
    sameName(holder.lastName, person.lastName) &&
    holder.dateOfBirth !== null &&
    holder.dateOfBirth === dateOfBirthIso(person.dateOfBirth);
  if (!samePerson || holder.userId) throw conflict(CARD_ASSIGNED, { code: CARD_ASSIGNED_CODE, field: 'passNumber' });
  return holder;
}

/** Links the checked card to the new account; the lift line refuses if someone claimed it meanwhile. */
export async function claimCard({ services, passNumber, userId }: { services: LineServices; passNumber: string; userId: string }) {
  return passDirectory(services).claim(normalizePassNumber(passNumber), userId);
}

/** Spec "household search for pass": the account holder of a pass, by first name and last initial. */
export async function searchPass({
  db,
  services,
  passNumber,
}: {
  db: Db;
  services: LineServices;
  passNumber: string;
}): Promise<HolderMatch> {
  const holder = await passDirectory(services).find(normalizePassNumber(passNumber));
  if (!holder?.userId) return { found: false, firstName: null, lastInitial: null };
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, holder.userId))
    .limit(1);
  return user
    ? { found: true, firstName: user.firstName, lastInitial: user.lastName.slice(0, 1) }
    : { found: false, firstName: null, lastInitial: null };
}
