import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { badRequest, type Db, type Mailer } from '@resort/shared/server';
import { PASSWORD_COMMON_RULE, RESET_LINK_INVALID, RESET_PASSWORD_PATH, RESET_TOKEN_TTL_MINUTES, normalizeEmail } from '../../contract';
import { passwordResets, sessions, users } from '../schema';
import { passwordChangedEmail, passwordResetEmail, usernameEmail } from './emails';
import { hashPassword, isCommonPassword } from './passwords';
import { invalid } from '@resort/shared/core';

/** Only the SHA-256 of a reset token is stored: a leaked table opens no account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Spec "send reset password email": for a known address, a one-time token (256 random bits) good
 * for RESET_TOKEN_TTL_MINUTES by the database clock, mailed as a link to `origin`. An unknown
 * address gets nothing, and the caller answers both alike. Returns the token for tests only
 * through the mail itself.
 */
export async function sendResetEmail({
  db,
  mailer,
  email,
  origin,
}: {
  db: Db;
  mailer: Mailer;
  email: string;
  origin: string;
}): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
  });
  const link = `${origin}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  await mailer.send(passwordResetEmail({ to: user.email, firstName: user.firstName, link, minutes: RESET_TOKEN_TTL_MINUTES }));
}

/**
 * Spec "forgot password reset": spends the token (once: the UPDATE that marks it used is the
 * check, so two uses at the same moment cannot both win), sets the password, voids the user's
 * other reset links and ends every session of the account.
 */
export async function resetPassword({
  db,
  mailer,
  token,
  password,
}: {
  db: Db;
  mailer: Mailer;
  token: string;
  password: string;
}): Promise<void> {
  if (isCommonPassword(password)) throw badRequest(PASSWORD_COMMON_RULE, { field: 'password' });
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ id: passwordResets.id, userId: passwordResets.userId });
    if (!spent) return null;
    const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId)).returning();
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt), ne(passwordResets.id, spent.id)));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    return row;
  });
  if (!user) throw invalid(RESET_LINK_INVALID, { field: 'token' });
  await mailer.send(passwordChangedEmail({ to: user.email, firstName: user.firstName }));
}

/** Spec "forgot username search": mails the sign-in name to a known address; nothing for an unknown one. */
export async function sendUsername({ db, mailer, email }: { db: Db; mailer: Mailer; email: string }): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (!user) return;
  await mailer.send(usernameEmail({ to: user.email, firstName: user.firstName, username: user.username }));
}
