import { eq } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import { ACCOUNT_CONTENT, SITEWIDE_ALERT } from './content-seed';
import { contentBlocks, passHolderCredits, profiles, sitewideAlerts, users } from './schema';
import { createAccount } from './services/accounts';

export const DEMO_ACCOUNT = {
  email: 'demo@resort.test',
  password: 'Powder2026!',
  firstName: 'Alex',
  lastName: 'Skier',
  dateOfBirth: '02/14/1990',
} as const;

/**
 * Idempotent: the account pages' content and the sitewide alert are added when missing (edits
 * kept); the demo account is created once, with a Denver address for the demo resort and a pass
 * holder credit.
 */
export async function seed(db: Db): Promise<void> {
  for (const [key, block] of Object.entries(ACCOUNT_CONTENT))
    await db
      .insert(contentBlocks)
      .values({ key, ...block })
      .onConflictDoNothing();
  await db.insert(sitewideAlerts).values(SITEWIDE_ALERT).onConflictDoNothing();
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
  if (existing.length) return;
  const outcome = await createAccount({ db, input: { ...DEMO_ACCOUNT } });
  // Another process seeding the same database got there first.
  if (!outcome.created) return;
  const { user } = outcome;
  await db
    .update(profiles)
    .set({ phone: '303-555-0142', addressLine1: '1200 Powder Lane', city: 'Denver', region: 'CO', postalCode: '80202', country: 'US' })
    .where(eq(profiles.userId, user.id));
  // Good through the end of next season, so the demo always has a credit to show.
  await db.insert(passHolderCredits).values({
    userId: user.id,
    title: 'Pass holder resort credit',
    amount: 5000,
    remaining: 5000,
    currency: 'USD',
    expiresOn: `${new Date().getFullYear() + 1}-04-30`,
  });
}
