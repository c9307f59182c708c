// The load generator, in a process of its own so it takes no CPU from the server it measures:
// node load.mjs '<json options>' prints autocannon's figures as one JSON line.
// Options: url, connections, seconds, headers (sent with every request), and
// - `addToCart: { body, visitors, firstDay, days }`: visitor sessions are opened before the clock
//   starts, each from its own address (the store trusts X-Forwarded-For under TRUST_PROXY=1, so the
//   per-address limit counts each visitor), and every request adds one lift ticket for the next
//   visitor in turn, on a day spread over `days` so no day sells out;
// - `varied: { kind: 'lift' | 'lodging', resorts }`: every request a search of its own;
// - `pid`: the serving process, whose share of one core while the clock runs is printed as `busy`.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** The CPU seconds a process has used (Linux: /proc/<pid>/stat, user + system, in 1/100 s); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const o = JSON.parse(process.argv[2]);
const base = new URL(o.url).origin;
let visitors = 0;

async function visitor() {
  visitors += 1;
  const ip = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  const res = await fetch(`${base}/api/account/session`, { headers: { 'x-forwarded-for': ip } });
  const cookie = res.headers.getSetCookie()[0].split(';')[0];
  return { ip, cookie, token: (await res.json()).data.csrfToken };
}

/** A JSON request's headers as this visitor's browser sends them. */
const asVisitor = (s) => ({
  ...o.headers,
  'content-type': 'application/json',
  cookie: s.cookie,
  RequestVerificationToken: s.token,
  'x-forwarded-for': s.ip,
});

const requests = [];
if (o.addToCart) {
  const sessions = [];
  while (sessions.length < o.addToCart.visitors) sessions.push(...(await Promise.all(Array.from({ length: 50 }, visitor))));
  let n = 0;
  requests.push({
    method: 'POST',
    setupRequest: (req) => {
      // Far more visitors than connections: no visitor ever has two adds in flight.
      const s = sessions[n++ % sessions.length];
      const day = new Date(Date.now() + (o.addToCart.firstDay + (n % o.addToCart.days)) * 86400_000);
      return {
        ...req,
        headers: asVisitor(s),
        body: JSON.stringify({ ...o.addToCart.body, date: day.toISOString().slice(0, 10) }),
      };
    },
  });
}

// Searches as visitors send them: every request its own resort, first day, length and party, so
// no answer is one the server has just given (the repeated-search figure measures that case).
const us = (daysAhead) => {
  const d = new Date(Date.now() + daysAhead * 86400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};
if (o.varied) {
  const { kind, resorts } = o.varied;
  const sessions = kind === 'lodging' ? await Promise.all(Array.from({ length: 50 }, visitor)) : [];
  let n = 0;
  requests.push({
    method: kind === 'lodging' ? 'POST' : 'GET',
    setupRequest: (req) => {
      n += 1;
      // Co-prime steps walk every combination before one repeats.
      const first = 3 + ((n * 7) % 90);
      const length = 1 + ((n * 3) % 5);
      if (kind === 'lift') {
        const query = new URLSearchParams({
          resort: resorts[n % resorts.length],
          startDate: us(first),
          numberOfDays: String(length),
          ageCategory: ['adult', 'child', 'senior'][n % 3],
          showSavings: 'true',
        });
        return { ...req, path: `/api/liftaccess/lift-tickets/search?${query}` };
      }
      const s = sessions[n % sessions.length];
      const children = n % 3;
      const body = {
        arrivaldate: us(first),
        departuredate: us(first + length),
        adultcount: 1 + (n % 4),
        childcount: children,
        childagearray: Array.from({ length: children }, (_, i) => String(4 + ((n + i) % 12))).join(','),
        ...(n % 2 ? { resort: resorts[n % resorts.length] } : {}),
      };
      return {
        ...req,
        path: '/api/lodging/results',
        headers: asVisitor(s),
        body: JSON.stringify(body),
      };
    },
  });
}

const cpuBefore = o.pid ? cpuSeconds(o.pid) : null;
const clockBefore = performance.now();
const result = await autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.seconds,
  headers: o.headers,
  ...(requests.length ? { requests } : {}),
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    busy: cpuBefore === null ? null : (cpuSeconds(o.pid) - cpuBefore) / ((performance.now() - clockBefore) / 1000),
  }),
);
