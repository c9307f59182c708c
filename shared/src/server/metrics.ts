import client from 'prom-client';

/**
 * The store's Prometheus series, in prom-client's default registry: under node:cluster the
 * primary's AggregatorRegistry asks every worker for that registry and adds them up.
 */
export const metricsRegistry = client.register;

export const requestDuration = new client.Histogram({
  name: 'resort_http_request_duration_seconds',
  help: 'Answered requests by route pattern and status; its _count gives the request rate.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});

export const holdsCounter = new client.Counter({
  name: 'resort_holds_total',
  help: 'Holds on capacity by line and outcome: taken, refused (sold out or not allowed), expired.',
  labelNames: ['line', 'outcome'] as const,
});

/** A line's hold on capacity, counted as taken or refused. */
export async function countedHold<T>(line: string, hold: Promise<T>): Promise<T> {
  try {
    const taken = await hold;
    holdsCounter.inc({ line, outcome: 'taken' });
    return taken;
  } catch (error) {
    holdsCounter.inc({ line, outcome: 'refused' });
    throw error;
  }
}

export const ordersCounter = new client.Counter({
  name: 'resort_orders_total',
  help: 'Completed checkouts by outcome: paid, declined, failed, pending (settled later).',
  labelNames: ['outcome'] as const,
});

export const settlementsCounter = new client.Counter({
  name: 'resort_payment_settlements_total',
  help: 'Payments caught between charge and order settled after the fact, by outcome.',
  labelNames: ['outcome'] as const,
});

export const remoteFallbacks = new client.Counter({
  name: 'resort_remote_fallbacks_total',
  help: "Visitors of a remote's canary build moved to its stable build, by remote, canary build (its entry) and reason (load, mount).",
  labelNames: ['remote', 'build', 'reason'] as const,
});

export const rateLimitRefusals = new client.Counter({
  name: 'resort_rate_limit_refusals_total',
  help: 'Requests answered 429 by policy and by the counter that was full (visitor, address, account, accountAddress).',
  labelNames: ['policy', 'scope'] as const,
});

export const redisFallback = new client.Gauge({
  name: 'resort_rate_limit_memory_fallback',
  help: '1 while Redis cannot be reached and abuse limits are counted in this process memory, else 0.',
  // Across workers: 1 when any of them is counting in memory.
  aggregator: 'max',
});

const pools = new Set<import('pg').Pool>();

/** A PostgreSQL pool whose use is reported (and forgotten when it ends). */
export function watchPool(pool: import('pg').Pool): void {
  pools.add(pool);
}

export const forgetPool = (pool: import('pg').Pool) => pools.delete(pool);

new client.Gauge({
  name: 'resort_db_pool_connections',
  help: 'PostgreSQL pool connections by state: total, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const p of pools) {
      total += p.totalCount;
      idle += p.idleCount;
      waiting += p.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

let defaultsStarted = false;

/** Process series (memory, CPU, event-loop lag): once per process, by the server's entry only. */
export function collectProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  client.collectDefaultMetrics({ prefix: 'resort_' });
}

/** Adds up the workers' registries in the primary of node:cluster (and answers its asks in a worker). */
export { AggregatorRegistry } from 'prom-client';

/** Times every answered request by its route pattern (never the raw URL: bounded series) and status. */
export function registerRequestMetrics(app: import('fastify').FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
