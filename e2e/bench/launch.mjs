// npm run bench:launch (after a build): a pass-sale launch on PostgreSQL + Redis with the cluster.
// A crowd of visitors, each with its own session and groups of them behind one address (a Wi-Fi,
// a carrier's NAT), browse, search varied dates and parties, add, and check out for a few hot days
// (then the next days, once those are sold out),
// for a soak of LAUNCH_SOAK_SECONDS (default 600). Prints orders per second, p50/p99 per step,
// answers by status, and each worker's memory at the start and the end of the soak.
// Settings: LAUNCH_SOAK_SECONDS, LAUNCH_VISITORS (visitors at once, default 24), WORKERS (default
// one per core), LAUNCH_PORT (default 3100), LAUNCH_REDIS_PORT (its own redis-server, default 6399).
// Loopback only; every loop ends with the soak, every request after 30 s.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { benchDatabase, startStore } from './store.mjs';

const soakSeconds = Number(process.env.LAUNCH_SOAK_SECONDS ?? 600);
const crowd = Number(process.env.LAUNCH_VISITORS ?? 24);
const port = Number(process.env.LAUNCH_PORT ?? 3100);
const redisPort = Number(process.env.LAUNCH_REDIS_PORT ?? 6399);
/** Visitors per shared address: a base-area Wi-Fi's worth. */
const PER_ADDRESS = 50;
const HOT_DAYS = [7, 8, 9];
const TOKEN = 'launch-bench';

const isoDay = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const usDay = (iso) => iso.replace(/(\d+)-(\d+)-(\d+)/, '$2/$3/$1');

