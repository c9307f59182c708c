import { asc, eq } from 'drizzle-orm';
import { formatDate, parseDate } from '@resort/shared';
import { HttpError, badRequest, conflict, type Db, type SessionUser } from '@resort/shared/server';
import {
  firstFieldError,
  dateOfBirthIso,
  normalizeEmail,
  type CreateAccountInput,
} from '../src/features/create-account/model/account-rules';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { householdMembers, households, profiles, users } from './schema';

export const DUPLICATE_EMAIL = 'An account with this email already exists.';
export const BAD_CREDENTIALS = 'The email or password is incorrect.';
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

const UNIQUE_VIOLATION = '23505';

type UserRow = typeof users.$inferSelect;

const toSessionUser = (u: UserRow): SessionUser => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName });

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; PGlite and node-postgres both carry the SQLSTATE in `code`.
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export async function createAccount(db: Db, input: CreateAccountInput): Promise<SessionUser> {
  const invalid = firstFieldError(input);
  if (invalid) throw badRequest(invalid.message, { field: invalid.field });
  const email = normalizeEmail(input.email);
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing.length) throw conflict(DUPLICATE_EMAIL);

  const passwordHash = await hashPassword(input.password);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const dateOfBirth = dateOfBirthIso(input.dateOfBirth);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email, passwordHash, firstName, lastName, dateOfBirth }).returning();
      await tx.insert(profiles).values({ userId: user.id });
      const [household] = await tx
        .insert(households)
        .values({ ownerUserId: user.id, name: `${lastName} household` })
        .returning();
      await tx.insert(householdMembers).values({
        householdId: household.id,
        position: 0,
        userId: user.id,
        firstName,
        lastName,
        dateOfBirth,
        relationship: 'self',
      });
      return toSessionUser(user);
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
}

export async function authenticate(db: Db, emailText: string, password: string): Promise<SessionUser> {
  const rows = await db.select().from(users).where(eq(users.email, normalizeEmail(emailText))).limit(1);
  const user = rows[0];
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
  if (!user || !valid) throw new HttpError(401, BAD_CREDENTIALS);
  return toSessionUser(user);
}

export interface ProfileView {
  user: SessionUser & { dateOfBirth: string | null };
  contact: { phone: string | null; addressLine1: string | null; city: string | null; region: string | null; postalCode: string | null; country: string | null };
  household: { name: string; members: { firstName: string; lastName: string; dateOfBirth: string | null; relationship: string }[] } | null;
}

const displayDate = (iso: string | null) => {
  const parsed = parseDate(iso);
  return parsed ? formatDate(parsed) : null;
};

export async function getProfile(db: Db, sessionUser: SessionUser | null): Promise<ProfileView> {
  if (!sessionUser) throw new HttpError(401, SIGN_IN_REQUIRED);
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sessionUser.id))
    .limit(1);
  if (!row) throw new HttpError(401, SIGN_IN_REQUIRED);
  const [household] = await db.select().from(households).where(eq(households.ownerUserId, sessionUser.id)).limit(1);
  const members = household
    ? await db.select().from(householdMembers).where(eq(householdMembers.householdId, household.id)).orderBy(asc(householdMembers.position))
    : [];
  const p = row.profile;
  return {
    user: { ...toSessionUser(row.user), dateOfBirth: displayDate(row.user.dateOfBirth) },
    contact: {
      phone: p?.phone ?? null,
      addressLine1: p?.addressLine1 ?? null,
      city: p?.city ?? null,
      region: p?.region ?? null,
      postalCode: p?.postalCode ?? null,
      country: p?.country ?? null,
    },
    household: household
      ? {
          name: household.name,
          members: members.map((m) => ({
            firstName: m.firstName,
            lastName: m.lastName,
            dateOfBirth: displayDate(m.dateOfBirth),
            relationship: m.relationship,
          })),
        }
      : null,
  };
}
