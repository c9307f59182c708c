import { and, asc, eq, inArray } from 'drizzle-orm';
import { badRequest, conflict, type Db, type PeopleDirectory } from '@resort/shared/server';
import { SOLD_OUT } from '@resort/shared/server/ledger';
import { isDomainError, soldOut } from '@resort/shared/core';
import { liftReservations, passes, seasonPasses } from '../schema';
import {
  DUPLICATE_DAYS,
  NO_PRIORITY_DAYS_LEFT,
  RESERVATION_POOL,
  alreadyReserved,
  type SubmitReservationAnswer,
} from '../../contract-reservations';
import { PASS_DEFERRED } from '../../contract';
import { ledger } from './capacity';
import { resortTodayIso } from './resorts';
import {
  dayFacts,
  dayRefusal,
  findResortRow,
  holderPass,
  holderPasses,
  priorityUsed,
  resortNameMap,
  shown,
  todayByResort,
  view,
  type ReservationRow,
} from './reservation-holders';

/**
 * Locks the pass's row for the rest of the transaction: every reservation of one pass is written
 * behind this lock, so its priority days are counted exactly however many saves race, on however
 * many API processes.
 */
async function lockPass(tx: Db, passNumber: string) {
  await tx.select({ n: seasonPasses.passNumber }).from(seasonPasses).where(eq(seasonPasses.passNumber, passNumber)).for('update');
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

// ---------------------------------------------------------------------------------------------
// Submit, cancel

/**
 * "Submit reservation": reserves days for one pass at one resort, all or none. An ordinary day
 * takes a place of the day's reservation inventory (placed and sold at once in the ledger, which
 * never oversells); a priority day skips the inventory and uses one of the pass's priority days.
 */
export async function submitReservation({
  db,
  userId,
  people,
  passNumber,
  resortId,
  days,
}: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
  passNumber: string;
  resortId: string;
  days: { date: string; priority?: boolean }[];
}): Promise<SubmitReservationAnswer> {
  if (new Set(days.map((d) => d.date)).size !== days.length) throw badRequest(DUPLICATE_DAYS);
  const holder = await holderPass(db, userId, people, passNumber);
  // A pass the resort deferred to a later season reserves no days of its own.
  if (holder.sold.deferredTo) throw conflict(PASS_DEFERRED(holder.sold.deferredTo));
  const resort = await findResortRow(db, resortId);
  const facts = await dayFacts(
    db,
    resortId,
    days.map((d) => d.date),
  );
  for (const d of days) {
    const refusal = dayRefusal(holder, resort, d.date, facts.get(d.date)!);
    if (refusal) throw refusal;
  }
  // Days in order, so two submits of overlapping days take the ledger's row locks in one order.
  const ordered = [...days].sort((a, b) => a.date.localeCompare(b.date));
  try {
    const created = await db.transaction(async (tx) => {
      await lockPass(tx, passNumber);
      const taken = await tx
        .select({ day: liftReservations.day })
        .from(liftReservations)
        .where(
          and(
            eq(liftReservations.passNumber, passNumber),
            eq(liftReservations.status, 'reserved'),
            inArray(
              liftReservations.day,
              ordered.map((d) => d.date),
            ),
          ),
        )
        .orderBy(asc(liftReservations.day));
      if (taken.length) throw conflict(alreadyReserved(shown(taken[0].day)));
      const wantPriority = ordered.filter((d) => d.priority).length;
      if (wantPriority > 0 && (await priorityUsed(tx, passNumber)) + wantPriority > holder.pass.priorityDays) {
        throw conflict(NO_PRIORITY_DAYS_LEFT);
      }
      const rows: ReservationRow[] = [];
      for (const d of ordered) {
        const id = crypto.randomUUID();
        let holdId: string | null = null;
        if (!d.priority) {
          try {
            ({ holdId } = await ledger.place(tx, {
              units: [{ resourceId: resortId, pool: RESERVATION_POOL, day: d.date, quantity: 1 }],
              cartId: `reservation:${passNumber}`,
              ttlSeconds: 60,
            }));
          } catch (error) {
            // The visitor reads which day ran out; the message stays the spec's.
            if (isDomainError(error) && (error.kind === 'sold-out' || error.kind === 'conflict')) throw soldOut(SOLD_OUT, { date: d.date });
            throw error;
          }
          await ledger.commit(tx, holdId, id);
        }
        const [row] = await tx
          .insert(liftReservations)
          .values({ id, passNumber, userId, resortId, day: d.date, priority: Boolean(d.priority), holdId })
          .returning();
        rows.push(row);
      }
      return rows;
    });
    const [names, todayOf, used] = await Promise.all([resortNameMap(db), todayByResort(db), priorityUsed(db, passNumber)]);
    return {
      reservations: created.map((r) => view(r, names, todayOf)),
      priorityDaysLeft: Math.max(0, holder.pass.priorityDays - used),
    };
  } catch (error) {
    // The partial unique index backs the check above (one live reservation per pass and day).
    if (isUniqueViolation(error)) throw conflict(alreadyReserved(shown(ordered[0].date)));
    throw error;
  }
}

/**
 * Cancels one live reservation the account may manage, before its day: the place goes back to the
 * day's inventory (revert the sale, release the hold) or the priority day back to the pass.
 * False when it is not theirs, already cancelled or its day has passed.
 */
export async function cancelReservation({
  db,
  userId,
  people,
  id,
}: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
  id: string;
}): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  const [found] = await db.select().from(liftReservations).where(eq(liftReservations.id, id));
  if (found?.status !== 'reserved') return false;
  const [holder] = await holderPasses(db, userId, people, found.passNumber);
  if (!holder) return false;
  const resort = await findResortRow(db, found.resortId);
  if (found.day < resortTodayIso(resort)) return false;
  return cancelReserved(db, found);
}

/**
 * Cancels a reservation that is still reserved and gives its place back to the day, under the
 * pass's lock; false when it was cancelled meanwhile. By its holder, or by the resort.
 */
export function cancelReserved(db: Db, found: { id: string; passNumber: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The pass first, as a submit locks it: both then take the ledger's locks in one order.
    await lockPass(tx, found.passNumber);
    const [row] = await tx.select().from(liftReservations).where(eq(liftReservations.id, found.id)).for('update');
    if (row?.status !== 'reserved') return false;
    if (row.holdId) {
      await ledger.revert(tx, row.holdId, row.id, 0);
      await ledger.release(tx, row.holdId);
    }
    await tx.update(liftReservations).set({ status: 'cancelled' }).where(eq(liftReservations.id, found.id));
    return true;
  });
}

/** Priority days left on a pass the account may manage (after a cancel, for the page). */
export async function priorityDaysLeft(db: Db, passNumber: string): Promise<number> {
  const [row] = await db
    .select({ allowance: passes.priorityDays })
    .from(seasonPasses)
    .innerJoin(passes, eq(passes.id, seasonPasses.passId))
    .where(eq(seasonPasses.passNumber, passNumber));
  return Math.max(0, (row?.allowance ?? 0) - (await priorityUsed(db, passNumber)));
}

export async function reservationPassNumber(db: Db, id: string): Promise<string | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db.select({ passNumber: liftReservations.passNumber }).from(liftReservations).where(eq(liftReservations.id, id));
  return row?.passNumber ?? null;
}
