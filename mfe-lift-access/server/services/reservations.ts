import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound, type Db, type PeopleDirectory, type Person, type ReservationSource } from '@resort/shared/server';
import { SOLD_OUT } from '@resort/shared/server/ledger';
import { formatDate, parseDate, resortToday, toIsoDate } from '@resort/shared/dates';
import { capacity, liftReservations, passes, resorts, seasonPasses } from '../schema';
import {
  DUPLICATE_DAYS,
  INVENTORY_RANGE,
  MAX_INVENTORY_DAYS,
  NO_PRIORITY_DAYS_LEFT,
  HOLDER_PASS_NOT_FOUND,
  RESERVATION_LINE,
  RESERVATION_POOL,
  RESERVATION_RESORT_NOT_FOUND,
  alreadyReserved,
  dayPassed,
  noReservationNeeded,
  notPriorityReservation,
  notValidAt,
  outsideSeason,
  type InventoryDay,
  type PassHolderView,
  type PriorityDayScan,
  type PriorityDaysView,
  type ReservationInventory,
  type ReservationView,
  type SubmitReservationAnswer,
  type ValidateScanAnswer,
} from '../../contract-reservations';
import { PASS_DEFERRED } from '../../contract';
import { LIFT_POOL, ledger } from './capacity';
import { resortTodayIso, type ResortRow } from './resorts';
import { type DomainError, isDomainError, soldOut } from '@resort/shared/core';

type SoldPass = typeof seasonPasses.$inferSelect;
type PassRow = typeof passes.$inferSelect;
type ReservationRow = typeof liftReservations.$inferSelect;

/** A pass the signed-in account may reserve for: its own, or a household member's. */
interface HolderPass {
  sold: SoldPass;
  pass: PassRow;
  self: boolean;
  seasonStart: string;
  seasonEnd: string;
}

/** Seasons run from 1 December to 30 April: '2026-27' is 2026-12-01 to 2027-04-30. */
export function seasonDays(season: string): { start: string; end: string } | null {
  const m = /^(\d{4})-\d{2}$/.exec(season);
  if (!m) return null;
  const year = Number(m[1]);
  return { start: `${year}-12-01`, end: `${year + 1}-04-30` };
}

const shown = (iso: string) => formatDate(parseDate(iso)!);
const isoPlusDays = (iso: string, days: number) => toIsoDate(parseDate(iso)!.plus({ days }));
const daysBetween = (fromIso: string, toIso: string) => Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000);
const personKey = (firstName: string, lastName: string, dateOfBirth: string | null) =>
  `${firstName.trim().toLowerCase()}\u0000${lastName.trim().toLowerCase()}\u0000${dateOfBirth ?? ''}`;

/** The people the account books for; without the account line, nobody but the account itself. */
async function householdOf(people: PeopleDirectory | null, userId: string): Promise<Person[]> {
  if (!people) return [];
  return people.household(userId).catch(() => []);
}

/**
 * Every pass the account may reserve for: the passes it owns (bought for itself or for others) and
 * the passes household members bought with accounts of their own. A member's pass is matched by the
 * holder's name and date of birth and counts only when the account that owns it is that member's
 * (same email): a name and a birth date alone would let anyone claim a stranger's pass.
 */
