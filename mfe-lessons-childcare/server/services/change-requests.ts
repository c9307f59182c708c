import { isoFromInput } from '@resort/shared/dates';
import type { Db, Mailer } from '@resort/shared/server';
import { CHANGE_REQUEST_KINDS, type ChangeRequestBody, type ChangeRequestReceived } from '../../contract';
import { changeRequests } from '../schema';

/** Where the ski school's desk reads change requests (SKI_SCHOOL_INBOX). */
export const schoolInbox = () => process.env.SKI_SCHOOL_INBOX ?? 'ski-school@summit-resorts.test';

/** The desk answers within this many hours; the visitor reads it in the acknowledgement. */
export const ANSWER_WITHIN_HOURS = 24;

/**
 * Stores a ski school change request, then emails the school's desk and an acknowledgement with
 * its reference to the visitor. The request is kept before any mail goes, so a failed send loses nothing.
 */
export async function submitChangeRequest({
  db,
  mailer,
  request,
}: {
  db: Db;
  mailer: Mailer;
  request: ChangeRequestBody;
}): Promise<ChangeRequestReceived> {
  const name = request.name.trim();
  const email = request.email.trim();
  const kind = CHANGE_REQUEST_KINDS.find((k) => k.id === request.kind)!;
  const [row] = await db
    .insert(changeRequests)
    .values({
      name,
      email,
      phone: request.phone?.trim() || null,
      orderNumber: request.orderNumber.trim(),
      lessonDate: isoFromInput(request.lessonDate)!,
      kind: kind.id,
      message: request.message.trim(),
    })
    .returning({ id: changeRequests.id, lessonDate: changeRequests.lessonDate });
  const reference = `SSC-${row.id.slice(0, 8).toUpperCase()}`;
  const answerBy = `within ${ANSWER_WITHIN_HOURS} hours`;
  await mailer.send({
    to: schoolInbox(),
    subject: `Change request ${reference}: ${kind.label} (lesson on ${row.lessonDate})`,
    text: `${name} <${email}>${request.phone ? `, ${request.phone.trim()}` : ''}\nOrder: ${request.orderNumber.trim() || 'not given'}\nLesson date: ${row.lessonDate}\nRequest: ${kind.label}\n\n${request.message.trim()}`,
  });
  await mailer.send({
    to: email,
    subject: `We received your ski school request (${reference})`,
    text: `Hello ${name},\n\nThe Ski & Ride School has your request: ${kind.label.toLowerCase()} for the lesson on ${row.lessonDate}. We will answer ${answerBy}.\n\nYour reference: ${reference}`,
  });
  return { reference, answerBy };
}
