// Contention: 1,000 buyers of one day's last 100 places, split over two store processes on one
// PostgreSQL database, all at once. Prints how long the race takes to settle and checks that
// nothing was oversold.

const BUYERS = 1000;
const PLACES = 100;

async function visitor(base, i) {
  // Each buyer from an address of its own, through the trusted proxy header (TRUST_PROXY=1).
  const ip = `172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}`;
  const res = await fetch(`${base}/api/account/session`, { headers: { 'x-forwarded-for': ip } });
  return { base, ip, cookie: res.headers.getSetCookie()[0].split(';')[0], token: (await res.json()).data.csrfToken };
}

export async function race(stores, db, { resort, productId, isoDay, label = 'one run' }) {
  await db.query(
    `INSERT INTO liftaccess.ledger_capacity (resource_id, pool, day, total, sold) VALUES ($1, 'lift', $2, $3, 0)
     ON CONFLICT (resource_id, pool, day) DO UPDATE SET total = $3`,
    [resort, isoDay, PLACES],
  );
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 100) {
    buyers.push(...(await Promise.all(Array.from({ length: 100 }, (_, k) => visitor(stores[(i + k) % stores.length].url, i + k)))));
  }
  const body = JSON.stringify({ productId, date: isoDay, quantity: 1, options: { ageCategory: 'adult' } });
  const started = performance.now();
  const statuses = await Promise.all(
    buyers.map(async (b) => {
      try {
        const res = await fetch(`${b.base}/api/cart/add/liftaccess`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: b.cookie, RequestVerificationToken: b.token, 'x-forwarded-for': b.ip },
          body,
        });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 'network error';
      }
    }),
  );
  const settle = (performance.now() - started) / 1000;
  const count = (s) => statuses.filter((x) => x === s).length;
  const others = statuses.filter((x) => x !== 200 && x !== 409);
  const {
    rows: [ledger],
  } = await db.query(
    `SELECT c.total, c.sold,
       (SELECT coalesce(sum(quantity), 0)::int FROM liftaccess.ledger_holds h
         WHERE h.resource_id = c.resource_id AND h.pool = c.pool AND h.day = c.day
           AND h.status = 'held' AND h.expires_at > statement_timestamp()) AS held
     FROM liftaccess.ledger_capacity c WHERE c.resource_id = $1 AND c.pool = 'lift' AND c.day = $2`,
    [resort, isoDay],
  );
  const oversold = ledger.sold + ledger.held > ledger.total;
  console.log(`\nRace: ${BUYERS} buyers for ${PLACES} places of ${resort} on ${isoDay}, two processes on PostgreSQL (${label}):`);
  console.log(
    `  settled in ${settle.toFixed(2)} s: ${count(200)} added, ${count(409)} "Sold Out", ${others.length} other answers${others.length ? ` (${[...new Set(others)].join(', ')})` : ''}`,
  );
  console.log(`  ledger: ${ledger.held} held + ${ledger.sold} sold of ${ledger.total} — ${oversold ? 'OVERSOLD' : 'nothing oversold'}`);
  return { settle, added: count(200), oversold };
}
