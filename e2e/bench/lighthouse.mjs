// Lighthouse's mobile profile (its default: simulated slow 4G and a 4x slower CPU) on the four
// pages most visitors book through. Each run is its own lighthouse process with its own Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

/** MM/dd/yyyy of the resort's day `daysAhead` from today (the resorts are in Mountain time). */
function resortDay(daysAhead) {
  const d = new Date(Date.now() + daysAhead * 86400_000);
  const [y, m, day] = d.toLocaleDateString('en-CA', { timeZone: 'America/Denver' }).split('-');
  return `${m}/${day}/${y}`;
}

export const LIGHTHOUSE_PAGES = () => [
  { name: 'home', path: '/' },
  {
    name: 'lift ticket results',
    path: `/lift-tickets?resort=summit-peak&startDate=${encodeURIComponent(resortDay(10))}&numberOfDays=1&ageGroup=adult`,
  },
  {
    name: 'lodging results',
    path: `/lodging?${new URLSearchParams({ arrivaldate: resortDay(30), departuredate: resortDay(33), adultcount: '2', childcount: '1', childagearray: '8' })}`,
  },
  { name: 'cart', path: '/cart' },
];

export async function lighthouse(base) {
  const out = mkdtempSync(path.join(tmpdir(), 'resort-lighthouse-'));
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES()) {
    const report = path.join(out, `${page.name.replaceAll(' ', '-')}.json`);
    const audit = () =>
      run(
        process.execPath,
        [
          cli,
          `${base}${page.path}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
          '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
      );
    // Lighthouse now and then loses its own trace (NO_NAVSTART): that run measured nothing, so it is run again.
    await audit().catch((error) => {
      if (!/NO_NAVSTART|recording the trace/.test(String(error.stderr ?? error))) throw error;
      console.log(`  (Lighthouse lost its trace of ${page.name}; run again)`);
      return audit();
    });
    const r = JSON.parse(readFileSync(report, 'utf8'));
    const a = (id) => r.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      page: page.name,
      score: r.categories.performance.score,
      lcp: a('largest-contentful-paint') / 1000,
      cls: a('cumulative-layout-shift'),
      tbt: a('total-blocking-time'),
      fcp: a('first-contentful-paint') / 1000,
      // Lighthouse's own measure of the machine's speed during the run (higher is faster): on a shared
      // machine the same build's TBT follows it.
      cpu: r.environment?.benchmarkIndex ?? Number.NaN,
    });
  }
  console.log('\nLighthouse, mobile profile (one run each; reports in ' + out + '):');
  console.log(
    `  ${'page'.padEnd(22)} ${'score'.padStart(6)} ${'LCP'.padStart(8)} ${'CLS'.padStart(7)} ${'TBT'.padStart(9)} ${'FCP'.padStart(8)} ${'CPU index'.padStart(10)}`,
  );
  for (const x of rows) {
    console.log(
      `  ${x.page.padEnd(22)} ${x.score.toFixed(2).padStart(6)} ${`${x.lcp.toFixed(2)} s`.padStart(8)} ${x.cls.toFixed(3).padStart(7)} ${`${x.tbt.toFixed(0)} ms`.padStart(9)} ${`${x.fcp.toFixed(2)} s`.padStart(8)} ${x.cpu.toFixed(0).padStart(10)}`,
    );
  }
  return rows;
}
