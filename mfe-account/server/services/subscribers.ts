import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { badRequest, notFound, type Db, type Mailer, type SessionUser } from '@resort/shared/server';
import {
  SUBSCRIBER_LINK_INVALID,
  SUBSCRIBER_NEEDS_LINK,
  SUBSCRIBER_NOT_FOUND,
  SUBSCRIBER_PATH,
  normalizeEmail,
  type SubscriberSignupAnswer,
  type SubscriberView,
} from '../../contract';
import { subscribers } from '../schema';
import { hashToken } from './password-reset';
import { signInRequired } from '@resort/shared/core';

type SubscriberRow = typeof subscribers.$inferSelect;

export interface SubscriberProfile {
  firstName: string;
  lastName: string;
  homeResort: string | null;
  interests: string[];
}

const view = (row: SubscriberRow): SubscriberView => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  homeResort: row.homeResort,
  interests: row.interests as SubscriberView['interests'],
  status: row.status,
  hasAccount: row.userId !== null,
});

const linkMail = (to: string, link: string, confirmed: boolean) =>
  confirmed
    ? {
        to,
        subject: 'Your Summit Resorts emails',
        text: `You are already subscribed to Summit Resorts emails with this address.\n\nChange your name, home resort or interests here:\n${link}\n\nIf you did not ask for this, ignore this email.`,
      }
    : {
        to,
        subject: 'Confirm your Summit Resorts emails',
        text: `Please confirm that you want Summit Resorts emails at this address:\n${link}\n\nWe send nothing until you do. If you did not sign up, ignore this email.`,
      };

/**
 * "Subscriber profile create" and "email signup". A holder subscribing their own account's address
 * is confirmed at once. Any other address gets a link (a fresh token; the older link stops
 * working): to confirm a new or pending subscription, or to manage a confirmed one. A subscription
 * that exists is not changed by whoever typed its address: only the link's bearer or its holder can.
 */
export async function subscribe({
  db,
  mailer,
  origin,
  email: typed,
  profile,
  user,
}: {
  db: Db;
  mailer: Mailer;
  origin: string;
  email: string;
  profile: SubscriberProfile;
  user: SessionUser | null;
}): Promise<SubscriberSignupAnswer> {
  const email = normalizeEmail(typed);
  const fields = { ...profile, firstName: profile.firstName.trim(), lastName: profile.lastName.trim() };
  if (user && normalizeEmail(user.email) === email) {
    const [row] = await db
      .insert(subscribers)
      .values({ email, ...fields, userId: user.id, status: 'confirmed', confirmedAt: sql`now()` })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: {
          ...fields,
          userId: user.id,
          status: 'confirmed',
          confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    return { confirmationSent: false, subscriber: view(row) };
  }
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(subscribers)
    .values({ email, ...fields, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: subscribers.email, set: { tokenHash: hashToken(token), updatedAt: sql`now()` } })
    .returning();
  await mailer.send(linkMail(email, `${origin}${SUBSCRIBER_PATH}?token=${encodeURIComponent(token)}`, row.status === 'confirmed'));
  return { confirmationSent: true, subscriber: null };
}

/** The double opt-in: the emailed link's bearer confirms the address. The link keeps managing the subscription. */
export async function confirmSubscriber({ db, token }: { db: Db; token: string }): Promise<SubscriberView> {
  const [row] = await db
    .update(subscribers)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(subscribers.tokenHash, hashToken(token)))
    .returning();
  if (!row) throw badRequest(SUBSCRIBER_LINK_INVALID);
  return view(row);
}

/** Whose subscription a request may see: the link's (when given), else the signed-in holder's. */
async function subscriberOf(db: Db, { token, user }: { token?: string; user: SessionUser | null }): Promise<SubscriberRow> {
  if (token) {
    const [row] = await db
      .select()
      .from(subscribers)
      .where(eq(subscribers.tokenHash, hashToken(token)));
    if (!row) throw badRequest(SUBSCRIBER_LINK_INVALID);
    return row;
  }
  if (!user) throw signInRequired(SUBSCRIBER_NEEDS_LINK);
  const [row] = await db
    .select()
    .from(subscribers)
    .where(or(eq(subscribers.userId, user.id), eq(subscribers.email, normalizeEmail(user.email))))
    .orderBy(sql`${subscribers.userId} IS NULL`)
    .limit(1);
  if (!row) throw notFound(SUBSCRIBER_NOT_FOUND);
  return row;
}

/** "Subscriber profile get". */
export async function subscriberProfile(db: Db, who: { token?: string; user: SessionUser | null }): Promise<SubscriberView> {
  return view(await subscriberOf(db, who));
}

/** "Subscriber profile update": only the fields given change. */
export async function updateSubscriber(
  db: Db,
  who: { token?: string; user: SessionUser | null },
  changes: Partial<SubscriberProfile>,
): Promise<SubscriberView> {
  const row = await subscriberOf(db, who);
  const set: Partial<typeof subscribers.$inferInsert> = { updatedAt: new Date() };
  if (changes.firstName !== undefined) set.firstName = changes.firstName.trim();
  if (changes.lastName !== undefined) set.lastName = changes.lastName.trim();
  if (changes.homeResort !== undefined) set.homeResort = changes.homeResort;
  if (changes.interests !== undefined) set.interests = [...new Set(changes.interests)];
  const [updated] = await db.update(subscribers).set(set).where(eq(subscribers.id, row.id)).returning();
  return view(updated);
}
