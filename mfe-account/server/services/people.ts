import { and, asc, eq, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ageOn } from '@resort/shared/rules';
import type { Db, PeopleDirectory, Person } from '@resort/shared/server';
import { householdMembers, households, photos, users } from '../schema';

/** Where the holder's photo is served (only to the holder); the version busts caches after an upload. */
export const photoUrl = (updatedAt: Date) => `/api/account/photo?v=${updatedAt.getTime()}`;

/** Adults manage a household; an account under 18 manages nobody (spec section 6). */
export const ADULT_AGE = 18;

/**
 * Under 18 on `todayIso` (the server's today unless the caller names a day); an account without a
 * valid birth date counts as an adult.
 */
export function isMinor(dateOfBirth: string | null, todayIso: string = DateTime.now().toISODate()): boolean {
  if (!dateOfBirth || !DateTime.fromISO(dateOfBirth).isValid) return false;
  return ageOn(dateOfBirth, todayIso) < ADULT_AGE;
}

/** The holder as other lines see them, or null for an unknown id. */
export async function person(db: Db, userId: string): Promise<Person | null> {
  const [row] = await db
    .select({ user: users, photoAt: photos.updatedAt })
    .from(users)
    .leftJoin(photos, eq(photos.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const u = row.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    dateOfBirth: u.dateOfBirth,
    email: u.email,
    photoUrl: row.photoAt ? photoUrl(row.photoAt) : null,
    self: true,
  };
}

/**
 * The holder first (self), then the active members of the household they own, in the order they
 * were added. A holder under 18 manages nobody, so gets only themself. Members who have an account
 * of their own carry its email; photos are only ever the holder's own.
 */
export async function household(db: Db, userId: string): Promise<Person[]> {
  const holder = await person(db, userId);
  if (!holder) return [];
  if (isMinor(holder.dateOfBirth)) return [holder];
  const rows = await db
    .select({ member: householdMembers, email: users.email })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .leftJoin(users, eq(users.id, householdMembers.userId))
    .where(and(eq(households.ownerUserId, userId), eq(householdMembers.status, 'active'), ne(householdMembers.relationship, 'self')))
    .orderBy(asc(householdMembers.position));
  return [
    holder,
    ...rows.map(({ member, email }) => ({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      dateOfBirth: member.dateOfBirth,
      email: email ?? null,
      photoUrl: null,
      self: false,
    })),
  ];
}

export const createPeopleDirectory = (db: Db): PeopleDirectory => ({
  person: (userId) => person(db, userId),
  household: (userId) => household(db, userId),
});
