import { expect, type Locator, type Page, test } from '@playwright/test';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';

// Issue "Performance on every page": "Each remote exposes a server entry (its pages' first screen as
// React, built for Node) [...] The browser hydrates it." Done when: "The first screen of each page
// is in the server's HTML (a test fetches it without JavaScript), and hydration leaves no React
// warning in the console." And from the earlier one: no layout shift, CLS ≤ 0.05.

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

/**
 * Where a box lies in the main area. Without scripts a phone lists the header's links under its bar,
 * so there the main area starts lower than in the first paint of a browser that runs scripts.
 */
async function boxInMain(locator: Locator) {
  const [box, main] = await Promise.all([locator.boundingBox(), locator.page().locator('#main-content').boundingBox()]);
  return box && main ? { ...box, x: box.x - main.x, y: box.y - main.y } : null;
}

const day = (ahead: number) => DateTime.now().setZone('America/Denver').plus({ days: ahead }).toFormat('MM/dd/yyyy');

/** A property the lodging search finds, as a visitor reaches its page from the results. */
async function aProperty(page: Page): Promise<string> {
  const session = await (await page.request.get('/api/account/session')).json();
  const stay = { arrivaldate: day(40), departuredate: day(43), adultcount: 2, childcount: 0 };
  const results = await page.request.post('/api/lodging/results', {
    data: stay,
    headers: { RequestVerificationToken: session.data.csrfToken },
  });
  return `/lodging/${(await results.json()).data.properties[0].id}`;
}

// Every page a line's remote draws on the server, with the heading its first screen shows.
const DRAWN = [
  { name: 'lift tickets', url: () => '/lift-tickets', heading: 'Lift tickets' },
  {
    name: 'lift ticket results',
    url: () => `/lift-tickets?resort=summit-peak&startDate=${day(12)}&numberOfDays=1&ageGroup=adult`,
    heading: 'Summit Peak lift tickets',
    ready: (page: Page) => page.getByTestId('lift-results').getByRole('button', { name: /^More Adult/ }),
  },
  { name: 'passes', url: () => '/passes', heading: 'Season passes' },
  { name: 'a pass', url: () => '/passes/peak-unlimited', heading: 'Peak Unlimited Pass' },
  { name: 'bike park', url: () => '/bike-park', heading: 'Bike park lift tickets' },
  { name: 'lodging', url: () => '/lodging', heading: 'Lodging' },
  {
    name: 'lodging results',
    url: () => `/lodging?${new URLSearchParams({ arrivaldate: day(40), departuredate: day(43), adultcount: '2' })}`,
    heading: 'Lodging',
    ready: (page: Page) => page.getByTestId('lodging-results').getByRole('article').first(),
  },
  { name: 'a property', url: aProperty, heading: /\w/ },
  { name: 'packages', url: () => '/lodging/packages', heading: 'Ski & Stay packages' },
  { name: 'rentals', url: () => '/rentals', heading: 'Rentals' },
  { name: 'My Epic Gear', url: () => '/my-epic-gear', heading: 'My Epic Gear' },
  { name: 'lessons', url: () => '/lessons', heading: 'Ski & Ride School' },
  { name: 'childcare', url: () => '/childcare', heading: 'Childcare' },
  { name: 'activities', url: () => '/activities', heading: 'Activities' },
  { name: 'a resort page', url: () => '/resorts/summit-peak', heading: /Summit Peak/ },
  { name: 'weather', url: () => '/weather', heading: 'Weather and snow report' },
  { name: 'trip planner', url: () => '/plan', heading: 'Plan your trip' },
];

/** React's reports of a page that did not hydrate as drawn (production builds name them by number). */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