async function holderPasses(db: Db, userId: string, people: PeopleDirectory | null, passNumber?: string): Promise<HolderPass[]> {
  const household = await householdOf(people, userId);
  const members = household.filter((p) => !p.self && p.dateOfBirth && p.email);
  const memberMatch = members.length
    ? sql`(lower(trim(${seasonPasses.firstName})), lower(trim(${seasonPasses.lastName})), ${seasonPasses.dateOfBirth}) IN (${sql.join(
        members.map((p) => sql`(${p.firstName.trim().toLowerCase()}, ${p.lastName.trim().toLowerCase()}, ${p.dateOfBirth}::date)`),
        sql`, `,
      )})`
    : undefined;
  const rows = await db
    .select({ sold: seasonPasses, pass: passes })
    .from(seasonPasses)
    .innerJoin(passes, eq(passes.id, seasonPasses.passId))
    .where(
      and(
        memberMatch
          ? or(eq(seasonPasses.userId, userId), and(isNotNull(seasonPasses.userId), memberMatch))
          : eq(seasonPasses.userId, userId),
        passNumber ? eq(seasonPasses.passNumber, passNumber) : undefined,
      ),
    )
    .orderBy(desc(seasonPasses.season), asc(seasonPasses.created));
  // The owners of members' candidate passes, each looked up once.
  const owners = new Map<string, string | null>();
  for (const r of rows) {
    const owner = r.sold.userId;
    if (owner && owner !== userId && !owners.has(owner))
      owners.set(owner, (await people!.person(owner).catch(() => null))?.email?.toLowerCase() ?? null);
  }
  const me = household.find((p) => p.self);
  const sameName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
    personKey(a.firstName, a.lastName, null) === personKey(b.firstName, b.lastName, null);
  return rows.flatMap(({ sold, pass }) => {
    const days = seasonDays(sold.season);
    if (!days) return [];
    if (sold.userId !== userId) {
      const ownerEmail = owners.get(sold.userId!);
      const member = members.find(
        (m) => sameName(m, sold) && m.dateOfBirth === sold.dateOfBirth && ownerEmail && m.email!.toLowerCase() === ownerEmail,
      );
      if (!member) return [];
    }
    const self = sold.userId === userId && Boolean(me) && sameName(me!, sold) && (!me!.dateOfBirth || me!.dateOfBirth === sold.dateOfBirth);
    return [{ sold, pass, self, seasonStart: days.start, seasonEnd: days.end }];
  });
}

/** One of the account's passes; another account's pass, or no pass at all, is the same 404. */
async function holderPass(db: Db, userId: string, people: PeopleDirectory | null, passNumber: string): Promise<HolderPass> {
  const [found] = await holderPasses(db, userId, people, passNumber);
  if (!found) throw notFound(HOLDER_PASS_NOT_FOUND);
  return found;
}

async function findResortRow(db: Db, resortId: string): Promise<ResortRow> {
  const [row] = await db.select().from(resorts).where(eq(resorts.id, resortId));
  if (!row) throw notFound(RESERVATION_RESORT_NOT_FOUND);
  return row;
}

async function resortNameMap(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: resorts.id, name: resorts.name }).from(resorts);
  return new Map(rows.map((r) => [r.id, r.name]));
}

const view = (r: ReservationRow, names: Map<string, string>, todayOf: (resortId: string) => string): ReservationView => ({
  id: r.id,
  passNumber: r.passNumber,
  resortId: r.resortId,
  resortName: names.get(r.resortId) ?? r.resortId,
  date: r.day,
  priority: r.priority,
  cancellable: r.status === 'reserved' && r.day >= todayOf(r.resortId),
});

/** Today of each resort, looked up once per answer. */
async function todayByResort(db: Db): Promise<(resortId: string) => string> {
  const rows = await db.select().from(resorts);
  const today = new Map(rows.map((r) => [r.id, resortTodayIso(r)]));
  const fallback = rows[0] ? resortTodayIso(rows[0]) : toIsoDate(resortToday('UTC'));
  return (id) => today.get(id) ?? fallback;
}

/** Priority reservations the pass holds now (cancelled ones gave their day back). */
async function priorityUsed(db: Db, passNumber: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(liftReservations)
    .where(and(eq(liftReservations.passNumber, passNumber), eq(liftReservations.priority, true), eq(liftReservations.status, 'reserved')));
  return Number(row?.n ?? 0);
}

/** The days of a resort in [from, to] that run lifts, and those that need a reservation with their places. */
async function resortDays(db: Db, resortId: string, from: string, to: string) {
  const [lift, reservation] = await Promise.all([
    ledger.availability(db, { resourceIds: [resortId], pool: LIFT_POOL, from, to }),
    ledger.availability(db, { resourceIds: [resortId], pool: RESERVATION_POOL, from, to }),
  ]);
  return {
    lift: new Map(lift.map((d) => [d.day, d])),
    reservation: new Map(reservation.map((d) => [d.day, d])),
  };
}

// ---------------------------------------------------------------------------------------------
// Inventory

/**
 * "Capacity, lift ticket and overall reservation inventory": per day of one resort, whether it runs
 * lifts, the lift tickets left, and whether it needs a reservation with how many places are left.
 * The window starts at the resort's today at the earliest.
 */
