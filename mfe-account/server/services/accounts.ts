import { and, eq } from 'drizzle-orm';
import { HttpError, badRequest, type Db, type SessionUser } from '@resort/shared/server';
import {
  PASSWORD_COMMON_RULE,
  dateOfBirthIso,
  firstFieldError,
  normalizeEmail,
  type CreateAccountInput,
  type ProfileView,
} from '../../contract';
import { householdMembers, households, photos, profiles, users } from '../schema';
import { displayDate, householdView } from './household';
import { photoUrl } from './people';
import { hashPassword, isCommonPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './passwords';

export const BAD_CREDENTIALS = 'The email or password is incorrect.';

/** A wrong password or an unknown email: one error for both, so neither says which accounts exist. */
export class BadCredentialsError extends HttpError {
  constructor() {
    super(401, BAD_CREDENTIALS);
  }
}

type UserRow = typeof users.$inferSelect;

export const toSessionUser = (u: UserRow): SessionUser => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName });

/** A new account, or the (normalized) address that already has one; nothing tells them apart but this. */
export type CreateAccountOutcome = { created: true; user: SessionUser } | { created: false; email: string };

/**
 * Creates an account unless the address has one. Either way the password is hashed first, at
 * full cost, so the time taken does not say whether the address was known; the unique index
 * decides (also for two sign-ups of one address at the same moment), and an existing account is
 * left exactly as it was. The rules are checked again here (a 400 on the field concerned), so
 * callers other than the route (the seed) are held to them too.
 */
export async function createAccount({ db, input }: { db: Db; input: CreateAccountInput }): Promise<CreateAccountOutcome> {
  const invalid = firstFieldError(input);
  if (invalid) throw badRequest(invalid.message, { field: invalid.field });
  if (isCommonPassword(input.password)) throw badRequest(PASSWORD_COMMON_RULE, { field: 'password' });
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const dateOfBirth = dateOfBirthIso(input.dateOfBirth);
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName, lastName, dateOfBirth })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) return null;
    await tx.insert(profiles).values({ userId: row.id });
    const [household] = await tx
      .insert(households)
      .values({ ownerUserId: row.id, name: `${lastName} household` })
      .returning();
    await tx.insert(householdMembers).values({
      householdId: household.id,
      position: 0,
      userId: row.id,
      firstName,
      lastName,
      dateOfBirth,
      relationship: 'self',
    });
    return toSessionUser(row);
  });
  return user ? { created: true, user } : { created: false, email };
}

/**
 * The user with this email and password, or BadCredentialsError (an unknown email is checked
 * against a decoy hash, so it takes as long as a wrong password). A hash made with older scrypt
 * parameters is redone with today's once the password is known to be right.
 */
export async function authenticate({ db, email, password }: { db: Db; email: string; password: string }): Promise<SessionUser> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  const user = rows[0];
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
  if (!user || !valid) throw new BadCredentialsError();
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(password);
    // Only over the hash just checked: a password changed meanwhile is not overwritten.
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  return toSessionUser(user);
}

/** The account's profile, contact details and household, or null when no such account exists. */
export async function getProfile({ db, userId }: { db: Db; userId: string }): Promise<ProfileView | null> {
  const [row] = await db
    .select({ user: users, profile: profiles, photoAt: photos.updatedAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, eq(photos.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { household } = await householdView({ db, userId });
  const p = row.profile;
  return {
    user: {
      ...toSessionUser(row.user),
      dateOfBirth: displayDate(row.user.dateOfBirth),
      username: row.user.username,
      photoUrl: row.photoAt ? photoUrl(row.photoAt) : null,
    },
    contact: {
      phone: p?.phone ?? null,
      addressLine1: p?.addressLine1 ?? null,
      city: p?.city ?? null,
      region: p?.region ?? null,
      postalCode: p?.postalCode ?? null,
      country: p?.country ?? null,
    },
    household,
  };
}
