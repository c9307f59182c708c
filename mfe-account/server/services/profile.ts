import { and, eq, ne } from 'drizzle-orm';
import { badRequest, type Db, type Mailer } from '@resort/shared/server';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_TAKEN,
  PASSWORD_COMMON_RULE,
  USERNAME_TAKEN,
  USERNAME_TAKEN_CODE,
  dateOfBirthIso,
  normalizeEmail,
  type AddressBody,
} from '../../contract';
import { householdMembers, profiles, sessions, users } from '../schema';
import { emailChangedEmail, passwordChangedEmail } from './emails';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { conflict, notFound } from '@resort/shared/core';

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

async function userRow(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('We could not find this account.');
  return user;
}

/** Spec "update phone". */
export async function updatePhone({ db, userId, phone }: { db: Db; userId: string; phone: string }): Promise<void> {
  await db.update(profiles).set({ phone: phone.trim(), updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

/** Spec "update address". */
export async function updateAddress({ db, userId, address }: { db: Db; userId: string; address: AddressBody }): Promise<void> {
  const trimmed = Object.fromEntries(Object.entries(address).map(([k, v]) => [k, v.trim()])) as AddressBody;
  await db
    .update(profiles)
    .set({ ...trimmed, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}

/** Spec "update birth date": the account and its own row in the household. */
export async function updateBirthDate({ db, userId, dateOfBirth }: { db: Db; userId: string; dateOfBirth: string }): Promise<void> {
  const iso = dateOfBirthIso(dateOfBirth);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ dateOfBirth: iso }).where(eq(users.id, userId));
    await tx.update(householdMembers).set({ dateOfBirth: iso }).where(eq(householdMembers.userId, userId));
  });
}

/** Spec "update email for subscriber": needs the current password; an address in use by another account is refused. */
export async function updateEmail({
  db,
  mailer,
  userId,
  email,
  currentPassword,
}: {
  db: Db;
  mailer: Mailer;
  userId: string;
  email: string;
  currentPassword: string;
}): Promise<void> {
  const user = await userRow(db, userId);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) throw badRequest(CURRENT_PASSWORD_WRONG, { field: 'currentPassword' });
  try {
    await db
      .update(users)
      .set({ email: normalizeEmail(email) })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
  const next = normalizeEmail(email);
  if (user.email !== next) await mailer.send(emailChangedEmail({ to: user.email, firstName: user.firstName, newEmail: next }));
}

/** Spec "update username": unique, case-insensitive; error 100016 (section 8) when another account has it. */
export async function updateUsername({ db, userId, username }: { db: Db; userId: string; username: string }): Promise<void> {
  const wanted = username.trim().toLowerCase();
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, wanted), ne(users.id, userId)))
    .limit(1);
  const taken409 = () => conflict(USERNAME_TAKEN, { code: USERNAME_TAKEN_CODE, field: 'username' });
  if (taken.length) throw taken409();
  try {
    await db.update(users).set({ username: wanted }).where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken409();
    throw error;
  }
}

/**
 * Spec "update password": the current password first; the other sessions of the account end
 * (the caller keeps this one), and a note goes to the address.
 */
export async function updatePassword({
  db,
  mailer,
  userId,
  sessionId,
  currentPassword,
  newPassword,
}: {
  db: Db;
  mailer: Mailer;
  userId: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  const user = await userRow(db, userId);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) throw badRequest(CURRENT_PASSWORD_WRONG, { field: 'currentPassword' });
  if (isCommonPassword(newPassword)) throw badRequest(PASSWORD_COMMON_RULE, { field: 'newPassword' });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId)));
  });
  await mailer.send(passwordChangedEmail({ to: user.email, firstName: user.firstName }));
}
