import { expect, test } from './fixtures';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './axe';

// Phone first: every main page is looked at at 390 px and 1280 px. The screenshots land in
// e2e/screenshots/ for people to open; the test itself holds each page to "no sideways scrolling,
// no unavailable section, a visible heading" and to no serious or critical axe violation.
const PAGES = [
  '/',
  '/lift-tickets',
  '/passes',
  '/lodging',
  '/rentals',
  '/lessons',
  '/activities',
  '/childcare',
  '/cart',
  '/sign-in',
  '/create-account',
  '/resorts/summit-peak',
  '/weather',
  '/contact',
];
const shots = path.join(__dirname, '..', 'screenshots');
mkdirSync(shots, { recursive: true });

for (const width of [390, 1280]) {
  for (const url of PAGES) {
    test(`${url} at ${width} px fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto(url);
      await expect(page.getByTestId('header-cart')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-testid^="unavailable-"]')).toHaveCount(0);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${url} at ${width}px`).toBeLessThanOrEqual(0);
      const name = `${url === '/' ? 'home' : url.slice(1).replace(/\//g, '-')}-${width}.png`;
      await page.screenshot({ path: path.join(shots, name), fullPage: true });
      expect(await seriousViolations(page), `accessibility of ${url} at ${width}px`).toEqual([]);
    });
  }
}
