// How soon the page answers a visitor's input, at Lighthouse's 4x slower CPU: opening a date
// picker, choosing a day in it, changing a guest count and adding to cart, each done as a visitor
// does it (a click on the control found by its label) in Playwright's Chromium, and timed by the
// page itself with the Event Timing API: an interaction's latency is the longest of its events'
// durations (input to the next paint after its handlers), as Chromium reports it for INP.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChromium } from './chromium.mjs';
import { resortDay } from './pages.mjs';

export const INTERACTION_TARGET_MS = 100;
/** The Event Timing API's smallest threshold: a shorter interaction reports no entry. */
const THRESHOLD_MS = 16;
/** Lighthouse's mobile profile: its screen and its CPU slowdown (no network throttling: input is what is timed). */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: false };
const CPU_SLOWDOWN = 4;

/** Runs in the page before its own scripts: every event entry of an interaction is kept. */
function observeEvents(threshold) {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__benchEvents.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/**
 * One interaction: `act` is the visitor's input, `answered` waits for what the page shows in
 * reply. Its events' entries come after the paint that follows; the wait for them ends when the
 * entry of the input's last event (`last`, e.g. 'click') is there, or after 3 s: then every event
 * of the interaction took under the threshold.
 */
async function timeInteraction(page, { act, answered, last = 'click' }) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await answered();
  await page
    .waitForFunction(([from, name]) => window.__benchEvents.some((e) => e.start >= from && e.name === name), [since, last], {
      timeout: 3000,
    })
    .catch(() => {});
  const entries = await page.evaluate((from) => window.__benchEvents.filter((e) => e.start >= from), since);
  const byInteraction = new Map();
  for (const e of entries) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const latencies = [...byInteraction.values()];
  return {
    ms: latencies.length ? Math.max(...latencies) : null,
    events: entries.map((e) => `${e.name} ${e.duration}`).join(', '),
    interactions: byInteraction.size,
  };
}

/** A page opened as a new visitor would, with the CPU slowed before its first byte. */
async function openSlowed(browser, url) {
  const context = await browser.newContext(MOBILE);
  await context.addInitScript(observeEvents, THRESHOLD_MS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  return { page, context };
}

/** Lighthouse's index of the machine's speed (its benchmarkIndex), measured in a page at full speed. */
async function cpuIndex(browser) {
  const page = await browser.newPage();
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  await page.close();
  return index;
}

export async function interactions(base) {
  const browser = await launchChromium();
  const rows = [];
  try {
    const before = await cpuIndex(browser);
    console.log(`\nInteractions at ${CPU_SLOWDOWN}x CPU slowdown, ${MOBILE.viewport.width} px wide, Event Timing (one run each):`);
    for (const scenario of SCENARIOS) {
      const { page, context } = await openSlowed(browser, `${base}${scenario.path()}`);
      const record = (name, where, figure) => {
        rows.push({ name, where, ...figure });
        const ms = figure.ms === null ? `< ${THRESHOLD_MS} ms` : `${figure.ms} ms`;
        console.log(`  ${name}: ${ms} (${where}; ${figure.events || 'no entry over the threshold'})`);
      };
      // A scenario that fails is reported, and the others still run.
      await scenario.run(page, record).catch((error) => {
        const failure = String(error.message ?? error).split('\n')[0];
        rows.push({ name: scenario.name, where: scenario.path(), ms: Number.NaN, failure });
        console.log(`  ${scenario.name}: FAILED (${failure})`);
      });
      await context.close();
    }
    const after = await cpuIndex(browser);
    console.log(`  CPU index (Lighthouse's benchmarkIndex, at full speed): ${before.toFixed(0)} before, ${after.toFixed(0)} after`);
    for (const r of rows) r.cpu = (before + after) / 2;
  } finally {
    await browser.close();
  }
  return rows;
}

/** Each page opened anew, as a visitor arriving; `record` is called once per timed interaction. */
const SCENARIOS = [
  {
    name: 'lift tickets date picker',
    path: () => '/lift-tickets',
    async run(page, record) {
      const toggle = page.getByRole('button', { name: 'Choose First day from calendar' });
      await toggle.waitFor();
      const calendar = page.getByRole('dialog', { name: 'First day calendar' });
      record(
        'open a date picker',
        'lift tickets, First day',
        await timeInteraction(page, {
          act: () => toggle.click(),
          answered: () => calendar.locator('[data-date]').first().waitFor(),
        }),
      );
      const field = page.getByLabel('First day', { exact: true });
      // The month shown's last day that can be picked: there is one even at the month's end.
      const day = calendar.locator('[data-date]:not([aria-disabled="true"])').last();
      const picked = await day.getAttribute('data-date');
      record(
        'choose a day',
        `lift tickets, First day ${picked}`,
        await timeInteraction(page, {
          act: () => day.click(),
          answered: async () => {
            await calendar.waitFor({ state: 'hidden' });
            if (!(await field.inputValue())) throw new Error('the picked day did not reach the First day field');
          },
        }),
      );
    },
  },
  {
    name: 'lodging guests',
    path: () => '/lodging',
    async run(page, record) {
      const adults = page.getByRole('spinbutton', { name: 'Adults' });
      await adults.waitFor();
      const was = Number(await adults.inputValue());
      record(
        'change a guest count',
        'lodging, Adults +1',
        await timeInteraction(page, {
          act: () => page.getByRole('button', { name: 'More Adults' }).click(),
          answered: () => page.waitForFunction((n) => Number(document.getElementById('lodging-adults')?.value) === n, was + 1),
        }),
      );
    },
  },
  {
    name: 'lift ticket results',
    path: () => `/lift-tickets?resort=summit-peak&startDate=${encodeURIComponent(resortDay(16))}&numberOfDays=1&ageGroup=adult`,
    async run(page, record) {
      const results = page.getByTestId('lift-results');
      const more = results.getByRole('button', { name: /^More Adult/ });
      await more.waitFor();
      const was = Number(await results.getByRole('spinbutton', { name: /^Adult/ }).inputValue());
      record(
        'change a ticket count',
        'lift ticket results, Adult +1',
        await timeInteraction(page, {
          act: () => more.click(),
          answered: () => page.waitForFunction((n) => Number(document.getElementById('qty-adult')?.value) === n, was + 1),
        }),
      );
      record(
        'add to cart',
        'lift ticket results, Add to cart',
        await timeInteraction(page, {
          act: () => page.getByTestId('add-to-cart').click(),
          answered: () => page.getByTestId('add-to-cart-dialog').waitFor(),
        }),
      );
    },
  },
];

/** The summary's lines: each interaction judged on its own. */
export const interactionTargets = (rows) =>
  rows.map((r) => [
    `input: ${r.name}`,
    r.failure
      ? `failed: ${r.failure.slice(0, 60)}`
      : `${r.ms === null ? `< ${THRESHOLD_MS}` : r.ms} ms (${r.where}), CPU ${r.cpu.toFixed(0)}`,
    `≤ ${INTERACTION_TARGET_MS} ms at ${CPU_SLOWDOWN}x CPU`,
    r.ms === null || r.ms <= INTERACTION_TARGET_MS,
  ]);
