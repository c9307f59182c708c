import { and, desc, eq } from 'drizzle-orm';
import { formatDate, parseDate } from '@resort/shared/dates';
import { notFound, type Db, type Mailer, type SessionUser } from '@resort/shared/server';
import {
  CANCELLATION_REASONS,
  CANCELLATION_SUBJECTS,
  EXCEPTION_CATEGORIES,
  formDateIso,
  REQUEST_NOT_FOUND,
  type CancellationRequestBody,
  type CancellationRequestView,
  type OnlineExceptionBody,
  type OnlineExceptionView,
} from '../../contract';
import { cancellationRequests, onlineExceptions } from '../schema';
import { cancellationRequestEmail, onlineExceptionEmail, requestNumber } from './emails';

const labelOf = (list: readonly { value: string; label: string }[], value: string) => list.find((o) => o.value === value)?.label ?? value;
const day = (iso: string) => {
  const parsed = parseDate(iso);
  return parsed ? formatDate(parsed) : iso;
};

type CancellationRow = typeof cancellationRequests.$inferSelect;
type ExceptionRow = typeof onlineExceptions.$inferSelect;

const cancellationView = (r: CancellationRow): CancellationRequestView => ({
  id: r.id,
  reference: requestNumber(r.id),
  subject: r.subject,
  itemReference: r.itemReference,
  reason: r.reason,
  comments: r.comments,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

const exceptionView = (r: ExceptionRow): OnlineExceptionView => ({
  id: r.id,
  reference: requestNumber(r.id),
  category: r.category,
  passNumber: r.passNumber,
  startDate: day(r.startDate),
  endDate: day(r.endDate),
  description: r.description,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

export async function listCancellationRequests(db: Db, userId: string): Promise<CancellationRequestView[]> {
  const rows = await db
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.userId, userId))
    .orderBy(desc(cancellationRequests.createdAt), desc(cancellationRequests.id));
  return rows.map(cancellationView);
}

/** Another account's request is as unknown as a made-up id. */
export async function getCancellationRequest(db: Db, userId: string, id: string): Promise<CancellationRequestView> {
  const [row] = await db
    .select()
    .from(cancellationRequests)
    .where(and(eq(cancellationRequests.id, id), eq(cancellationRequests.userId, userId)))
    .limit(1);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return cancellationView(row);
}

/** "Cancellation request form": stored for guest services, confirmed to the holder by email. */
export async function createCancellationRequest({
  db,
  mailer,
  user,
  input,
}: {
  db: Db;
  mailer: Mailer;
  user: SessionUser;
  input: CancellationRequestBody;
}): Promise<CancellationRequestView> {
  const [row] = await db
    .insert(cancellationRequests)
    .values({
      userId: user.id,
      subject: input.subject,
      itemReference: input.reference.trim().toUpperCase(),
      reason: input.reason,
      comments: input.comments?.trim() || null,
    })
    .returning();
  const what = `${labelOf(CANCELLATION_SUBJECTS, row.subject).toLowerCase()} ${row.itemReference}`;
  await mailer.send(
    cancellationRequestEmail({
      to: user.email,
      firstName: user.firstName,
      id: row.id,
      what,
      reason: labelOf(CANCELLATION_REASONS, row.reason),
    }),
  );
  return cancellationView(row);
}

export async function listOnlineExceptions(db: Db, userId: string): Promise<OnlineExceptionView[]> {
  const rows = await db
    .select()
    .from(onlineExceptions)
    .where(eq(onlineExceptions.userId, userId))
    .orderBy(desc(onlineExceptions.createdAt), desc(onlineExceptions.id));
  return rows.map(exceptionView);
}

export async function getOnlineException(db: Db, userId: string, id: string): Promise<OnlineExceptionView> {
  const [row] = await db
    .select()
    .from(onlineExceptions)
    .where(and(eq(onlineExceptions.id, id), eq(onlineExceptions.userId, userId)))
    .limit(1);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return exceptionView(row);
}

/** "Online exceptions form": stored for guest services, confirmed to the holder by email. */
export async function createOnlineException({
  db,
  mailer,
  user,
  input,
}: {
  db: Db;
  mailer: Mailer;
  user: SessionUser;
  input: OnlineExceptionBody;
}): Promise<OnlineExceptionView> {
  // The contract has already checked both dates and their order.
  const startDate = formDateIso(input.startDate)!;
  const endDate = formDateIso(input.endDate)!;
  const [row] = await db
    .insert(onlineExceptions)
    .values({
      userId: user.id,
      category: input.category,
      passNumber: input.passNumber.trim().toUpperCase(),
      startDate,
      endDate,
      description: input.description.trim(),
    })
    .returning();
  const view = exceptionView(row);
  await mailer.send(
    onlineExceptionEmail({
      to: user.email,
      firstName: user.firstName,
      id: row.id,
      passNumber: row.passNumber,
      category: labelOf(EXCEPTION_CATEGORIES, row.category),
      from: view.startDate,
      until: view.endDate,
    }),
  );
  return view;
}