for (const { name, url, heading: title, ready } of DRAWN)
  for (const width of name.endsWith('results') ? [390, 1280] : [390]) {
    test(`${name} at ${width} px: the first screen is in the server's answer with everything it reads, hydrates without a warning, and nothing moves`, async ({
      browser,
    }) => {
      // The first answer alone, as a phone sees it before any script has run.
      const bare = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
      const first = await bare.newPage();
      const address = await url(first);
      await first.goto(address);
      const drawnHeading = first.locator('[data-server-drawn]').getByRole('heading', { level: 1 });
      await expect(drawnHeading).toHaveText(title);
      const drawnBox = await boxInMain(drawnHeading);
      const headingText = await drawnHeading.textContent();
      await bare.close();

      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      const console: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') console.push(m.text());
      });
      page.on('pageerror', (e) => console.push(e.message));
      // What the page reads comes with it: once live it asks the API for nothing more (a resort's
      // reviews, the resorts a form chooses from and the first one's full days, a pass's upsell,
      // the rentals widget's first season).
      const asked: string[] = [];
      page.on('request', (r) => {
        const { pathname, search } = new URL(r.url());
        if (['fetch', 'xhr'].includes(r.resourceType()) && r.method() === 'GET' && pathname.startsWith('/api/'))
          asked.push(pathname + search);
      });
      await countLayoutShifts(page);
      // The store's face arrives only once the page has filled in, as on a slow line: text set in
      // the stand-in face until then must not move when Inter comes.
      const fontsHeld = holdFonts(page);
      await page.goto(address, { waitUntil: 'commit' });
      // The remote took over the server's markup (its mount clears the mark).
      await expect(page.locator('[data-server-drawn]')).toHaveCount(0, { timeout: 15_000 });
      if (ready) await expect(ready(page)).toBeVisible();
      await fontsHeld.release();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(headingText ?? '');
      expect(await boxInMain(heading)).toEqual(drawnBox);
      expect(console.filter((m) => HYDRATION_TROUBLE.test(m))).toEqual([]);
      expect(await layoutShift(page), await whatMoved(page)).toBeLessThanOrEqual(0.05);
      expect(await seriousViolations(page)).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(asked, `what ${name} asked the API for once live`).toEqual([]);
      await context.close();
    });
  }

// The cart's and the account's pages are portals of remotes mounted on every page: their drawing
// lies over the main area as the page's frame until the page has its own heading in its place.
const FRAMED = [
  { name: 'the cart', url: '/cart', heading: 'Your cart', ready: (page: Page) => page.getByText('Your cart is empty.') },
  { name: 'sign in', url: '/sign-in', heading: 'Sign in', ready: (page: Page) => page.getByLabel('Email') },
  { name: 'create account', url: '/create-account', heading: 'Create account', ready: (page: Page) => page.getByLabel('Email') },
];

for (const { name, url, heading: title, ready } of FRAMED)
  test(`${name} at 390 px: the server draws the page, whose own heading lands where the drawing's was`, async ({ browser }) => {
    const bare = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const first = await bare.newPage();
    await first.goto(url);
    const frameHeading = first.getByTestId('page-frame').getByRole('heading', { level: 1 });
    await expect(frameHeading).toHaveText(title);
    const frameBox = await boxInMain(frameHeading);
    await bare.close();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') console.push(m.text());
    });
    await countLayoutShifts(page);
    const fontsHeld = holdFonts(page);
    await page.goto(url, { waitUntil: 'commit' });
    await expect(ready(page).first()).toBeVisible();
    await fontsHeld.release();
    await expect(page.getByTestId('page-frame')).toHaveCount(0);
    expect(await boxInMain(page.getByRole('heading', { level: 1 }))).toEqual(frameBox);
    expect(console).toEqual([]);
    expect(await layoutShift(page), await whatMoved(page)).toBeLessThanOrEqual(0.05);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

const photoOf = async (card: Locator) => {
  const img = card.locator('img').first();
  return {
    box: await boxInMain(img),
    attributes: await img.evaluate((el) => ['src', 'srcset', 'sizes'].map((name) => el.getAttribute(name))),
    name: await card.getByRole('heading', { level: 3 }).textContent(),
    nameBox: await boxInMain(card.getByRole('heading', { level: 3 })),
  };
};

for (const width of [390, 1280])
  test(`lodging results at ${width} px: the first answer shows the first result with its picture, and the page does not search again`, async ({
    browser,
  }) => {
    const url = `/lodging?${new URLSearchParams({ arrivaldate: day(40), departuredate: day(43), adultcount: '2' })}`;
    const bare = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
    const first = await bare.newPage();
    await first.goto(url);
    const drawn = await photoOf(first.locator('[data-server-drawn]').getByRole('article').first());
    await bare.close();

    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lodging/results') || request.url().includes('/api/lodging/room-filters'))
        searches.push(request.url());
    });
    await page.goto(url);
    await expect(page.locator('[data-server-drawn]')).toHaveCount(0);
    const card = page.getByTestId('lodging-results').getByRole('article').first();
    await expect(card).toBeVisible();
    expect(await photoOf(card)).toEqual(drawn);
    expect(drawn.attributes[0]).toMatch(/^\/api\/content\/image\?url=%2Fremotes%2Flodging%2F/);
    // The page started from the answers it was drawn from: no second search.
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