export async function reservationInventory({
  db,
  resortId,
  from,
  to,
}: {
  db: Db;
  resortId: string;
  from?: string;
  to?: string;
}): Promise<ReservationInventory> {
  const resort = await findResortRow(db, resortId);
  const today = resortTodayIso(resort);
  const [{ last }] = await db
    .select({ last: sql<string | null>`max(${capacity.day})::text` })
    .from(capacity)
    .where(and(eq(capacity.resourceId, resortId), eq(capacity.pool, LIFT_POOL)));
  const start = from && from > today ? from : today;
  const end = to ?? isoPlusDays(start, 30);
  if (end < start && to) {
    // A window wholly before today answers no days rather than an error: the picker may ask for a past month.
    return { resort: { id: resort.id, name: resort.name }, today, lastDay: last, from: start, to: start, days: [] };
  }
  if (daysBetween(start, end) >= MAX_INVENTORY_DAYS) throw badRequest(INVENTORY_RANGE);
  const { lift, reservation } = await resortDays(db, resortId, start, end);
  const days: InventoryDay[] = [];
  for (let d = start; d <= end; d = isoPlusDays(d, 1)) {
    const l = lift.get(d);
    const r = reservation.get(d);
    days.push({
      date: d,
      open: Boolean(l),
      liftTicketsLeft: l?.available ?? 0,
      reservationRequired: Boolean(r),
      reservationTotal: r?.total ?? 0,
      reservationsLeft: r?.available ?? 0,
      full: Boolean(r) && r!.available <= 0,
    });
  }
  return { resort: { id: resort.id, name: resort.name }, today, lastDay: last, from: start, to: end, days };
}

// ---------------------------------------------------------------------------------------------
// Pass holders

/** "Pass holders for reservation": the account's own passes and its household's, with priority days and live reservations. */
export async function passHoldersForReservation({
  db,
  userId,
  people,
  resortId,
}: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
  resortId?: string;
}): Promise<PassHolderView[]> {
  if (resortId) await findResortRow(db, resortId);
  const [all, names, todayOf] = await Promise.all([holderPasses(db, userId, people), resortNameMap(db), todayByResort(db)]);
  const latestToday = todayOf(resortId ?? '');
  // A season that has ended takes no more reservations.
  const held = all.filter((h) => h.seasonEnd >= latestToday && (!resortId || h.pass.resorts.includes(resortId)));
  if (held.length === 0) return [];
  const numbers = held.map((h) => h.sold.passNumber);
  const live = await db
    .select()
    .from(liftReservations)
    .where(and(inArray(liftReservations.passNumber, numbers), eq(liftReservations.status, 'reserved')))
    .orderBy(asc(liftReservations.day));
  return held.map((h) => {
    const mine = live.filter((r) => r.passNumber === h.sold.passNumber);
    const used = mine.filter((r) => r.priority).length;
    return {
      passNumber: h.sold.passNumber,
      passName: h.pass.name,
      holder: `${h.sold.firstName} ${h.sold.lastName}`,
      self: h.self,
      season: h.sold.season,
      seasonStart: h.seasonStart,
      seasonEnd: h.seasonEnd,
      resorts: h.pass.resorts.map((id) => ({ id, name: names.get(id) ?? id })),
      priorityDays: h.pass.priorityDays,
      priorityDaysUsed: used,
      priorityDaysLeft: Math.max(0, h.pass.priorityDays - used),
      reservations: mine.map((r) => view(r, names, todayOf)),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The rules of one day

interface DayFacts {
  open: boolean;
  reservationRequired: boolean;
  full: boolean;
}

/** Why `holder` cannot reserve `day` at `resort` (an error to throw), or null when it may. */
function dayRefusal(holder: HolderPass, resort: ResortRow, day: string, facts: DayFacts): DomainError | null {
  if (!holder.pass.resorts.includes(resort.id)) return badRequest(notValidAt(resort.name));
  if (day < holder.seasonStart || day > holder.seasonEnd)
    return badRequest(outsideSeason(shown(holder.seasonStart), shown(holder.seasonEnd)));
  if (day < resortTodayIso(resort)) return badRequest(dayPassed(shown(day)));
  if (!facts.open || !facts.reservationRequired) return badRequest(noReservationNeeded(shown(day), resort.name));
  return null;
}

async function dayFacts(db: Db, resortId: string, days: string[]): Promise<Map<string, DayFacts>> {
  const sorted = [...days].sort();
  const { lift, reservation } = await resortDays(db, resortId, sorted[0], sorted[sorted.length - 1]);
  return new Map(
    days.map((d) => {
      const r = reservation.get(d);
      return [d, { open: lift.has(d), reservationRequired: Boolean(r), full: Boolean(r) && r!.available <= 0 }];
    }),
  );
}

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
}: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
  passNumber: string;
  resortId: string;
  date?: string;
}): Promise<ValidateScanAnswer> {
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
    .where(
      and(
        eq(liftReservations.passNumber, passNumber),
        eq(liftReservations.resortId, resortId),
        eq(liftReservations.day, day),
        eq(liftReservations.status, 'reserved'),
      ),
    );
  if (!reservation) return answer(false, `A reservation is needed at ${resort.name} on ${shown(day)}, and this pass has none.`);
  return answer(true, `Valid: ${reservation.priority ? 'priority day' : 'reservation'} at ${resort.name} on ${shown(day)}.`, reservation);
}

// ---------------------------------------------------------------------------------------------
// Priority days

/** "Priority days get": a pass's allowance, how many are used and the days reserved with them. */
export async function getPriorityDays({
  db,
  userId,
  people,
  passNumber,
}: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
  passNumber: string;
}): Promise<PriorityDaysView> {
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
}: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
  passNumber: string;
  resortId: string;
  date: string;
}): Promise<PriorityDayScan> {
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
  const [taken] = await db
    .select({ id: liftReservations.id })
    .from(liftReservations)
    .where(and(eq(liftReservations.passNumber, passNumber), eq(liftReservations.day, date), eq(liftReservations.status, 'reserved')));
  if (taken) return answer(false, alreadyReserved(shown(date)));
  if (left === 0) return answer(false, NO_PRIORITY_DAYS_LEFT);
  return answer(true, `${shown(date)} can be reserved with a priority day (${left} left).`);
}

