// Lighthouse's mobile profile (its default: simulated slow 4G and a 4x slower CPU) on every page
// type of the store (pages.mjs). Each run is its own lighthouse process with its own Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchPages, chosenPages, visitorWithTicket } from './pages.mjs';

const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

/** The issue's targets, judged on each page's one run. */
export const LIGHTHOUSE_TARGETS = { score: 0.95, lcp: 2.0, cls: 0.05, tbt: 100 };
const TARGET_TEXT = `≥ ${LIGHTHOUSE_TARGETS.score}, LCP ≤ ${LIGHTHOUSE_TARGETS.lcp.toFixed(1)} s, CLS ≤ ${LIGHTHOUSE_TARGETS.cls}, TBT ≤ ${LIGHTHOUSE_TARGETS.tbt} ms`;

const met = (x) =>
  x.score >= LIGHTHOUSE_TARGETS.score &&
  x.lcp <= LIGHTHOUSE_TARGETS.lcp &&
  x.cls <= LIGHTHOUSE_TARGETS.cls &&
  x.tbt <= LIGHTHOUSE_TARGETS.tbt;

/** What a row misses, e.g. "TBT" or "score, LCP": read beside the figures. */
function misses(x) {
  const t = LIGHTHOUSE_TARGETS;
  return [x.score < t.score && 'score', x.lcp > t.lcp && 'LCP', x.cls > t.cls && 'CLS', x.tbt > t.tbt && 'TBT'].filter(Boolean).join(', ');
}