test('home reached from another page has the hero of home loaded whole, with its heading and booking widget', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Your mountain days, booked.' });
  await expect(heading).toBeVisible();
  const whole = await heading.boundingBox();
  // By keyboard: a link taken with Enter.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ski & Ride School' }).press('Enter');
  await expect(page).toHaveURL(/\/lessons$/);
  await expect(heading).toHaveCount(0);
  await page.locator('#site-header').getByRole('link', { name: 'Summit Resorts' }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(heading).toBeVisible();
  expect(await heading.boundingBox()).toEqual(whole);
  await expect(page.locator('#booking-widget').getByRole('button', { name: 'Find tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the cart and checkout with a lesson in it: the visitor's own cart and its review are in the server's answer", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const session = await (await context.request.get('/api/account/session')).json();
  const added = await context.request.post('/api/cart/add/lessons', {
    data: {
      productId: 'summit-peak-ski-group-adult-intermediate',
      date: DateTime.now().setZone('America/Denver').plus({ days: 12 }).toISODate(),
      quantity: 1,
    },
    headers: { RequestVerificationToken: session.data.csrfToken },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const page = await context.newPage();
  await page.goto('/cart');
  const drawn = page.getByTestId('page-frame');
  await expect(drawn.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expect(drawn).toContainText(/Intermediate/i);
  await expect(drawn).not.toContainText('Your cart is empty.');
  // Checkout comes drawn at its first step, from the review "Checkout: review order" answers.
  await page.goto('/checkout');
  await expect(drawn.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(drawn.getByTestId('checkout-step-title')).toHaveText(/^1\. /);
  await expect(drawn).not.toContainText('Your cart is empty.');
  await context.close();
});

// "the shell's server composes the page [...]: the header, the route's remote's first screen with its
// data [...], the footer. The browser hydrates it."
test("the header and footer are in the server's answer with the visitor's own state, and the browser hydrates them into the live ones", async ({
  browser,
}) => {
  const bare = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const session = await (await bare.request.get('/api/account/session')).json();
  const headers = { RequestVerificationToken: session.data.csrfToken };
  const created = await bare.request.post('/api/account/create', {
    data: {
      firstName: 'Harper',
      lastName: `Header${Date.now().toString(36)}`,
      dateOfBirth: '05/05/1985',
      email: `header-${Date.now().toString(36)}@example.com`,
      password: 'Powder-Day-2026!',
    },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const signedIn = { RequestVerificationToken: (await (await bare.request.get('/api/account/session')).json()).data.csrfToken };
  const added = await bare.request.post('/api/cart/add/lessons', {
    data: { productId: 'summit-peak-ski-group-adult-intermediate', date: day(12).replace(/(\d+)\/(\d+)\/(\d+)/, '$3-$1-$2'), quantity: 1 },
    headers: signedIn,
  });
  expect(added.ok(), await added.text()).toBe(true);

  // Before any script: the visitor's own header, and the footer.
  const first = await bare.newPage();
  await first.goto('/lessons');
  const drawnHeader = first.locator('#site-header[data-server-drawn]');
  await expect(drawnHeader.getByTestId('header-greeting')).toHaveText('Hi, Harper');
  await expect(drawnHeader.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(first.locator('#site-footer[data-server-drawn]').getByRole('link', { name: 'Trip planner' })).toBeVisible();
  const state = await bare.storageState();
  await bare.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: state });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.push(m.text());
  });
  await page.goto('/lessons', { waitUntil: 'commit' });
  const brand = await page.locator('#site-header a[href="/"]').elementHandle();
  await expect(page.locator('[data-server-drawn]')).toHaveCount(0, { timeout: 15_000 });
  // Hydrated, not drawn again: the brand link the server sent is the one React owns.
  expect(await brand?.evaluate((node) => node.isConnected)).toBe(true);
  expect(console.filter((m) => HYDRATION_TROUBLE.test(m))).toEqual([]);
  // Live: the phone's menu opens, and the footer's columns fold on a phone.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lodging' })).toBeVisible();
  await expect(page.locator('#site-footer details').first()).not.toHaveAttribute('open');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await context.close();
});

test("a phone without scripts reaches the lines from the header: the menu's links are listed under the bar", async ({ browser }) => {
  const bare = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await bare.newPage();
  await page.goto('/');
  // The menu button needs a script to open the menu, so it is not offered.
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Lift Tickets', 'Passes', 'Lodging', 'Ski & Ride School', 'Rentals', 'Activities'])
    await expect(nav.getByRole('link', { name })).toBeInViewport();
  // The booking widget needs scripts: its room says so rather than stand empty.
  const note = page.locator('#booking-widget .noscript-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Turn on JavaScript');
  await page.screenshot({ path: test.info().outputPath('no-script-menu-390.png') });
  await nav.getByRole('link', { name: 'Lodging' }).press('Enter');
  await expect(page).toHaveURL(/\/lodging$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await bare.close();
});
