import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { AggregatorRegistry } from '@resort/shared/server';

/**
 * How many processes serve: one per core (WORKERS=N overrides), each stateless over PostgreSQL and
 * Redis. PGlite lives inside one process and cannot be shared, so without DATABASE_URL it is one.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): { count: number; note?: string } {
  const asked = Math.floor(Number(env.WORKERS));
  if (!env.DATABASE_URL) {
    return asked > 1
      ? { count: 1, note: `WORKERS=${asked} ignored: the embedded PGlite database cannot be shared between processes (set DATABASE_URL)` }
      : { count: 1 };
  }
  return { count: asked >= 1 ? asked : os.availableParallelism() };
}

const ASK = 'resort:metrics?';
const ANSWER = 'resort:metrics';
interface MetricsMessage {
  type: string;
  id: number;
  text?: string | null;
}

/** Workers that die are replaced, unless they keep dying before they serve (a store that cannot start). */
const MAX_EARLY_DEATHS = 5;
/** How long a graceful stop may take before the workers are ended anyway. */
export const STOP_GRACE_MS = 30_000;

/**
 * The primary: forks the workers, replaces one that dies, adds up their metrics when a worker
 * asks (prom-client's AggregatorRegistry), and on SIGTERM/SIGINT lets each finish in-flight
 * requests before the process ends.
 */
export function runPrimary(count: number): void {
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  let earlyDeaths = 0;
  const listening = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const served = listening.has(worker);
    console.error(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    if (!served && ++earlyDeaths >= MAX_EARLY_DEATHS) {
      console.error('workers keep ending before they serve: stopping');
      process.exit(1);
    }
    fork();
  });

  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message?.type !== ASK) return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: ANSWER, id: message.id, text }))
      .catch(() => worker.send({ type: ANSWER, id: message.id, text: null }));
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS + 5_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  console.log(`Resort storefront: ${count} workers (one per core unless WORKERS says)`);
  for (let i = 0; i < count; i += 1) fork();
}

let asked = 0;
const waiting = new Map<number, (text: string | null) => void>();

/**
 * The metrics of every worker added up, asked of the primary (a worker's own when it runs alone).
 * prom-client answers the primary's requests in a worker once an AggregatorRegistry exists there.
 */
export function clusterMetricsSource(own: () => Promise<string>): () => Promise<string> {
  if (!cluster.isWorker) return own;
  new AggregatorRegistry();
  process.on('message', (message: MetricsMessage) => {
    if (message?.type !== ANSWER) return;
    waiting.get(message.id)?.(message.text ?? null);
    waiting.delete(message.id);
  });
  return () =>
    new Promise((resolve, reject) => {
      asked += 1;
      const id = asked;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer with the metrics'));
      }, 5_000);
      waiting.set(id, (text) => {
        clearTimeout(timer);
        if (text === null) reject(new Error('the workers did not all answer with their metrics'));
        else resolve(text);
      });
      process.send?.({ type: ASK, id });
    });
}
