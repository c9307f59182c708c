import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createTestDatabase } from '@resort/shared/server/testing';
import type { DatabaseHandle } from '@resort/shared/server';

// `npm start` on PostgreSQL: one worker per core (here WORKERS=2), a worker killed mid-traffic is
// replaced while the other keeps serving, /metrics adds the workers up behind its token, and
// SIGTERM lets a request in flight finish before the store ends.

jest.setTimeout(240_000);

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const TOKEN = 'cluster-test-token';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** One request on a connection of its own (so the cluster may hand it to any worker): its status, or 0 when the connection failed. */
const get = (port: number, url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: 0, body }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    // A connection handed to a worker as it was killed is never answered.
    req.setTimeout(10_000, () => req.destroy());
  });

(process.env.DATABASE_URL ? describe : describe.skip)('the store on many processes', () => {
  let db: DatabaseHandle;
  let store: ChildProcess;
  let port: number;
  let output = '';
  /** Told of every line the store writes, on either stream. */
  const heard = new EventEmitter();
  const lineSeen = (pattern: RegExp, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if ((output.match(new RegExp(pattern, 'g')) ?? []).length >= times) {
          heard.off('data', check);
          store.off('exit', gone);
          resolve();
        }
      };
      const gone = () => reject(new Error(`the store ended before ${pattern}:\n${output}`));
      heard.on('data', check);
      store.once('exit', gone);
      check();
    });

  beforeAll(async () => {
    db = await createTestDatabase('postgres', []);
    const url = String((db.pool as unknown as { options: { connectionString: string } }).options.connectionString);
    port = await freePort();
    store = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url, REDIS_URL: '', WORKERS: '2', PORT: String(port), LOG_REQUESTS: '0', METRICS_TOKEN: TOKEN },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    store.stdout?.setEncoding('utf8');
    store.stderr?.setEncoding('utf8');
    for (const stream of [store.stdout, store.stderr]) {
      stream?.on('data', (chunk: string) => {
        output += chunk;
        heard.emit('data');
      });
    }
    await lineSeen(/Resort storefront on http/, 2);
  });

  afterAll(async () => {
    if (store && store.exitCode === null) {
      store.kill('SIGKILL');
      await once(store, 'exit');
    }
    await db?.close();
  });

  test('a worker killed mid-traffic: requests sent after its end are all answered by the other, and it is replaced', async () => {
    const workers = [...output.matchAll(/worker (\d+)\)/g)].map((m) => Number(m[1]));
    expect(workers).toHaveLength(2);
    expect(output).toMatch(/2 workers/);

    const answers: { status: number; afterEnd: boolean }[] = [];
    let ended = false;
    let killed = false;
    const endSeen = lineSeen(/worker \d+ ended/).then(() => {
      ended = true;
    });
    // Four visitors at a time, 300 requests in all; the first worker is killed a third of the way.
    let sent = 0;
    const visitor = async () => {
      while (sent < 300) {
        sent += 1;
        if (sent === 100 && !killed) {
          killed = true;
          process.kill(workers[0], 'SIGKILL');
        }
        const afterEnd = ended;
        const { status } = await get(port, '/api/health');
        answers.push({ status, afterEnd });
      }
    };
    await Promise.all([visitor(), visitor(), visitor(), visitor()]);
    await endSeen;
    const afterEnd = answers.filter((a) => a.afterEnd);
    expect(afterEnd.length).toBeGreaterThan(50);
    expect(afterEnd.filter((a) => a.status !== 200)).toEqual([]);
    // Only what was in flight on the killed worker may be lost.
    expect(answers.filter((a) => a.status !== 200).length).toBeLessThanOrEqual(4);

    await lineSeen(/Resort storefront on http/, 3);
    expect((await get(port, '/api/ready')).status).toBe(200);
  });

  test('/metrics is refused without the token and, with it, adds up every worker', async () => {
    expect((await get(port, '/metrics')).status).toBe(401);
    expect((await get(port, '/metrics', { authorization: 'Bearer wrong' })).status).toBe(401);
    const { status, body } = await get(port, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(status).toBe(200);
    const health = /resort_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} (\d+)/.exec(body);
    // The killed worker's counts went with it; the survivor's and the replacement's are summed.
    expect(Number(health?.[1])).toBeGreaterThan(150);
    expect(body).toMatch(/resort_db_pool_connections\{state="total"\} \d+/);
    expect(body).toMatch(/resort_rate_limit_memory_fallback 0/);
  });

  test('SIGTERM: a request in flight is answered, then every process ends', async () => {
    // A request whose body is still coming: in flight when the stop begins.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x' });
    const answered = new Promise<number>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/account/login', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.setHeader('content-type', 'application/json');
      req.setHeader('content-length', String(Buffer.byteLength(body)));
      req.on('error', () => resolve(0));
      req.write(body.slice(0, 10));
      // Once another request has made the round trip, this one's headers are with a worker.
      void get(port, '/api/health').then(() => {
        store.kill('SIGTERM');
        void lineSeen(/finishing requests in flight/, 2).then(() => req.end(body.slice(10)));
      });
    });
    // Answered (refused for its missing token), not dropped.
    expect(await answered).toBe(403);
    const [code] = await once(store, 'exit');
    expect(code).toBe(0);
    expect(output).toMatch(/SIGTERM: stopping 2 workers/);
  });
});
