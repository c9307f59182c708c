import { and, desc, eq } from 'drizzle-orm';
import type { Db, PeopleDirectory } from '@resort/shared/server';
import type { MyPassView } from '../../contract';
import { passes, seasonPasses } from '../schema';
import { benefitUse, benefitViews } from './pass-holders';

/**
 * The season passes an account bought, newest season first, each with where it is valid and the
 * holder's photo when the holder is the account itself (the account line keeps photos).
 */
export async function listMyPasses({
  db,
  userId,
  people,
}: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
}): Promise<MyPassView[]> {
  const rows = await db
    .select({ sold: seasonPasses, pass: passes })
    .from(seasonPasses)
    .innerJoin(passes, eq(passes.id, seasonPasses.passId))
    .where(eq(seasonPasses.userId, userId))
    .orderBy(desc(seasonPasses.season), desc(seasonPasses.created));
  const me = people ? await people.person(userId).catch(() => null) : null;
  const isMe = (r: (typeof rows)[number]) =>
    Boolean(me) &&
    me!.firstName.toLowerCase() === r.sold.firstName.toLowerCase() &&
    me!.lastName.toLowerCase() === r.sold.lastName.toLowerCase() &&
    (me!.dateOfBirth === null || me!.dateOfBirth === r.sold.dateOfBirth);
  const used = await benefitUse(
    db,
    rows.map((r) => r.sold.passNumber),
  );
  return rows.map((r) => ({
    passNumber: r.sold.passNumber,
    passId: r.pass.id,
    name: r.pass.name,
    season: r.sold.season,
    holder: `${r.sold.firstName} ${r.sold.lastName}`,
    resorts: r.pass.resorts,
    autoRenew: r.sold.autoRenew,
    photoUrl: isMe(r) ? (me?.photoUrl ?? null) : null,
    activationCode: r.sold.activationCode,
    termsAcceptedAt: r.sold.termsAcceptedAt ? r.sold.termsAcceptedAt.toISOString() : null,
    insured: r.sold.insured,
    benefits: benefitViews(r.sold.passNumber, r.pass, used),
  }));
}

/** Enroll or unenroll one of the account's own passes in auto renew; false when it is not theirs. */
export async function setAutoRenew({ db, userId, passNumber, enroll }: { db: Db; userId: string; passNumber: string; enroll: boolean }) {
  const updated = await db
    .update(seasonPasses)
    .set({ autoRenew: enroll })
    .where(and(eq(seasonPasses.passNumber, passNumber), eq(seasonPasses.userId, userId)))
    .returning({ passNumber: seasonPasses.passNumber });
  return updated.length > 0;
}
