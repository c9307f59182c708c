import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { RELEASE_OF_LIABILITY, seasonOnSale } from '@resort/shared/rules';
import { resortToday } from '@resort/shared/dates';
import { badRequest, DEMO_RESORTS, type Db } from '@resort/shared/server';
import { RELEASE_SIGNATURE_NAME_RULE, RELEASE_TITLE, type ReleaseOfLiabilityAnswer, type SignReleaseBody } from '../../contract';
import { releaseSignatures, users } from '../schema';

/** The account belongs to no resort: its "today" is the operator's home resort's. */
export const accountToday = (now: DateTime = DateTime.now()) => resortToday(DEMO_RESORTS[0].timeZone, now);

/** A signature covers the season on sale, as a pass does: signed in summer, it covers the winter ahead. */
export const releaseSeason = (today: DateTime): string => seasonOnSale(today).season;

/** A digest of the wording: rewording the shared release asks every holder to sign again. */
export const RELEASE_TEXT_VERSION = createHash('sha256').update(RELEASE_OF_LIABILITY).digest('hex').slice(0, 12);

const sameName = (typed: string, first: string, last: string) => {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(typed) === norm(`${first} ${last}`);
};

export async function releaseOf({ db, userId, now }: { db: Db; userId: string; now?: DateTime }): Promise<ReleaseOfLiabilityAnswer> {
  const season = releaseSeason(accountToday(now));
  const [row] = await db
    .select()
    .from(releaseSignatures)
    .where(
      and(
        eq(releaseSignatures.userId, userId),
        eq(releaseSignatures.season, season),
        eq(releaseSignatures.textVersion, RELEASE_TEXT_VERSION),
      ),
    )
    .limit(1);
  return {
    season,
    title: RELEASE_TITLE,
    text: RELEASE_OF_LIABILITY,
    textVersion: RELEASE_TEXT_VERSION,
    signature: row
      ? { signedName: row.signedName, season: row.season, textVersion: row.textVersion, signedAt: row.signedAt.toISOString() }
      : null,
  };
}

/**
 * "Sign release of liability": the holder types their own name; signing again in a season
 * keeps the first signature (the unique index settles two tabs signing at once).
 */
export async function signRelease({
  db,
  userId,
  input,
  now,
}: {
  db: Db;
  userId: string;
  input: SignReleaseBody;
  now?: DateTime;
}): Promise<ReleaseOfLiabilityAnswer> {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !sameName(input.signedName, user.firstName, user.lastName))
    throw badRequest(RELEASE_SIGNATURE_NAME_RULE, { field: 'signedName' });
  const season = releaseSeason(accountToday(now));
  await db
    .insert(releaseSignatures)
    .values({ userId, season, textVersion: RELEASE_TEXT_VERSION, signedName: input.signedName.trim().replace(/\s+/g, ' ') })
    .onConflictDoNothing();
  return releaseOf({ db, userId, now });
}
