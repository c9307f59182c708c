import { and, asc, eq, type SQL } from 'drizzle-orm';
import { notFound, type Db, type PeopleDirectory } from '@resort/shared/server';
import { liftReservations } from '../schema';
import {
  NO_PRIORITY_DAYS_LEFT,
  alreadyReserved,
  notPriorityReservation,
  notValidAt,
  outsideSeason,
  type PriorityDayScan,
  type PriorityDaysView,
  type SubmitReservationAnswer,
  type ValidateScanAnswer,
} from '../../contract-reservations';
import { resortTodayIso } from './resorts';
import {
  dayFacts,
  dayRefusal,
  findResortRow,
  holderPass,
  priorityUsed,
  resortNameMap,
  shown,
  todayByResort,
  view,
  type ReservationRow,
} from './reservation-holders';
import { cancelReservation, submitReservation } from './reservation-submit';

/** Who asks about which pass: every call here acts for a signed-in holder on one of their passes. */
type PassAsk = { db: Db; userId: string; people: PeopleDirectory | null; passNumber: string };

/** The pass's live reservation of a day, narrowed further by `more`. */
const reservedOn = (passNumber: string, day: string, ...more: SQL[]) =>
  and(eq(liftReservations.passNumber, passNumber), eq(liftReservations.day, day), eq(liftReservations.status, 'reserved'), ...more);

// ---------------------------------------------------------------------------------------------
// Validate scan

/** "Validate scan": whether the pass gets on the lifts at the resort that day (today when no day is given). */
export async function validateScan({
  db,
  userId,
  people,
  passNumber,
  resortId,
  date,
}: PassAsk & { resortId: string; date?: string }): Promise<ValidateScanAnswer> {
  const holder = await holderPass(db, userId, people, passNumber);
  const resort = await findResortRow(db, resortId);
  const day = date ?? resortTodayIso(resort);
  const facts = (await dayFacts(db, resortId, [day])).get(day)!;
  const answer = (valid: boolean, message: string, reservation: ReservationRow | null = null): ValidateScanAnswer => ({
    valid,
    date: day,
    reservationRequired: facts.reservationRequired,
    reservationId: reservation?.id ?? null,
    priority: reservation?.priority ?? false,
    message,
  });
  if (!holder.pass.resorts.includes(resort.id)) return answer(false, notValidAt(resort.name));
  if (day < holder.seasonStart || day > holder.seasonEnd)
    return answer(false, outsideSeason(shown(holder.seasonStart), shown(holder.seasonEnd)));
  if (!facts.open) return answer(false, `${resort.name} does not run its lifts on ${shown(day)}.`);
  if (!facts.reservationRequired) return answer(true, `Valid: no reservation is needed at ${resort.name} on ${shown(day)}.`);
  const [reservation] = await db
    .select()
    .from(liftReservations)
    .where(reservedOn(passNumber, day, eq(liftReservations.resortId, resortId)));
  if (!reservation) return answer(false, `A reservation is needed at ${resort.name} on ${shown(day)}, and this pass has none.`);
  return answer(true, `Valid: ${reservation.priority ? 'priority day' : 'reservation'} at ${resort.name} on ${shown(day)}.`, reservation);
}

// ---------------------------------------------------------------------------------------------
// Priority days

/** "Priority days get": a pass's allowance, how many are used and the days reserved with them. */
export async function getPriorityDays({ db, userId, people, passNumber }: PassAsk): Promise<PriorityDaysView> {
  const holder = await holderPass(db, userId, people, passNumber);
  const [rows, names, todayOf] = await Promise.all([
    db
      .select()
      .from(liftReservations)
      .where(and(eq(liftReservations.passNumber, passNumber), eq(liftReservations.priority, true), eq(liftReservations.status, 'reserved')))
      .orderBy(asc(liftReservations.day)),
    resortNameMap(db),
    todayByResort(db),
  ]);
  return {
    ipCode: passNumber,
    holder: `${holder.sold.firstName} ${holder.sold.lastName}`,
    season: holder.sold.season,
    priorityDays: holder.pass.priorityDays,
    used: rows.length,
    left: Math.max(0, holder.pass.priorityDays - rows.length),
    days: rows.map((r) => view(r, names, todayOf)),
  };
}

/** "Priority days scan": may this day be reserved with a priority day now? Changes nothing. */
export async function scanPriorityDay({
  db,
  userId,
  people,
  passNumber,
  resortId,
  date,
}: PassAsk & { resortId: string; date: string }): Promise<PriorityDayScan> {
  const holder = await holderPass(db, userId, people, passNumber);
  const resort = await findResortRow(db, resortId);
  const facts = (await dayFacts(db, resortId, [date])).get(date)!;
  const left = Math.max(0, holder.pass.priorityDays - (await priorityUsed(db, passNumber)));
  const answer = (allowed: boolean, message: string): PriorityDayScan => ({
    allowed,
    message,
    reservationRequired: facts.reservationRequired,
    full: facts.full,
    left,
  });
  const refusal = dayRefusal(holder, resort, date, facts);
  if (refusal) return answer(false, refusal.message);
  const [taken] = await db.select({ id: liftReservations.id }).from(liftReservations).where(reservedOn(passNumber, date));
  if (taken) return answer(false, alreadyReserved(shown(date)));
  if (left === 0) return answer(false, NO_PRIORITY_DAYS_LEFT);
  return answer(true, `${shown(date)} can be reserved with a priority day (${left} left).`);
}

/** "Priority days save": reserves the day with one of the pass's priority days. */
export async function savePriorityDay(input: PassAsk & { resortId: string; date: string }): Promise<SubmitReservationAnswer> {
  return submitReservation({ ...input, days: [{ date: input.date, priority: true }] });
}

/** "Priority days remove": cancels the day's priority reservation, giving the day back to the pass. */
export async function removePriorityDay({ db, userId, people, passNumber, date }: PassAsk & { date: string }): Promise<PriorityDaysView> {
  await holderPass(db, userId, people, passNumber);
  const [row] = await db
    .select({ id: liftReservations.id })
    .from(liftReservations)
    .where(reservedOn(passNumber, date, eq(liftReservations.priority, true)));
  if (!row || !(await cancelReservation({ db, userId, people, id: row.id }))) throw notFound(notPriorityReservation(shown(date)));
  return getPriorityDays({ db, userId, people, passNumber });
}
