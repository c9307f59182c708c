import { and, eq } from 'drizzle-orm';
import { judgeMilitary, MILITARY_UNVERIFIED, MILITARY_VERIFIED, militaryReviewMessage, REQUIRED_FIELD } from '@resort/shared/rules';
import { formatDate, parseDate, toIsoDate } from '@resort/shared/dates';
import { badRequest, notFound, type Db } from '@resort/shared/server';
import {
  MILITARY_NOT_VERIFIED_YET,
  MILITARY_STATUS_NOT_FOUND,
  type MilitaryStatusAnswer,
  type MilitaryStatusBody,
  type MilitaryStatusView,
} from '../../contract';
import { militaryStatuses } from '../schema';
import { accountToday } from './release-of-liability';

type Row = typeof militaryStatuses.$inferSelect;

const messageOf = (row: Pick<Row, 'outcome' | 'country'>) =>
  row.outcome === 'verified'
    ? MILITARY_VERIFIED
    : row.outcome === 'pending'
      ? militaryReviewMessage(row.country)
      : MILITARY_NOT_VERIFIED_YET;

const view = (row: Row): MilitaryStatusView => {
  const sponsor = parseDate(row.sponsorDateOfBirth);
  return {
    id: row.id,
    country: row.country,
    branch: row.branch,
    status: row.status,
    dischargeYear: row.dischargeYear,
    sponsorAttested: row.sponsorAttested,
    sponsorDateOfBirth: sponsor ? formatDate(sponsor) : null,
    outcome: row.outcome,
    message: messageOf(row),
  };
};

const today = () => toIsoDate(accountToday());

export async function militaryStatusOf({ db, userId }: { db: Db; userId: string }): Promise<MilitaryStatusAnswer> {
  const [row] = await db.select().from(militaryStatuses).where(eq(militaryStatuses.userId, userId)).limit(1);
  return { military: row ? view(row) : null };
}

/**
 * "Military status create": the status as the holder gives it, replacing an earlier one, and
 * unverified until they ask. Answers the shared rule needs are checked now, so a missing one is a
 * 400 'Required Field' here rather than a surprise at verification.
 */
export async function createMilitaryStatus({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: MilitaryStatusBody;
}): Promise<MilitaryStatusAnswer> {
  const judged = judgeMilitary(input, today());
  if (judged.outcome === 'missing') throw badRequest(REQUIRED_FIELD, { field: judged.field });
  const dependent = input.status === 'dependent';
  const discharged = input.status === 'veteran' || input.status === 'retired';
  const sponsor = dependent ? parseDate(input.sponsorDateOfBirth) : null;
  const values = {
    country: input.country,
    branch: input.branch,
    status: input.status,
    dischargeYear: discharged ? (input.dischargeYear ?? null) : null,
    sponsorAttested: dependent,
    sponsorDateOfBirth: sponsor ? toIsoDate(sponsor) : null,
    outcome: 'unverified' as const,
    judgedAt: null,
    updatedAt: new Date(),
  };
  await db
    .insert(militaryStatuses)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: militaryStatuses.userId, set: values });
  return militaryStatusOf({ db, userId });
}

/**
 * "Military status verify": the shared rule judges the stored status. A refusal answers the spec's
 * 'Sorry, we are unable to verify your status.' and leaves the stored outcome as it was.
 */
export async function verifyMilitaryStatus({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<MilitaryStatusAnswer> {
  const [row] = await db
    .select()
    .from(militaryStatuses)
    .where(and(eq(militaryStatuses.id, id), eq(militaryStatuses.userId, userId)))
    .limit(1);
  if (!row) throw notFound(MILITARY_STATUS_NOT_FOUND);
  const judged = judgeMilitary(
    {
      country: row.country,
      branch: row.branch,
      status: row.status,
      dischargeYear: row.dischargeYear ?? undefined,
      sponsorAttested: row.sponsorAttested,
      sponsorDateOfBirth: row.sponsorDateOfBirth ?? undefined,
    },
    today(),
  );
  if (judged.outcome === 'missing') throw badRequest(REQUIRED_FIELD, { field: judged.field });
  if (judged.outcome === 'refused') throw badRequest(MILITARY_UNVERIFIED);
  await db
    .update(militaryStatuses)
    .set({ outcome: judged.outcome, judgedAt: new Date(), updatedAt: new Date() })
    .where(eq(militaryStatuses.id, row.id));
  return militaryStatusOf({ db, userId });
}