// ---- figures --------------------------------------------------------------------------------
const steps = new Map();
const statuses = new Map();
function record(step, ms, status) {
  if (!steps.has(step)) steps.set(step, []);
  steps.get(step).push(ms);
  const key = `${step} ${status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
}
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

// ---- the store's processes ------------------------------------------------------------------
function workerPids(primary) {
  try {
    return readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [primary];
  }
}
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}
const memory = (primary) => Object.fromEntries(workerPids(primary).map((pid) => [pid, rssMb(pid)]));

// ---- one visitor ----------------------------------------------------------------------------
let visitors = 0;
let people = 0;
let running = true;
/** The last day after the hot ones found sold out: later visitors look past it. */
let soldOutUntil = Math.max(...HOT_DAYS);

async function call(base, step, visitor, path, init = {}) {
  const started = performance.now();
  let status = 0;
  let body = null;
  try {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        'x-forwarded-for': visitor.ip,
        ...(visitor.cookies.size ? { cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(visitor.token ? { RequestVerificationToken: visitor.token } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(30_000),
    });
    status = res.status;
    const rotated = res.headers.get('requestverificationtoken');
    if (rotated) visitor.token = rotated;
    // A jar, as a browser keeps one: a page also sets the visitor-id cookie beside the session's.
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair.indexOf('=');
      visitor.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    body = (res.headers.get('content-type') ?? '').includes('json') ? await res.json() : await res.text();
  } catch {
    status = 0;
  }
  record(step, performance.now() - started, status);
  return { status, body };
}

const post = (base, step, v, path, body) => call(base, step, v, path, { method: 'POST', body: JSON.stringify(body ?? {}) });

async function journey(base) {
  visitors += 1;
  const group = Math.floor(visitors / PER_ADDRESS);
  const v = { ip: `198.18.${(group >> 8) & 255}.${group & 255}`, cookies: new Map(), token: '' };
  const session = await call(base, 'session', v, '/api/account/session');
  if (session.status !== 200) return;
  v.token = session.body.data.csrfToken;
  await call(base, 'browse', v, '/');
  // Varied dates and parties before the choice, as people compare.
  const party = 1 + (visitors % 3);
  for (let i = 0; i < 2; i += 1) {
    const day = HOT_DAYS[(visitors + i) % HOT_DAYS.length] + (i ? visitors % 20 : 0);
    const age = ['adult', 'child', 'teen'][(visitors + i) % 3];
    await call(
      base,
      'search',
      v,
      `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${encodeURIComponent(usDay(isoDay(day)))}&numberOfDays=${1 + (i % 2)}&ageCategory=${age}`,
    );
  }
  // A hot day first; once it is sold out (409), the next days, as a skier who still wants to ski would.
  let added = { status: 0, body: null };
  for (let attempt = 0; attempt < 4 && added.status !== 200; attempt += 1) {
    const day = attempt === 0 ? HOT_DAYS[visitors % HOT_DAYS.length] : soldOutUntil + attempt;
    added = await post(base, 'add', v, '/api/cart/add/liftaccess', {
      productId: 'summit-peak-1day',
      date: isoDay(day),
      quantity: party,
      options: { ageCategory: 'adult' },
    });
    if (added.status === 409 && attempt > 0) soldOutUntil = Math.max(soldOutUntil, day);
  }
  if (added.status !== 200) return;
  const itemId = added.body.data.added[0].id;
  for (let unit = 0; unit < party; unit += 1) {
    people += 1;
    await post(base, 'assign', v, '/api/cart/assign-traveler', {
      itemId,
      unitIndex: unit,
      firstName: 'Skier',
      lastName: `Launch${process.pid}x${people}`,
      dateOfBirth: '02/14/1990',
    });
  }
  await post(base, 'configure', v, `/api/cart/configure/lift-tickets?cartProductId=${itemId}&isErolAccepted=true`);
  await post(base, 'address', v, '/api/checkout/address', {
    firstName: 'Pat',
    lastName: 'Launch',
    email: 'launch@example.com',
    line1: '1 Lift Line',
    city: 'Breckenridge',
    region: 'CO',
    postalCode: '80424',
    country: 'US',
  });
  const paid = await post(base, 'payment', v, '/api/checkout/payment', {
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    nameOnCard: 'Pat Launch',
  });
  if (paid.status !== 200) return;
  await post(base, 'complete', v, '/api/checkout/complete', { paymentToken: paid.body.data.token, acceptTerms: true });
}

async function visitorLoop(base) {
  while (running) await journey(base);
}

// ---- the run --------------------------------------------------------------------------------
const db = await benchDatabase();
if (db.kind !== 'PostgreSQL') throw new Error('The launch bench needs PostgreSQL (DATABASE_URL, or a server on 127.0.0.1:5432)');
const redis = existsSync('/usr/bin/redis-server')
  ? spawn('/usr/bin/redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
  : null;
const redisUrl = redis ? `redis://127.0.0.1:${redisPort}` : process.env.REDIS_URL;
if (!redisUrl) throw new Error('The launch bench needs Redis (redis-server on the PATH, or REDIS_URL)');

let store;
try {
  store = await startStore(port, { ...db.env, REDIS_URL: redisUrl, TRUST_PROXY: '1', METRICS_TOKEN: TOKEN });
  const primary = store.pid;
  // Warm-up: a visitor per worker goes through once before the clock starts.
  await Promise.all(workerPids(primary).map(() => journey(store.url)));
  steps.clear();
  statuses.clear();

  const before = memory(primary);
  console.log(`Launch bench: ${workerPids(primary).length} workers, ${crowd} visitors at once, soak ${soakSeconds} s`);
  const started = performance.now();
  const timer = setTimeout(() => {
    running = false;
  }, soakSeconds * 1000);
  await Promise.all(Array.from({ length: crowd }, () => visitorLoop(store.url)));
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  const after = memory(primary);

  const orders = statuses.get('complete 200') ?? 0;
  console.log(`\norders: ${orders} in ${seconds.toFixed(0)} s = ${(orders / seconds).toFixed(2)} orders/s; ${visitors} journeys`);
  console.log('\nstep        count     p50 ms   p99 ms');
  for (const [step, times] of steps) {
    const sorted = times.sort((a, b) => a - b);
    console.log(
      `${step.padEnd(10)} ${String(sorted.length).padStart(6)} ${pct(sorted, 50).toFixed(1).padStart(10)} ${pct(sorted, 99).toFixed(1).padStart(8)}`,
    );
  }
  console.log('\nanswers by status:');
  for (const [key, n] of [...statuses].sort()) console.log(`  ${key.padEnd(18)} ${n}`);
  console.log('\nworker memory (RSS MB), start -> end of soak:');
  for (const pid of new Set([...Object.keys(before), ...Object.keys(after)])) {
    console.log(`  worker ${pid}: ${before[pid] ?? '-'} -> ${after[pid] ?? '(replaced)'}`);
  }
  const metrics = await (await fetch(`${store.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  console.log('\nfrom /metrics:');
  for (const line of metrics.split('\n')) {
    if (/^resort_(orders_total|holds_total|rate_limit_refusals_total|rate_limit_memory_fallback|db_pool_connections)/.test(line))
      console.log(`  ${line}`);
  }
} finally {
  await store?.stop();
  if (redis) {
    redis.kill('SIGTERM');
    if (redis.exitCode === null) await once(redis, 'exit');
  }
  await db.drop();
}
