import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from './db';

/** Work that runs on a timer, once across every API process (sweeps of expired holds, sessions, carts). */
export interface ScheduledJob {
  /** Unique across the store: it names the advisory lock that keeps a second process out. */
  name: string;
  everySeconds: number;
  run(db: Db): Promise<void>;
}

/** A stable 31-bit key per job name for pg_try_advisory_xact_lock. */
export function advisoryKey(name: string): number {
  let h = 0;
  for (let i = 0; i < name.length; i += 1) h = (Math.imul(h, 31) + name.charCodeAt(i)) | 0;
  return h & 0x7fffffff;
}

const isHandle = (target: Db | DatabaseHandle): target is DatabaseHandle => 'kind' in target && 'close' in target;

/**
 * Runs a job once if no other process is running it, and returns whether this process ran it.
 * On PostgreSQL behind a pool, a session-level advisory lock is taken without waiting on one
 * client, and the job runs on the pool: its work (a line's provider, a payment gateway) uses
 * connections of its own and must not queue behind an open transaction. Given only a `Db`, the
 * lock is transaction-scoped and the job runs inside that transaction. PGlite is one process.
 */
export async function runJobOnce(target: Db | DatabaseHandle, job: ScheduledJob): Promise<boolean> {
  const key = advisoryKey(`job:${job.name}`);
  if (isHandle(target)) {
    if (!target.pool) {
      await job.run(target.db);
      return true;
    }
    const client = await target.pool.connect();
    try {
      const got = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [key]);
      if (!got.rows[0]?.got) return false;
      try {
        await job.run(target.db);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
      return true;
    } finally {
      client.release();
    }
  }
  return target.transaction(async (tx) => {
    const result = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${key}) AS got`)) as unknown as { rows: { got: boolean }[] };
    if (!result.rows[0]?.got) return false;
    await job.run(tx as unknown as Db);
    return true;
  });
}

/** Starts every job on its timer; the returned function stops them (on shutdown). */
export function startJobs(handle: DatabaseHandle, jobs: ScheduledJob[], onError: (job: ScheduledJob, error: unknown) => void): () => void {
  const running = new Set<string>();
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      // A round still running in this process is not started again on top of itself.
      if (running.has(job.name)) return;
      running.add(job.name);
      runJobOnce(handle, job)
        .catch((error) => onError(job, error))
        .finally(() => running.delete(job.name));
    }, job.everySeconds * 1000);
    timer.unref();
    return timer;
  });
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
