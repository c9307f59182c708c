import { expect, type Locator, type Page, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';

// Issue "Performance", no layout shift: "Render every route's frame on the server, with reserved
// sizes: heading, form or result skeleton. Remotes then fill their areas without moving anything.
// Targets: CLS ≤ 0.05".

/**
 * Every layout shift of the page's load, counted from its first paint on, with what moved (so a
 * failure names the element and how far it went).
 */
const countLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __moved: string[] };
    w.__shift = 0;
    w.__moved = [];
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const describe = (node: Node | undefined) => {
      const el = node instanceof Element ? node : node?.parentElement;
      if (!el) return '(gone)';
      const id = el.getAttribute('data-testid') ?? el.id;
      return `${el.tagName.toLowerCase()}${id ? `#${id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: Source[];
        startTime: number;
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        for (const s of entry.sources ?? [])
          w.__moved.push(
            `${Math.round(entry.startTime)} ms ${entry.value.toFixed(3)} ${describe(s.node)}: y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}, h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const whatMoved = (page: Page) => page.evaluate(() => (window as unknown as { __moved: string[] }).__moved.join('\n'));

/** Holds the page's font files back until `release`, which resolves once Inter is in use. */
function holdFonts(page: Page) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = page.route(/\.woff2$/, async (route) => {
    await opened;
    await route.continue();
  });
  return {
    async release() {
      await held;
      open();
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px Inter') && document.fonts.status === 'loaded')).toBe(true);
      // Two frames, so the layout shifts of the swap are reported before they are read.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    },
  };
}

const day = (ahead: number) => DateTime.now().setZone('America/Denver').plus({ days: ahead }).toFormat('MM/dd/yyyy');

const PAGES = [
  {
    name: 'lift ticket results',
    url: () => `/lift-tickets?resort=summit-peak&startDate=${day(12)}&numberOfDays=1&ageGroup=adult`,
    heading: 'Summit Peak lift tickets',
    ready: (page: Page) => page.getByTestId('lift-results').getByRole('button', { name: /^More Adult/ }),
  },
  {
    name: 'lodging results',
    url: () => `/lodging?${new URLSearchParams({ arrivaldate: day(40), departuredate: day(43), adultcount: '2' })}`,
    heading: 'Lodging',
    ready: (page: Page) => page.getByTestId('lodging-results').getByRole('article').first(),
  },
  { name: 'cart', url: () => '/cart', heading: 'Your cart', ready: (page: Page) => page.getByText('Your cart is empty.') },
];

for (const { name, url, heading: title, ready } of PAGES)
  for (const width of [390, 1280]) {
    test(`${name} at ${width} px: the server's heading is where the page's lands, and nothing moves while the page fills in`, async ({
      browser,
    }) => {
      // The first answer alone, as a phone sees it before any script has run.
      const bare = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
      const first = await bare.newPage();
      await first.goto(url());
      const frameHeading = first.getByTestId('page-frame').getByRole('heading', { level: 1 });
      await expect(frameHeading).toHaveText(title);
      const frameBox = await frameHeading.boundingBox();
      await bare.close();

      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await countLayoutShifts(page);
      // The store's face arrives only once the page has filled in, as on a slow line: text set in
      // the stand-in face until then must not move when Inter comes.
      const fontsHeld = holdFonts(page);
      // Not to the load event: the held fonts are what it would wait for.
      await page.goto(url(), { waitUntil: 'commit' });
      await expect(ready(page)).toBeVisible();
      await fontsHeld.release();
      // The page's own heading took the frame's place: one heading, in the same box.
      await expect(page.getByTestId('page-frame')).toHaveCount(0);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(title);
      expect(await heading.boundingBox()).toEqual(frameBox);
      expect(await layoutShift(page), await whatMoved(page)).toBeLessThanOrEqual(0.05);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

const photoOf = async (card: Locator) => {
  const img = card.locator('img').first();
  return {
    box: await img.boundingBox(),
    attributes: await img.evaluate((el) => ['src', 'srcset', 'sizes'].map((name) => el.getAttribute(name))),
    name: await card.getByRole('heading', { level: 3 }).textContent(),
    nameBox: await card.getByRole('heading', { level: 3 }).boundingBox(),
  };
};

for (const width of [390, 1280])
  test(`lodging results at ${width} px: the first answer shows the first result, in the box and with the picture the page gives it`, async ({
    browser,
  }) => {
    const url = PAGES.find((p) => p.name === 'lodging results')!.url();
    const bare = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
    const first = await bare.newPage();
    await first.goto(url);
    const framed = await photoOf(first.getByTestId('page-frame').getByRole('article'));
    await bare.close();

    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lodging/results')) searches.push(request.url());
    });
    // Whether, once the frame was up, the screen ever showed neither it nor the page's first card.
    await page.addInitScript(() => {
      const w = window as unknown as { __framed: boolean; __gap: boolean };
      w.__framed = false;
      w.__gap = false;
      new MutationObserver(() => {
        const framed = Boolean(document.getElementById('page-frame'));
        w.__framed ||= framed;
        if (w.__framed && !framed && !document.querySelector('[data-testid="lodging-results"] article')) w.__gap = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    const card = page.getByTestId('lodging-results').getByRole('article').first();
    await expect(card).toBeVisible();
    await expect(page.getByTestId('page-frame')).toHaveCount(0);
    expect(await photoOf(card)).toEqual(framed);
    expect(framed.attributes[0]).toMatch(/^\/api\/content\/image\?url=%2Fremotes%2Flodging%2F/);
    // The page started from the answer the frame was drawn from: no second search, no spinner between.
    expect(await page.evaluate(() => (window as unknown as { __framed: boolean; __gap: boolean }).__gap)).toBe(false);
    expect(searches).toEqual([]);
    await context.close();
  });

for (const width of [390, 768, 1280])
  test(`home at ${width} px: the booking widget arrives in the room kept for it, and nothing below moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await countLayoutShifts(page);
    await page.goto('/');
    await expect(page.locator('#booking-widget').getByRole('button', { name: 'Find tickets' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