/** "Priority days save": reserves the day with one of the pass's priority days. */
export async function savePriorityDay(input: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
  passNumber: string;
  resortId: string;
  date: string;
}): Promise<SubmitReservationAnswer> {
  return submitReservation({ ...input, days: [{ date: input.date, priority: true }] });
}

/** "Priority days remove": cancels the day's priority reservation, giving the day back to the pass. */
export async function removePriorityDay({
  db,
  userId,
  people,
  passNumber,
  date,
}: {
  db: Db;
  userId: string;
  people: PeopleDirectory | null;
  passNumber: string;
  date: string;
}): Promise<PriorityDaysView> {
  await holderPass(db, userId, people, passNumber);
  const [row] = await db
    .select({ id: liftReservations.id })
    .from(liftReservations)
    .where(
      and(
        eq(liftReservations.passNumber, passNumber),
        eq(liftReservations.day, date),
        eq(liftReservations.priority, true),
        eq(liftReservations.status, 'reserved'),
      ),
    );
  if (!row || !(await cancelReservation({ db, userId, people, id: row.id }))) throw notFound(notPriorityReservation(shown(date)));
  return getPriorityDays({ db, userId, people, passNumber });
}

// ---------------------------------------------------------------------------------------------
// The account's list

/**
 * The line's reservations as the account area lists and cancels them: every reservation of the
 * passes the account manages, live ones first by day, then recent cancellations.
 */
export function liftReservationSource(db: Db, people: () => PeopleDirectory | null): ReservationSource {
  return {
    line: RESERVATION_LINE,
    async list(userId) {
      const held = await holderPasses(db, userId, people());
      if (held.length === 0) return [];
      const byNumber = new Map(held.map((h) => [h.sold.passNumber, h]));
      const [rows, names, todayOf] = await Promise.all([
        db
          .select()
          .from(liftReservations)
          .where(inArray(liftReservations.passNumber, [...byNumber.keys()]))
          .orderBy(asc(liftReservations.day))
          .limit(500),
        resortNameMap(db),
        todayByResort(db),
      ]);
      return rows.map((r) => {
        const h = byNumber.get(r.passNumber)!;
        const v = view(r, names, todayOf);
        return {
          id: r.id,
          line: RESERVATION_LINE,
          kind: 'Lift reservation',
          title: r.priority ? `${h.pass.name} (priority day)` : h.pass.name,
          resortName: v.resortName,
          date: r.day,
          endDate: null,
          guestName: `${h.sold.firstName} ${h.sold.lastName}`,
          status: r.status === 'reserved' ? ('booked' as const) : ('cancelled' as const),
          cancellable: v.cancellable,
        };
      });
    },
    cancel: (userId, id) => cancelReservation({ db, userId, people: people(), id }),
  };
}
