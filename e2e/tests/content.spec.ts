import { expect, test } from './fixtures';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe';

// The shell's content pages (issue 14): the home page's and each resort's blocks from the content
// schema, the FAQ accordion, the media gallery, the 404 page, per-page titles, the weather page.

const shots = '/tmp/shots';
mkdirSync(shots, { recursive: true });

test('FAQ items expand and collapse', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/resorts/summit-peak');
  const first = page.getByRole('button', { name: 'When do the lifts run?' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  const answer = page.getByText('Lifts run from 8:30 AM to 4:00 PM, weather permitting.');
  await expect(answer).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  // This one is multiselect: a second answer opens beside the first.
  const second = page.getByRole('button', { name: 'Is there parking?' });
  await second.click();
  await expect(answer).toBeVisible();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await first.click();
  await expect(answer).toBeHidden();
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  // The home page's FAQ keeps one answer open at a time.
  await page.goto('/');
  const why = page.getByRole('button', { name: 'Why buy lift tickets ahead?' });
  const change = page.getByRole('button', { name: 'Can I change my dates?' });
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await change.click();
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  await expect(why).toHaveAttribute('aria-expanded', 'false');
});

test('the gallery moves with its arrows and the ArrowRight key, and its pictures come through the image proxy', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/resorts/summit-peak');
  const gallery = page.getByRole('region', { name: 'Summit Peak gallery' });
  const counter = gallery.getByTestId('gallery-counter');
  await expect(counter).toHaveText('1 / 5');
  await gallery.getByRole('button', { name: 'Next slide' }).click();
  await expect(counter).toHaveText('2 / 5');
  await gallery.getByRole('button', { name: 'Previous slide' }).click();
  await expect(counter).toHaveText('1 / 5');
  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 5');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2 / 5');
  // The current slide is a video: clicking it opens the video modal on the provider's host.
  await gallery.getByRole('button', { name: /^Play video: First chair/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube\.com\/embed\/[\w-]+\?enablejsapi=1/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The first slide's picture loaded from the proxy, sized by the srcset.
  const img = gallery.locator('li[data-current] img').first();
  await page.keyboard.press('ArrowLeft');
  await expect(img).toHaveAttribute('src', /\/api\/content\/image\?/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // The slide without a picture reads 'Image Not Available'.
  await expect(gallery.getByText('Image Not Available')).toHaveCount(1);
});

test('an unknown path answers the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Summit Resorts');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const known = await page.goto('/resorts/summit-peak');
  expect(known?.status()).toBe(200);
});

test('titles and descriptions differ per page', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const url of ['/', '/resorts/summit-peak', '/resorts/coast-range', '/weather', '/lift-tickets', '/lodging']) {
    await page.goto(url);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, url).toBeTruthy();
    expect([...seen.values()], `${url} has its own title`).not.toContain(title);
    seen.set(url, title);
  }
  expect(seen.get('/resorts/summit-peak')).toBe('Summit Peak | Summit Resorts');
});

test('the weather alert is dismissed for the session and the weather page lists every resort', async ({ page }) => {
  await page.goto('/resorts/summit-peak');
  const alert = page.getByRole('region', { name: 'Weather alert' });
  await expect(alert).toContainText('Winter storm warning');
  await alert.getByRole('button', { name: 'Dismiss weather alert' }).click();
  await expect(alert).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Summit Peak gallery' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Weather alert' })).toHaveCount(0);
  await page.goto('/weather');
  await expect(page.getByRole('heading', { level: 1, name: 'Weather and snow report' })).toBeVisible();
  for (const name of ['Summit Peak', 'Cascade Ridge', 'Green Mountain', 'Coast Range']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
});

