import { sql } from 'drizzle-orm';
import { HttpError, conflict, notFound, type Db, type Hold } from '@resort/shared/server';

export const SOLD_OUT = 'Sold Out';

/** A session table (capacity, sold per product and day) and the holds placed on it. */
export interface SeatTables {
  /** Qualified table names; fixed in code, never taken from a request. */
  sessions: 'lessons.lesson_sessions' | 'activities.activity_sessions';
  holds: 'lessons.holds' | 'activities.holds';
}

interface SessionRow extends Record<string, unknown> {
  capacity: number;
  sold: number;
}

interface HoldRow extends Record<string, unknown> {
  id: string;
  session_id: string;
  quantity: number;
  status: string;
  order_id: string | null;
  live: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function rows<T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute<T>(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Seats of one session taken by live holds, leaving `exceptHoldId` out. Expired holds count for
 * nothing, so their capacity is free again without any clean-up job.
 */
async function heldSeats(db: Db, tables: SeatTables, sessionId: string, exceptHoldId: string | null): Promise<number> {
  const [row] = await rows<{ held: number }>(
    db,
    sql`SELECT coalesce(sum(quantity), 0)::int AS held FROM ${sql.raw(tables.holds)}
        WHERE session_id = ${sessionId} AND status = 'held' AND expires_at > now()
        ${exceptHoldId ? sql`AND id <> ${exceptHoldId}` : sql``}`,
  );
  return Number(row?.held ?? 0);
}

/** Seats still free per session: capacity less sales less live holds. */
export async function seatsLeftBySession(db: Db, tables: SeatTables, sessionIds: string[]): Promise<Map<string, number>> {
  const left = new Map<string, number>();
  if (sessionIds.length === 0) return left;
  const found = await rows<{ id: string; left: number }>(
    db,
    sql`SELECT s.id, (s.capacity - s.sold - coalesce(h.held, 0))::int AS left
        FROM ${sql.raw(tables.sessions)} s
        LEFT JOIN (
          SELECT session_id, sum(quantity) AS held FROM ${sql.raw(tables.holds)}
          WHERE status = 'held' AND expires_at > now() GROUP BY session_id
        ) h ON h.session_id = s.id
        WHERE s.id IN (${sql.join(
          sessionIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  for (const row of found) left.set(row.id, Math.max(0, Number(row.left)));
  return left;
}

/**
 * Reserves seats until the hold expires. The session row is locked FOR UPDATE, so buyers racing
 * for the last seats are served one after the other and capacity is never oversold.
 */
export async function placeHold(
  db: Db,
  tables: SeatTables,
  { sessionId, cartId, quantity, ttlSeconds }: { sessionId: string; cartId: string; quantity: number; ttlSeconds: number },
): Promise<Hold> {
  return db.transaction(async (tx) => {
    const [session] = await rows<SessionRow>(
      tx,
      sql`SELECT capacity, sold FROM ${sql.raw(tables.sessions)} WHERE id = ${sessionId} FOR UPDATE`,
    );
    if (!session) throw notFound();
    const held = await heldSeats(tx, tables, sessionId, null);
    if (session.capacity - session.sold - held < quantity) throw conflict(SOLD_OUT);
    const [hold] = await rows<{ id: string; expires_at: Date | string }>(
      tx,
      sql`INSERT INTO ${sql.raw(tables.holds)} (session_id, cart_id, quantity, expires_at)
          VALUES (${sessionId}, ${cartId}, ${quantity}, now() + make_interval(secs => ${ttlSeconds}::double precision))
          RETURNING id, expires_at`,
    );
    return { holdId: hold.id, expiresAt: new Date(hold.expires_at) };
  });
}

/** Gives the seats back; releasing twice, or a committed hold, changes nothing. */
export async function releaseHold(db: Db, tables: SeatTables, holdId: string): Promise<void> {
  if (!UUID.test(holdId)) return;
  await db.execute(sql`UPDATE ${sql.raw(tables.holds)} SET status = 'released' WHERE id = ${holdId} AND status = 'held'`);
}

/**
 * Turns a hold into a sale inside the order's transaction. A repeated commit for the same order
 * is a no-op (checkout is idempotent). A hold that expired or was released still sells when the
 * seats are free; otherwise the order fails with 'Sold Out'.
 */
export async function commitHold(tx: Db, tables: SeatTables, holdId: string, orderId: string): Promise<void> {
  if (!UUID.test(holdId)) throw notFound();
  const [peek] = await rows<{ session_id: string }>(tx, sql`SELECT session_id FROM ${sql.raw(tables.holds)} WHERE id = ${holdId}`);
  if (!peek) throw notFound();
  // Session first, then hold: the same lock order as placeHold, so the two never deadlock.
  const [session] = await rows<SessionRow>(
    tx,
    sql`SELECT capacity, sold FROM ${sql.raw(tables.sessions)} WHERE id = ${peek.session_id} FOR UPDATE`,
  );
  const [hold] = await rows<HoldRow>(
    tx,
    sql`SELECT id, session_id, quantity, status, order_id, (expires_at > now()) AS live
        FROM ${sql.raw(tables.holds)} WHERE id = ${holdId} FOR UPDATE`,
  );
  if (!session || !hold) throw notFound();
  if (hold.status === 'committed') {
    if (hold.order_id === orderId) return;
    throw new HttpError(409, 'This hold belongs to another order.');
  }
  if (hold.status !== 'held' || !hold.live) {
    const held = await heldSeats(tx, tables, hold.session_id, holdId);
    if (session.capacity - session.sold - held < hold.quantity) throw conflict(SOLD_OUT);
  }
  await tx.execute(sql`UPDATE ${sql.raw(tables.sessions)} SET sold = sold + ${hold.quantity} WHERE id = ${hold.session_id}`);
  await tx.execute(
    sql`UPDATE ${sql.raw(tables.holds)} SET status = 'committed', order_id = ${orderId} WHERE id = ${holdId}`,
  );
}
