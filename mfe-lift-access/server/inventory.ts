import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { HttpError, badRequest, type Db } from '@resort/shared/server';
import { PRODUCT_CANNOT_BE_ADDED } from '@resort/shared';
import { capacity, holds } from './schema';

export const SOLD_OUT = 'Sold Out';
export const LIFT_POOL = 'lift';

export interface DayAvailability {
  day: string;
  total: number;
  sold: number;
  held: number;
  available: number;
}

/** Places still free per day: total - sold - live holds (a hold past expires_at frees its places). */
export async function availabilityBetween(db: Db, resortId: string, fromIso: string, toIso: string, pool = LIFT_POOL): Promise<DayAvailability[]> {
  const rows = await db
    .select({
      day: capacity.day,
      total: capacity.total,
      sold: capacity.sold,
      held: sql<string>`coalesce(sum(${holds.quantity}), 0)`,
    })
    .from(capacity)
    .leftJoin(
      holds,
      and(
        eq(holds.resortId, capacity.resortId),
        eq(holds.day, capacity.day),
        eq(holds.pool, capacity.pool),
        eq(holds.status, 'held'),
        gt(holds.expiresAt, sql`now()`),
      ),
    )
    .where(and(eq(capacity.resortId, resortId), eq(capacity.pool, pool), gte(capacity.day, fromIso), lte(capacity.day, toIso)))
    .groupBy(capacity.day, capacity.total, capacity.sold)
    .orderBy(asc(capacity.day));
  return rows.map((r) => {
    const held = Number(r.held);
    return { day: r.day, total: r.total, sold: r.sold, held, available: Math.max(0, r.total - r.sold - held) };
  });
}

/** Live holds on the given days, other than `exceptGroup`; read after the capacity rows are locked. */
async function liveHeld(tx: Db, resortId: string, pool: string, days: string[], exceptGroup?: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ day: holds.day, held: sql<string>`coalesce(sum(${holds.quantity}), 0)` })
    .from(holds)
    .where(
      and(
        eq(holds.resortId, resortId),
        eq(holds.pool, pool),
        inArray(holds.day, days),
        eq(holds.status, 'held'),
        gt(holds.expiresAt, sql`now()`),
        exceptGroup ? ne(holds.groupId, exceptGroup) : undefined,
      ),
    )
    .groupBy(holds.day);
  return new Map(rows.map((r) => [r.day, Number(r.held)]));
}

/**
 * Locks the capacity rows of `days` (in date order, so two buyers of overlapping multi-day
 * tickets never deadlock) and checks that `quantity` places are free on every one of them.
 */
async function lockAndCheck(tx: Db, resortId: string, pool: string, days: string[], quantity: number, exceptGroup?: string) {
  const sorted = [...days].sort();
  const rows = await tx
    .select()
    .from(capacity)
    .where(and(eq(capacity.resortId, resortId), eq(capacity.pool, pool), inArray(capacity.day, sorted)))
    .orderBy(asc(capacity.day))
    .for('update');
  if (rows.length !== sorted.length) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  const held = await liveHeld(tx, resortId, pool, sorted, exceptGroup);
  for (const row of rows) {
    if (row.total - row.sold - (held.get(row.day) ?? 0) < quantity) throw new HttpError(409, SOLD_OUT);
  }
  return rows;
}

export interface HoldRequest {
  resortId: string;
  days: string[];
  quantity: number;
  cartId: string;
  ttlSeconds: number;
  pool?: string;
}

/** Reserves `quantity` places on every day of the ticket, all or nothing. */
export async function placeHold(db: Db, request: HoldRequest): Promise<{ holdId: string; expiresAt: Date }> {
  const pool = request.pool ?? LIFT_POOL;
  return db.transaction(async (tx) => {
    await lockAndCheck(tx, request.resortId, pool, request.days, request.quantity);
    const groupId = crypto.randomUUID();
    const inserted = await tx
      .insert(holds)
      .values(
        request.days.map((day) => ({
          groupId,
          resortId: request.resortId,
          day,
          pool,
          quantity: request.quantity,
          cartId: request.cartId,
          status: 'held' as const,
          expiresAt: sql`now() + make_interval(secs => ${request.ttlSeconds})`,
        })),
      )
      .returning({ expiresAt: holds.expiresAt });
    return { holdId: groupId, expiresAt: inserted[0].expiresAt };
  });
}

export async function releaseHold(db: Db, holdId: string): Promise<void> {
  await db
    .update(holds)
    .set({ status: 'released' })
    .where(and(eq(holds.groupId, holdId), eq(holds.status, 'held')));
}

/**
 * Turns a hold into a sale inside the order's transaction. A hold that already belongs to this
 * order is left as it is, so a repeated checkout does not sell twice. A hold that expired (or was
 * released) only becomes a sale if its places are still free.
 */
export async function commitHold(tx: Db, holdId: string, orderId: string): Promise<void> {
  const readHold = () =>
    tx
      .select({
        day: holds.day,
        resortId: holds.resortId,
        pool: holds.pool,
        quantity: holds.quantity,
        status: holds.status,
        orderId: holds.orderId,
        live: sql<boolean>`${holds.expiresAt} > now()`,
      })
      .from(holds)
      .where(eq(holds.groupId, holdId))
      .orderBy(asc(holds.day));
  const first = await readHold();
  if (first.length === 0) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  const { resortId, pool, quantity } = first[0];
  const days = first.map((r) => r.day);
  // Liveness is judged only once the days are locked: a hold that expires a moment before must
  // not become a sale of a place another buyer has taken meanwhile.
  await lockCapacity(tx, resortId, pool, days);
  const rows = await readHold();
  if (rows.every((r) => r.status === 'sold' && r.orderId === orderId)) return;
  if (rows.some((r) => r.status === 'sold')) throw new HttpError(409, SOLD_OUT);

  const stillHeld = rows.every((r) => r.status === 'held' && (r.live === true || String(r.live) === 'true'));
  if (!stillHeld) await lockAndCheck(tx, resortId, pool, days, quantity, holdId);
  await tx
    .update(capacity)
    .set({ sold: sql`${capacity.sold} + ${quantity}` })
    .where(and(eq(capacity.resortId, resortId), eq(capacity.pool, pool), inArray(capacity.day, days)));
  await tx.update(holds).set({ status: 'sold', orderId }).where(eq(holds.groupId, holdId));
}

async function lockCapacity(tx: Db, resortId: string, pool: string, days: string[]) {
  await tx
    .select({ day: capacity.day })
    .from(capacity)
    .where(and(eq(capacity.resortId, resortId), eq(capacity.pool, pool), inArray(capacity.day, days)))
    .orderBy(asc(capacity.day))
    .for('update');
}