test("the weather page's block shows one resort's report from the weather report partial (axe at 390 and 1280 px)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/weather');
  const block = page.getByTestId('weather-partial-block');
  await expect(block.getByRole('heading', { level: 2, name: "Today's weather at one resort" })).toBeVisible();
  await expect(block).toContainText('Choose a resort to see its report.');
  const partial = page.waitForResponse((r) => r.url().includes('/api/content/weather-partial?resort=cascade-ridge'));
  await block.getByLabel('Resort').selectOption({ label: 'Cascade Ridge' });
  expect((await partial).headers()['content-type']).toMatch(/^text\/html/);
  const report = block.getByRole('region', { name: 'Cascade Ridge weather' });
  await expect(report.getByRole('heading', { level: 3, name: 'Cascade Ridge' })).toBeVisible();
  await expect(report).toContainText('Lifts open');
  await expect(report).toContainText(/Updated \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/shell-weather-partial-${width}.png` });
    expect(await seriousViolations(page, '#main-content'), `accessibility of the weather page at ${width}px`).toEqual([]);
  }
});

test('resort page booking widgets: the single-product error state, the dropdown goes to its option', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/resorts/summit-peak');
  const single = page.getByRole('form', { name: 'Guided snowshoe tour' });
  await single.getByRole('button', { name: 'Find tour times' }).click();
  await expect(single.getByRole('alert')).toHaveText('Please choose a tour date.');
  await expect(page).toHaveURL(/\/resorts\/summit-peak$/);
  const dropdown = page.getByRole('form', { name: 'Explore the mountain' });
  await dropdown.getByLabel('What would you like to do?').selectOption('/lodging');
  await dropdown.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/lodging$/);
  await expect(page).toHaveTitle('Lodging | Summit Resorts');
});

test('with consent, seen events go to the collector in a batch with the ampID from the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('resort.consent', JSON.stringify({ analytics: true, personalisation: false })));
  await page.setViewportSize({ width: 1280, height: 900 });
  const batch = page.waitForRequest((r) => r.url().endsWith('/api/content/analytics') && r.method() === 'POST');
  await page.goto('/resorts/summit-peak');
  const body = (await batch).postDataJSON() as { ampId: string; events: { event: string; data: { id: string } }[] };
  const ampId = await page.locator('body').getAttribute('data-amp-id');
  expect(ampId).toMatch(/^[0-9a-f]{24}$/);
  expect(body.ampId).toBe(ampId);
  expect(body.events.filter((e) => e.event === 'seen').map((e) => e.data.id)).toContain('resort:summit-peak:hero:Summit Peak');
  // Below the fold is not seen yet.
  expect(body.events.map((e) => e.data.id)).not.toContain('resort:summit-peak:faq:Summit Peak questions');
});

test('without consent, nothing is sent to the collector', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/content/analytics')) sent.push(r.url());
  });
  await page.goto('/resorts/summit-peak');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  expect(sent).toEqual([]);
});

test('site search finds products and content; the contact form is sent', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search');
  await page.getByLabel('Search the store').fill('lessons summit peak');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=lessons/);
  const results = page.getByRole('list', { name: /Results for/ });
  await expect(results.getByRole('link', { name: 'Ski & Ride School at Summit Peak' })).toBeVisible();

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Your name').fill('Pat Skier');
  await form.getByLabel('Email').fill('pat.e2e@example.com');
  await form.getByLabel('Topic').selectOption('rentals');
  await form.getByLabel('Message').fill('Do you rent helmets?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reference is' })).toBeVisible();
});

for (const width of [390, 1280]) {
  for (const url of ['/', '/resorts/summit-peak', '/weather', '/contact', '/search']) {
    test(`${url} at ${width} px: no serious axe violation, no sideways scroll (screenshot)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto(url);
      await expect(page.getByTestId('header-cart')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${url} at ${width}px`).toBeLessThanOrEqual(0);
      const name = url === '/' ? 'home' : url.slice(1).replace(/\//g, '-');
      await page.screenshot({ path: `${shots}/shell-${name}-${width}.png`, fullPage: true });
      expect(await seriousViolations(page), `accessibility of ${url} at ${width}px`).toEqual([]);
    });
  }
}
