import type { Db, SessionUser } from '@resort/shared/server';
import { outbox } from '../schema';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/** Queues a message in the outbox, from where the mailer delivers it. */
export async function queueEmail({ db, email }: { db: Db; email: Email }): Promise<void> {
  await db.insert(outbox).values({ recipient: email.to, subject: email.subject, body: email.body });
}

export const welcomeEmail = (user: SessionUser): Email => ({
  to: user.email,
  subject: 'Your account is ready',
  body: `Hi ${user.firstName},\n\nyour account is ready. Sign in with this email address to book and to see your orders.`,
});

/** Sent instead of creating a second account for an address, so its owner knows what happened. */
export const existingAccountEmail = (email: string): Email => ({
  to: email,
  subject: 'You already have an account',
  body:
    'Someone, perhaps you, tried to create an account with this email address, which already has one. ' +
    'Nothing has changed. If it was you, sign in with this address; if you do not remember the password, ' +
    'use "Forgot password" on the sign-in page. If it was not you, you can ignore this message.',
});
