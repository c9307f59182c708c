import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe';

// The trip planner: one search on the home page (resort, dates, party), one results page composed
// of each line's own planner parcel, each result addable to the cart.

const shots = '/tmp/shots';
mkdirSync(shots, { recursive: true });

async function addFirst(page: Page, line: string) {
  const section = page.getByTestId(`planner-${line}`);
  const add = section.getByRole('button', { name: /^Add to cart: / }).first();
  await expect(add).toBeVisible();
  await add.click();
  await expect(section.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  const dialog = page.getByTestId('add-to-cart-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('continue-shopping').click();
  await expect(dialog).toBeHidden();
}

test('the trip planner adds lodging and a lift ticket in one flow', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const search = page.getByRole('form', { name: 'Plan a trip' });
  await search.getByLabel('Resort').selectOption('summit-peak');
  await search.getByRole('button', { name: 'More Children' }).click();
  await search.getByRole('button', { name: 'Plan my trip' }).click();
  await expect(page).toHaveURL(/\/plan\?resort=summit-peak&arrival=\d{4}-\d{2}-\d{2}&departure=\d{4}-\d{2}-\d{2}&adults=2&children=1$/);
  await expect(page).toHaveTitle('Plan Your Trip | Summit Resorts');
  await expect(page.getByTestId('trip-summary')).toContainText('3 nights, 2 adults and 1 child');
  // Every line answers in its own section.
  for (const [line, heading] of [
    ['lodging', 'Where to stay'],
    ['lift', 'Lift tickets'],
    ['rentals', 'Rentals'],
    ['lessons', 'Lessons'],
  ]) {
    await expect(page.getByTestId(`planner-${line}`).getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await addFirst(page, 'lodging');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await addFirst(page, 'lift');
  // One room, and one ticket per adult and child.
  await expect(page.getByTestId('cart-count')).not.toHaveText('1');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${shots}/plan-1280.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/cart');
  const cart = page.getByTestId('cart-page');
  await expect(cart).toContainText('Summit Peak');
  await expect(cart.getByText(/night/i).first()).toBeVisible();
  await expect(cart.getByText(/lift ticket/i).first()).toBeVisible();
});

test('the trip planner at 390 px: a trip it cannot plan says why; a good one shows every line (screenshot)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/plan?resort=summit-peak&arrival=2027-01-10&departure=2027-03-01&adults=2&children=0');
  await expect(page.getByRole('alert')).toContainText('Stays can be at most 28 nights. Please shorten your dates.');
  await page.goto('/plan?resort=cascade-ridge&arrival=2027-01-10&departure=2027-01-12&adults=2&children=2');
  await expect(page.getByTestId('trip-summary')).toContainText('Cascade Ridge');
  await expect(page.getByTestId('planner-lodging').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByTestId('planner-lift').getByRole('heading', { level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/plan-390.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
