import { eq } from 'drizzle-orm';
import { todayIsoIn } from '@resort/shared/dates';
import { DEMO_RESORTS, conflict, notFound, type Db, type Mailer, type PeopleDirectory } from '@resort/shared/server';
import {
  INSURED_REFUND_REASONS,
  PASS_NOT_FOUND,
  PASS_REFUND_ALREADY,
  PASS_REFUND_NOT_ALLOWED,
  type PassRefundBody,
  type PassRefundRequested,
} from '../../contract';
import { passes, passRefundRequests, seasonPasses } from '../schema';

/**
 * "Pass terms refund" (spec section 7), by the pass terms: any reason before the pass's season
 * starts (by its first resort's calendar); from then on only a pass bought with pass insurance, for
 * one of the reasons it covers. One request per pass; guest services settle it; the holder is mailed.
 */
export async function requestPassRefund({
  db,
  mailer,
  people,
  userId,
  passNumber,
  request,
}: {
  db: Db;
  mailer: Mailer;
  people: PeopleDirectory;
  userId: string;
  passNumber: string;
  request: PassRefundBody;
}): Promise<PassRefundRequested> {
  const [row] = await db
    .select({ sold: seasonPasses, pass: passes })
    .from(seasonPasses)
    .innerJoin(passes, eq(passes.id, seasonPasses.passId))
    .where(eq(seasonPasses.passNumber, passNumber));
  if (!row || row.sold.userId !== userId) throw notFound(PASS_NOT_FOUND);
  const zone = DEMO_RESORTS.find((r) => r.id === row.pass.resorts[0])?.timeZone ?? 'America/Denver';
  const started = !row.pass.seasonStart || todayIsoIn(zone) >= row.pass.seasonStart;
  const insuredReason = row.sold.insured && INSURED_REFUND_REASONS.includes(request.reason);
  if (started && !insuredReason) throw conflict(PASS_REFUND_NOT_ALLOWED);
  const basis = started ? 'pass-insurance' : 'before-season';
  const [created] = await db
    .insert(passRefundRequests)
    .values({ passNumber, userId, reason: request.reason, basis })
    .onConflictDoNothing()
    .returning({ id: passRefundRequests.id });
  if (!created) throw conflict(PASS_REFUND_ALREADY);
  const reference = `RF-${created.id.slice(0, 8).toUpperCase()}`;
  const holder = await people.person(userId);
  if (holder?.email)
    await mailer.send({
      to: holder.email,
      subject: `Your refund request for pass ${passNumber} (${reference})`,
      text: `Hello ${holder.firstName},\n\nWe received your request to refund your ${row.pass.name} (${passNumber}) under the pass terms. Guest services will confirm the refund to your card within five business days.\n\nYour reference: ${reference}`,
    });
  return { passNumber, reference, basis, status: 'requested' };
}
