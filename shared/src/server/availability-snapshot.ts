import { eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { AVAILABILITY_LEASE_MS, type DayAvailability, type LedgerTables, dbNow, rowsOf } from './ledger-model';
import { serveWhile } from './read-cache';

/**
 * Each API process keeps a copy of a pool's free places (every resource, from yesterday on) and
 * answers searches from it, so a search with a query of its own costs the database nothing.
 *
 * The copy is read in one statement together with the line's version row. It is used only while
 * that version is still the database's, asked at most AVAILABILITY_LEASE_MS before the request
 * began; a hold or release bumps the version right after its statement and on PostgreSQL answers
 * only once the lease has passed. So by the time anyone learns of it, every process asks again
 * before it answers a search. A change made inside a caller's transaction (a reservation, a lapsed
 * hold sold at checkout) bumps the version in that transaction, so it commits with the places; it
 * does not wait there (it would hold its locks), so for one lease after that commit another search
 * may still show the places as they were. A copy also ends when
 * the first live hold in it lapses (its places come free without a write) and after
 * SNAPSHOT_MAX_AGE_MS at most, for a change nobody announced (a process that died between its
 * write and the bump).
 *
 * PGlite serves one process only: there the process's own writes drop its copy, and nothing waits.
 */

/** The longest a copy is used even when nothing announced a change. */
export const SNAPSHOT_MAX_AGE_MS = 10_000;
/** A pool's whole copy is read again at most this often; in between, a search whose copy is stale reads its own days. */
export const RELOAD_GAP_MS = 250;
/** Spans kept per copy, so that a repeated search is answered with the very same object (kept answers). */
const MAX_SPANS = 5_000;

interface Snapshot {
  version: number;
  /** This process's count of announcements when the read began: a later one retires the copy. */
  generation: number;
  /** The first day the copy holds; an earlier one is asked of the database. */
  firstDay: string;
  byResource: Map<string, Map<string, DayAvailability>>;
  validUntil: number;
  spans: Map<string, DayAvailability[]>;
}

interface HandleState {
  /** The version the last check answered, and when that check was sent. */
  version: number | null;
  checkedAt: number;
  /** This process's announcements when that check was sent: one made since means the answer is old. */
  checkedGeneration: number;
  checking: { sentAt: number; sentGeneration: number; answer: Promise<number> } | null;
  pools: Map<string, { loading: Promise<Snapshot> | null; snapshot: Snapshot | null; loadedAt: number }>;
}

/** PostgreSQL's pool can be shared by many processes; PGlite is this process's own. */
const isShared = (db: Db) => {
  const client = (db as unknown as { $client?: object }).$client;
  return client !== undefined && 'totalCount' in client;
};

/** The ISO days from `from` to `to`, both included (none when `to` is earlier). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= last; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * Waits at least `ms` by performance.now(), the clock the leases are judged by. A timer alone can end
 * up to a millisecond early: it counts from the event loop's cached time, which lags the real one.
 */
export async function sleepAtLeast(ms: number): Promise<void> {
  const until = performance.now() + ms;
  for (let left = ms; left > 0; left = until - performance.now()) await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
}

export interface AvailabilitySnapshots {
  /** Free places as `availability` answers them, from the copy when it may be used, else null. */
  read(db: Db, q: { resourceIds: string[]; pool: string; from: string; to: string }): Promise<DayAvailability[] | null>;
  /** After a write of free places: bumps the version (in `db`'s transaction when it is one) and drops this process's copies. */
  announce(db: Db): Promise<void>;
}

export function availabilitySnapshots(
  { capacity, holds, version }: LedgerTables,
  { reloadGapMs = RELOAD_GAP_MS }: { reloadGapMs?: number } = {},
): AvailabilitySnapshots | null {
  if (!version) return null;
  const states = new WeakMap<Db, HandleState>();
  /** Announcements made in this process: each retires every copy read before it, whichever handle made it. */
  let generation = 0;
  const stateOf = (db: Db) => {
    let state = states.get(db);
    if (!state) {
      state = { version: null, checkedAt: Number.NEGATIVE_INFINITY, checkedGeneration: -1, checking: null, pools: new Map() };
      states.set(db, state);
    }
    return state;
  };

  const readVersion = async (db: Db) => {
    const [row] = await db.select({ v: version.v }).from(version).where(eq(version.id, 1));
    return row?.v ?? 0;
  };

  /** Whether the last check was sent less than a lease before `at`, with no announcement of this process since. */
  const fresh = (state: HandleState, at: number) => state.checkedGeneration === generation && at - state.checkedAt < AVAILABILITY_LEASE_MS;

  /** The database's version, asked by a check sent less than a lease before `askedAt`. */
  const currentVersion = (db: Db, state: HandleState, askedAt: number): Promise<number> => {
    if (state.version !== null && fresh(state, askedAt)) return Promise.resolve(state.version);
    const inFlight = state.checking;
    if (inFlight && inFlight.sentGeneration === generation && askedAt - inFlight.sentAt < AVAILABILITY_LEASE_MS) return inFlight.answer;
    const sentGeneration = generation;
    const sentAt = performance.now();
    const answer = readVersion(db).then((v) => {
      if (sentAt >= state.checkedAt) {
        state.version = v;
        state.checkedAt = sentAt;
        state.checkedGeneration = sentGeneration;
      }
      return v;
    });
    const checking = { sentAt, sentGeneration, answer };
    state.checking = checking;
    answer.then(
      () => {
        if (state.checking === checking) state.checking = null;
      },
      () => {
        if (state.checking === checking) state.checking = null;
      },
    );
    return answer;
  };

  /** The pool's free places from yesterday on, the version they are at and how long until a live hold lapses: one statement. */
  const load = async (db: Db, pool: string): Promise<Snapshot> => {
    const startedAt = performance.now();
    const loadGeneration = generation;
    const rows = rowsOf<{
      version: string | number | null;
      first_day: string;
      lapse_ms: string | number | null;
      resource_id: string | null;
      day: string | null;
      total: number | null;
      sold: number | null;
      held: string | number | null;
    }>(
      await db.execute(sql`
        WITH v AS (
          SELECT (SELECT ${version.v} FROM ${version} WHERE ${version.id} = 1) AS version,
                 (current_date - 1)::text AS first_day,
                 (SELECT extract(epoch FROM min(${holds.expiresAt}) - ${dbNow}) * 1000 FROM ${holds}
                   WHERE ${holds.status} = 'held' AND ${holds.pool} = ${pool} AND ${holds.expiresAt} > ${dbNow}) AS lapse_ms
        ), c AS (
          SELECT ${capacity.resourceId} AS resource_id, ${capacity.day}::text AS day, ${capacity.total} AS total, ${capacity.sold} AS sold,
                 ${capacity.held} - coalesce((SELECT sum(h.quantity) FROM ${holds} h
                   WHERE h.resource_id = ${capacity.resourceId} AND h.pool = ${capacity.pool} AND h.day = ${capacity.day}
                     AND h.status = 'held' AND h.expires_at <= ${dbNow}), 0) AS held
          FROM ${capacity}
          WHERE ${capacity.pool} = ${pool} AND ${capacity.day} >= current_date - 1
        )
        SELECT v.version, v.first_day, v.lapse_ms, c.resource_id, c.day, c.total, c.sold, c.held FROM v LEFT JOIN c ON true`),
    );
    const byResource = new Map<string, Map<string, DayAvailability>>();
    for (const r of rows) {
      if (r.resource_id === null || r.day === null) continue;
      const held = Number(r.held);
      const total = Number(r.total);
      const sold = Number(r.sold);
      let days = byResource.get(r.resource_id);
      if (!days) {
        days = new Map();
        byResource.set(r.resource_id, days);
      }
      days.set(r.day, { resourceId: r.resource_id, pool, day: r.day, total, sold, held, available: Math.max(0, total - sold - held) });
    }
    const lapseMs = rows[0]?.lapse_ms === null || rows[0]?.lapse_ms === undefined ? Number.POSITIVE_INFINITY : Number(rows[0].lapse_ms);
    return {
      version: Number(rows[0]?.version ?? 0),
      firstDay: rows[0].first_day,
      byResource,
      validUntil: startedAt + Math.min(SNAPSHOT_MAX_AGE_MS, lapseMs),
      generation: loadGeneration,
      spans: new Map(),
    };
  };

  const usable = (shared: boolean, snapshot: Snapshot, at: number, v: number | null) =>
    snapshot.generation === generation && at < snapshot.validUntil && (!shared || snapshot.version === v);

  /** The pool's copy if it may answer a request that began at `askedAt`, loading a new one when needed; else null. */
  const snapshotFor = async (db: Db, pool: string, askedAt: number): Promise<Snapshot | null> => {
    const shared = isShared(db);
    const state = stateOf(db);
    const v = shared ? await currentVersion(db, state, askedAt) : null;
    let slot = state.pools.get(pool);
    if (!slot) {
      slot = { loading: null, snapshot: null, loadedAt: Number.NEGATIVE_INFINITY };
      state.pools.set(pool, slot);
    }
    if (slot.snapshot && usable(shared, slot.snapshot, performance.now(), v)) return slot.snapshot;
    if (!slot.loading) {
      // While sales come faster than this, searches ask the database for their own days instead.
      if (performance.now() - slot.loadedAt < reloadGapMs) return null;
      slot.loadedAt = performance.now();
      const loading = load(db, pool);
      slot.loading = loading;
      const current = slot;
      loading.then(
        (snapshot) => {
          if (current.loading === loading) {
            current.loading = null;
            current.snapshot = snapshot;
          }
        },
        () => {
          if (current.loading === loading) current.loading = null;
        },
      );
    }
    const snapshot = await slot.loading;
    // A copy read before this request's check may predate a write it must show: it answers only at the checked version.
    return snapshot && usable(shared, snapshot, performance.now(), v) ? snapshot : null;
  };

  return {
    async read(db, q) {
      if (db instanceof PgTransaction) return null;
      const askedAt = performance.now();
      const snapshot = await snapshotFor(db, q.pool, askedAt);
      if (!snapshot || q.from < snapshot.firstDay) return null;
      const key = `${q.resourceIds.join('\u0001')}\u0000${q.from}\u0000${q.to}`;
      const kept = snapshot.spans.get(key);
      if (kept) return kept;
      const span = daysOf(q.from, q.to);
      const answer: DayAvailability[] = [];
      for (const id of q.resourceIds) {
        const days = snapshot.byResource.get(id);
        if (!days) continue;
        for (const day of span) {
          const row = days.get(day);
          if (row) answer.push(row);
        }
      }
      if (snapshot.spans.size < MAX_SPANS) snapshot.spans.set(key, answer);
      const shared = isShared(db);
      const state = stateOf(db);
      serveWhile(answer, () => {
        const now = performance.now();
        return usable(shared, snapshot, now, state.version) && (!shared || fresh(state, now));
      });
      return answer;
    },

    async announce(db) {
      const inTransaction = db instanceof PgTransaction;
      await db
        .insert(version)
        .values({ id: 1, v: 1 })
        .onConflictDoUpdate({ target: version.id, set: { v: sql`${version.v} + 1` } });
      generation += 1;
      if (!inTransaction && isShared(db)) await sleepAtLeast(AVAILABILITY_LEASE_MS);
    },
  };
}
