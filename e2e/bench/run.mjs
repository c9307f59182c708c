// npm run bench: page weight of the home page per remote and per shared library, how many copies
// of each shared library the page loaded, and the lift ticket search endpoint's throughput and p99
// against a bare Fastify route on the same machine. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../run-e2e.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = 3400;
const BASE = `http://127.0.0.1:${PORT}`;
const SHARED = ['react', 'react-dom', 'styled-components', 'rxjs', 'luxon', 'single-spa', 'single-spa-react', '@resort/shared'];

async function waitFor(url, ms = 120_000, pollMs = 300) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} did not answer`);
}

/** Which shared library each built file belongs to, from every package's mf-manifest.json. */
function sharedFileIndex() {
  const index = new Map();
  for (const dir of readdirSync(repoRoot)) {
    const manifest = path.join(repoRoot, dir, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) continue;
    const m = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const s of m.shared ?? []) {
      // 'react-dom/client' and the like count towards their package.
      const lib = s.name.startsWith('@') ? s.name.split('/').slice(0, 2).join('/') : s.name.split('/')[0];
      for (const file of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]) index.set(`${dir}/${file}`, lib);
    }
  }
  return index;
}

function ownerOf(url) {
  const u = new URL(url);
  const remote = u.pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  if (remote) return { owner: `mfe-${remote[1]}`, file: remote[2] };
  const shell = u.pathname.match(/^\/static\/(.+)$/);
  if (shell) return { owner: 'shell', file: shell[1] };
  return { owner: 'other', file: u.pathname };
}

async function pageWeight() {
  ensureChromium();
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      // What crossed the wire: the precompressed file when the server had one.
      const sent = (await response.request().sizes()).responseBodySize;
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length, sent });
    } catch {}
  });
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await browser.close();

  const index = sharedFileIndex();
  const byOwner = new Map();
  const byShared = new Map();
  for (const s of scripts) {
    const { owner, file } = ownerOf(s.url);
    const o = byOwner.get(owner) ?? { raw: 0, gzip: 0, sent: 0, files: 0 };
    o.raw += s.raw;
    o.gzip += s.gzip;
    o.sent += s.sent;
    o.files += 1;
    byOwner.set(owner, o);
    const lib = index.get(`${owner}/${file}`);
    if (lib) {
      const e = byShared.get(lib) ?? { raw: 0, gzip: 0, copies: new Set() };
      e.raw += s.raw;
      e.gzip += s.gzip;
      e.copies.add(owner);
      byShared.set(lib, e);
    }
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('\nHome page JavaScript by package (raw / gzip / sent over the wire / files):');
  const total = { raw: 0, gzip: 0, sent: 0 };
  for (const [owner, o] of [...byOwner].sort()) {
    console.log(
      `  ${owner.padEnd(24)} ${kb(o.raw).padStart(11)} ${kb(o.gzip).padStart(11)} ${kb(o.sent).padStart(11)} ${String(o.files).padStart(4)}`,
    );
    total.raw += o.raw;
    total.gzip += o.gzip;
    total.sent += o.sent;
  }
  console.log(`  ${'total'.padEnd(24)} ${kb(total.raw).padStart(11)} ${kb(total.gzip).padStart(11)} ${kb(total.sent).padStart(11)}`);
  console.log('\nShared libraries on the home page (raw / gzip / copies loaded, from which build):');
  for (const lib of SHARED) {
    const e = byShared.get(lib);
    if (!e) {
      console.log(`  ${lib.padEnd(24)} not loaded as its own chunk`);
      continue;
    }
    console.log(
      `  ${lib.padEnd(24)} ${kb(e.raw).padStart(11)} ${kb(e.gzip).padStart(11)}   ${e.copies.size} (${[...e.copies].join(', ')})`,
    );
  }
}

async function load(url, { seconds = 5, concurrency = 16 } = {}) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const t = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  return { rps: (latencies.length / elapsed).toFixed(0), p50: p(0.5), p99: p(0.99), n: latencies.length, errors };
}

async function apiThroughput() {
  const Fastify = (await import('fastify')).default;
  const bare = Fastify();
  bare.get('/ping', async () => ({ success: true, data: 'pong' }));
  await bare.listen({ port: PORT + 1, host: '127.0.0.1' });

  const start = new Date(Date.now() + 10 * 86400_000);
  const mmddyyyy = `${String(start.getUTCMonth() + 1).padStart(2, '0')}/${String(start.getUTCDate()).padStart(2, '0')}/${start.getUTCFullYear()}`;
  const search = `${BASE}/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${encodeURIComponent(mmddyyyy)}&numberOfDays=1&ageCategory=adult&showSavings=true`;
  const check = await fetch(search);
  console.log(`\nLift ticket search: ${check.status} for ${search.replace(BASE, '')}`);
  await load(search, { seconds: 1 });
  await load(`http://127.0.0.1:${PORT + 1}/ping`, { seconds: 1 });
  const searchFigures = await load(search);
  const bareFigures = await load(`http://127.0.0.1:${PORT + 1}/ping`);
  await bare.close();
  console.log('Throughput, 16 concurrent connections for 5 s each (one process, one run):');
  console.log(
    `  lift ticket search      ${searchFigures.rps.padStart(6)} req/s   p50 ${searchFigures.p50} ms   p99 ${searchFigures.p99} ms   (${searchFigures.n} requests, ${searchFigures.errors} errors)`,
  );
  console.log(
    `  bare Fastify route      ${bareFigures.rps.padStart(6)} req/s   p50 ${bareFigures.p50} ms   p99 ${bareFigures.p99} ms   (${bareFigures.n} requests, ${bareFigures.errors} errors)`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-bench-'));
// The compiled server, as `npm start` runs it (TypeScript through tsx only before a build).
const compiled = existsSync(path.join(repoRoot, 'shell', 'dist-server', 'main.js'));
const started = performance.now();
const server = spawn(process.execPath, compiled ? ['shell/dist-server/main.js'] : ['--import', 'tsx', 'shell/server/main.ts'], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), PGLITE_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
});
try {
  await waitFor(`${BASE}/api/health`, 120_000, 25);
  console.log(
    `Server (${compiled ? 'compiled' : 'tsx'}) answered /api/health ${(performance.now() - started).toFixed(0)} ms after start, on a new database`,
  );
  await pageWeight();
  await apiThroughput();
} finally {
  server.kill('SIGTERM');
}
