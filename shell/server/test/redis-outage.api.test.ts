import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { DateTime } from 'luxon';
import { metricsRegistry, RATE_LIMITS } from '@resort/shared/server';
import { newVisitor } from '@resort/shared/server/testing';
import { startStore, type StoreUnderTest } from './harness';

// Redis holds the abuse-limit counters of every process. When it goes away (stopped, or stuck and
// not answering) the store keeps selling on counters in its own memory, limits still applied, and
// says so in its log and metrics; when Redis is back the counters are shared again.

jest.setTimeout(120_000);

const PORT = Number(process.env.OUTAGE_REDIS_PORT ?? 6391);
const REDIS_SERVER = '/usr/bin/redis-server';
const day = (n: number) => DateTime.now().setZone('America/Denver').plus({ days: n }).toISODate()!;
const ticket = (n: number) => ({ productId: 'summit-peak-1day', date: day(50 + (n % 10)), quantity: 1, options: { ageCategory: 'adult' } });

async function startRedis(): Promise<ChildProcess> {
  const server = spawn(REDIS_SERVER, ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  // Answers PING once it listens (the client retries until then).
  const probe = new Redis({ port: PORT, host: '127.0.0.1' });
  await probe.ping();
  probe.disconnect();
  return server;
}

async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  if (server.exitCode === null) await once(server, 'exit');
}

const fallbackGauge = async () => (await metricsRegistry.getSingleMetric('resort_rate_limit_memory_fallback')?.get())?.values[0]?.value;

(existsSync(REDIS_SERVER) ? describe : describe.skip)('a Redis outage', () => {
  let redis: ChildProcess;
  let store: StoreUnderTest;

  beforeAll(async () => {
    redis = await startRedis();
    store = await startStore('pglite', { redisUrl: `redis://127.0.0.1:${PORT}` });
  });

  afterAll(async () => {
    await store?.close();
    if (redis && redis.exitCode === null) await stop(redis);
  });

  test('stopped, then stuck: adds keep selling on memory counters (limits still counted), said in metrics; back in Redis once it answers', async () => {
    const counters = store.app.limitCounters;
    const shopper = await newVisitor(store.app);
    expect((await shopper.post('/api/cart/add/liftaccess', ticket(0))).statusCode).toBe(200);
    expect(counters.fallingBack).toBe(false);
    const probe = new Redis({ port: PORT, host: '127.0.0.1' });
    expect((await probe.keys('t-*addToCart*')).length).toBeGreaterThan(0);
    probe.disconnect();

    await stop(redis);
    const during = [];
    for (let i = 1; i <= 5; i += 1) during.push((await shopper.post('/api/cart/add/liftaccess', ticket(i))).statusCode);
    expect(during).toEqual([200, 200, 200, 200, 200]);
    expect(counters.fallingBack).toBe(true);
    expect(await fallbackGauge()).toBe(1);
    // Limits are still applied, in this process's memory.
    const guesser = await newVisitor(store.app);
    const max = RATE_LIMITS.passwordReset.perVisitor!;
    const statuses = [];
    for (let i = 0; i <= max; i += 1)
      statuses.push((await guesser.post('/api/account/username/forgot', { email: `x${i}@example.com` })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, max)).not.toContain(429);

    redis = await startRedis();
    await counters.redisReady();
    expect((await shopper.post('/api/cart/add/liftaccess', ticket(6))).statusCode).toBe(200);
    expect(counters.fallingBack).toBe(false);
    expect(await fallbackGauge()).toBe(0);

    // Stuck (the process paused): commands time out, the add is still answered, on memory counters.
    redis.kill('SIGSTOP');
    try {
      expect((await shopper.post('/api/cart/add/liftaccess', ticket(7))).statusCode).toBe(200);
      expect(counters.fallingBack).toBe(true);
      expect((await shopper.post('/api/cart/add/liftaccess', ticket(8))).statusCode).toBe(200);
    } finally {
      redis.kill('SIGCONT');
    }
  });
});