async function audit(url, report, cookie) {
  const args = [
    cli,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
  ];
  // Lighthouse's Chromium starts with no cookies: a visitor's cart reaches it as the session cookie.
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * The part of Lighthouse's TBT that is the browser's own first task: the navigation's commit (making
 * the page's script contexts, reading the first bytes), which Lighthouse cannot attribute to a script
 * ("Unattributable") and whose simulated end often falls after the simulated first paint. Computed as
 * Lighthouse computes TBT (each long task's time past 50 ms between FCP and TTI) over its own list of
 * simulated long tasks; the rest is the page's own scripts and layout.
 */
function navigationBlocking(r) {
  const fcp = r.audits['first-contentful-paint']?.numericValue ?? 0;
  const tti = r.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  let sum = 0;
  for (const task of r.audits['long-tasks']?.details?.items ?? []) {
    if (task.url !== 'Unattributable' || task.startTime >= fcp) continue;
    sum += Math.max(0, Math.min(task.startTime + task.duration, tti) - fcp - 50);
  }
  return sum;
}

const reason = (error) =>
  String(error.stderr || error.message || error)
    .trim()
    .split('\n')[0]
    .slice(0, 160);
const FAILED = {
  score: Number.NaN,
  lcp: Number.NaN,
  cls: Number.NaN,
  tbt: Number.NaN,
  tbtNavigation: Number.NaN,
  fcp: Number.NaN,
  cpu: Number.NaN,
  warnings: [],
};

export async function lighthouse(base) {
  const out = mkdtempSync(path.join(tmpdir(), 'resort-lighthouse-'));
  const pages = chosenPages(await benchPages(base));
  const rows = [];
  for (const page of pages) {
    const report = path.join(out, `${page.key}.json`);
    // Lighthouse now and then loses its own trace (NO_NAVSTART: the trace lacks the navigation's start)
    // or its Chromium fails to open the page (an interstitial): that run measured nothing, so it is run
    // again, up to twice (one page once lost two runs in a row); a page failing three times is reported
    // as failed and the other pages still run. The cart is filled just before each run, so its ticket's
    // hold is fresh whatever the runs before took.
    const once = async () => audit(`${base}${page.path}`, report, page.withTicket ? (await visitorWithTicket(base)).cookie : undefined);
    const again = (error) => {
      console.log(`  (Lighthouse failed on ${page.name}: ${reason(error)}; run again)`);
      return once();
    };
    const failure = await once()
      .catch(again)
      .catch(again)
      .then(
        () => null,
        (error) => reason(error),
      );
    if (failure) {
      rows.push({ ...FAILED, key: page.key, page: page.name, path: page.path, failure });
      console.log(`  ${page.name}: failed (${failure})`);
      continue;
    }
    const r = JSON.parse(readFileSync(report, 'utf8'));
    const a = (id) => r.audits[id]?.numericValue ?? Number.NaN;
    const row = {
      key: page.key,
      page: page.name,
      path: page.path,
      score: r.categories.performance.score ?? Number.NaN,
      lcp: a('largest-contentful-paint') / 1000,
      cls: a('cumulative-layout-shift'),
      tbt: a('total-blocking-time'),
      tbtNavigation: navigationBlocking(r),
      fcp: a('first-contentful-paint') / 1000,
      // Lighthouse's own measure of the machine's speed during the run (higher is faster): on a shared
      // machine the same build's TBT follows it.
      cpu: r.environment?.benchmarkIndex ?? Number.NaN,
      // A page that answered with an error, or redirected elsewhere, is not the page meant.
      finalUrl: r.finalDisplayedUrl ?? r.finalUrl,
      warnings: r.runWarnings ?? [],
    };
    rows.push(row);
    console.log(
      `  ${row.page}: ${row.score.toFixed(2)}, LCP ${row.lcp.toFixed(2)} s, TBT ${row.tbt.toFixed(0)} ms (navigation ${row.tbtNavigation.toFixed(0)} ms), CPU index ${row.cpu.toFixed(0)}`,
    );
  }
  printTable(rows, out);
  return rows;
}

function printTable(rows, out) {
  console.log(`\nLighthouse, mobile profile (one run each; reports in ${out}); targets ${TARGET_TEXT}:`);
  console.log(
    `  ${'page'.padEnd(40)} ${'score'.padStart(6)} ${'LCP'.padStart(8)} ${'CLS'.padStart(7)} ${'TBT'.padStart(9)} ${'of it nav.'.padStart(10)} ${'FCP'.padStart(8)} ${'CPU index'.padStart(10)}  misses`,
  );
  for (const x of rows) {
    console.log(
      `  ${x.page.padEnd(40)} ${x.score.toFixed(2).padStart(6)} ${`${x.lcp.toFixed(2)} s`.padStart(8)} ${x.cls.toFixed(3).padStart(7)} ${`${x.tbt.toFixed(0)} ms`.padStart(9)} ${`${x.tbtNavigation.toFixed(0)} ms`.padStart(10)} ${`${x.fcp.toFixed(2)} s`.padStart(8)} ${x.cpu.toFixed(0).padStart(10)}  ${x.failure ? 'FAILED' : misses(x) || '-'}`,
    );
  }
  for (const x of rows) {
    if (x.failure) console.log(`  FAILED ${x.page}: ${x.failure}`);
    const landed = x.finalUrl ? new URL(x.finalUrl) : null;
    if (landed && landed.pathname !== x.path.split('?')[0]) console.log(`  note: ${x.page} ended on ${landed.pathname}`);
    for (const w of x.warnings) console.log(`  warning (${x.page}): ${w}`);
  }
  const meeting = rows.filter(met).length;
  console.log(`  ${meeting} of ${rows.length} pages meet every target`);
  console.log(
    "  (TBT's 'of it nav.': the browser's own navigation task past the simulated first paint, not a script of the page; see navigationBlocking)",
  );
}

/** The summary's lines: one per page, each judged on all four targets, its CPU index beside it. */
export const lighthouseTargets = (rows) =>
  rows.map((x) => [
    `Lighthouse ${x.page}`,
    x.failure
      ? `failed: ${x.failure.slice(0, 60)}`
      : `${x.score.toFixed(2)}, LCP ${x.lcp.toFixed(2)} s, CLS ${x.cls.toFixed(3)}, TBT ${x.tbt.toFixed(0)} ms, CPU ${x.cpu.toFixed(0)}`,
    TARGET_TEXT,
    met(x),
  ]);
