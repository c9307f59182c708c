import { expect, test, type Page } from './fixtures';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';
import { payAndReview } from './checkout-steps';

// Issue journey: lift ticket widget on the home page → results with per-day prices and age
// categories → add to cart (a timed hold) → the header's count changes over the event bus without
// a reload → the dialog lists the items with Checkout and Continue Shopping → cart with taxes and
// total → guest or signed-in → assign each ticket to a person → billing and card → review →
// complete → confirmation with an order number → the account's orders page.

const firstDay = (daysAhead: number) => DateTime.now().setZone('America/Denver').plus({ days: daysAhead });

async function searchFromHome(page: Page, daysAhead: number) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel('Resort')).toBeVisible();
  await panel.getByLabel('Resort').selectOption('summit-peak');
  const day = firstDay(daysAhead);
  await panel.locator('#lift-start-date').fill(day.toFormat('MM/dd/yyyy'));
  await panel.locator('#lift-start-date').press('Tab');
  await panel.getByLabel('Number of days').selectOption('1');
  await panel.getByLabel('Age group').selectOption('adult');
  await panel.getByRole('button', { name: /find tickets/i }).click();
  await expect(page).toHaveURL(/\/lift-tickets\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('startDate')).toBe(day.toFormat('MM/dd/yyyy'));
  expect(url.searchParams.get('numberOfDays')).toBe('1');
  expect(url.searchParams.get('ageGroup')).toBe('adult');
  await expect(page.getByTestId('lift-results')).toBeVisible();
  return day;
}

async function addToCartWithoutReload(page: Page, day: DateTime) {
  // Per-day prices are listed, the searched day among them.
  await expect(page.getByTestId(`day-${day.toISODate()}`)).toBeVisible();
  await expect(page.getByTestId(`day-${day.toISODate()}`)).toContainText('$');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByTestId('add-to-cart').click();

  const dialog = page.getByTestId('add-to-cart-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Summit Peak');
  await expect(dialog.getByTestId('dialog-checkout')).toBeVisible();
  await expect(dialog.getByTestId('continue-shopping')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Same document: the count changed over the event bus, not by a reload.
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

  await dialog.getByTestId('continue-shopping').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('header-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await expect(page.getByTestId('cart-page')).toContainText(/tax/i);
  await expect(page.getByTestId('cart-total')).toContainText('$');
}

async function assignTraveler(page: Page) {
  const first = page.locator('[data-testid$="-first"]').first();
  await expect(first).toBeVisible();
  await first.fill('Pat');
  await page.locator('[data-testid$="-last"]').first().fill('Skier');
  // An 8-year-old on an adult ticket: the spec's message, and nothing saved.
  await page
    .locator('[data-testid$="-dob"]')
    .first()
    .fill(DateTime.now().minus({ years: 8 }).toFormat('MM/dd/yyyy'));
  await page.getByTestId('save-travelers').click();
  await expect(page.getByText('DOB does not meet the minimum age')).toBeVisible();
  await page.locator('[data-testid$="-dob"]').first().fill('02/14/1990');
  // A lift ticket asks for the release of liability: going on without it shows the spec's message.
  await page.getByTestId('save-travelers').click();
  await expect(page.getByText('Please agree to the terms of the Release of Liability to continue.')).toBeVisible();
  await page.getByRole('button', { name: 'Read the Release of Liability' }).click();
  await expect(page.getByRole('dialog', { name: 'Release of Liability' })).toContainText('Skier Responsibility Code');
  await page.keyboard.press('Escape');
  await page.getByLabel('I agree to the Release of Liability').check();
  await page.getByTestId('save-travelers').click();
}

test('a guest buys a lift ticket from the home page to the confirmation, after a declined card', async ({ page }) => {
  const day = await searchFromHome(page, 12);
  await addToCartWithoutReload(page, day);

  await page.getByTestId('checkout-button').click();
  await page.getByTestId('guest-email').fill('guest@example.com');
  await page.getByTestId('continue-as-guest').click();
  await expect(page).toHaveURL(/\/checkout/);
  await assignTraveler(page);

  // A declined test card shows a clear error and keeps the cart.
  await payAndReview(page, { firstName: 'Pat', lastName: 'Skier', email: 'guest@example.com' }, '4000 0000 0000 0002');
  await page.getByTestId('complete-purchase').click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('button', { name: 'Change' }).click();
  await payAndReview(page, { firstName: 'Pat', lastName: 'Skier', email: 'guest@example.com' });
  await page.getByTestId('complete-purchase').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  await expect(page.getByTestId('order-number')).toHaveText(/R-[A-Z0-9]+/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a new account holder buys a lift ticket and finds the order in the account', async ({ page }) => {
  const day = await searchFromHome(page, 13);
  await addToCartWithoutReload(page, day);

  await page.getByTestId('checkout-button').click();
  await page.getByRole('link', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/create-account/);
  const email = `pat.${Date.now()}@example.com`;
  await page.getByTestId('create-first').fill('Pat');
  await page.getByTestId('create-last').fill('Skier');
  await page.getByTestId('create-dob').fill('02/14/1990');
  await page.getByTestId('create-email').fill(email);
  await page.getByTestId('create-password').fill('Powder2026!');
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Pat');
  // The guest cart followed the buyer into the account.
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await assignTraveler(page);
  await payAndReview(page, { firstName: 'Pat', lastName: 'Skier', email }, '4242424242424242');
  await page.getByTestId('complete-purchase').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

  await page.goto('/account/orders');
  await expect(page.getByTestId('orders-page')).toBeVisible();
  await expect(page.getByTestId(`order-${orderNumber}`)).toBeVisible();
});

test('the demo account signs in from the header and sees its orders page', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-sign-in').click();
  await page.getByTestId('signin-email').fill('demo@resort.test');
  await page.getByTestId('signin-password').fill('Powder2026!');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Alex');
  await page.goto('/account/orders');
  await expect(page.getByTestId('orders-page')).toBeVisible();
});

test('a pass holder’s credit pays first: the confirmation and the order in the account show "Pass holder credit −$50.00" and what the card paid (axe at 390 and 1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sign-in');
  await page.getByTestId('signin-email').fill('demo@resort.test');
  await page.getByTestId('signin-password').fill('Powder2026!');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Alex');
  // The demo account holds a $50.00 credit; its terms accepted, checkout spends it before the card.
  await page.goto('/account/credits');
  await expect(page.getByText('$50.00').first()).toBeVisible();
  const terms = page.getByRole('form', { name: 'Accept the terms' });
  await terms.getByRole('checkbox', { name: 'I accept the terms for pass holder credits' }).check();
  await terms.getByRole('button', { name: 'Accept terms' }).click();
  await expect(page.getByRole('region', { name: 'Terms for pass holder credits' }).getByRole('status')).toHaveText(
    'You have accepted the terms: your credits can be used.',
  );

  const day = await searchFromHome(page, 15);
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('add-to-cart-dialog').getByTestId('continue-shopping').click();
  await page.getByTestId('header-cart').click();
  const total = (await page.getByTestId('cart-total').textContent())?.match(/\$[\d,]+\.\d{2}/)?.[0] ?? '';
  expect(total, `the cart's total for ${day.toISODate()}`).not.toBe('');
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout/);
  await assignTraveler(page);
  await payAndReview(page, { firstName: 'Alex', lastName: 'Rivera', email: 'demo@resort.test' });
  await page.getByTestId('complete-purchase').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);
  const card = `$${((cents(total) - 5000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByTestId('order-credit')).toHaveText('Pass holder credit: −$50.00');
  await expect(page.getByTestId('order-card-charge')).toHaveText(`Charged to the card ending in 4242: ${card}`);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/shots/confirmation-credit-${width}.png`, fullPage: true });
    expect(await seriousViolations(page, '#main-content'), `accessibility of the confirmation at ${width}px`).toEqual([]);
  }

  await page.goto(`/account/orders/${orderNumber}`);
  await expect(page.getByText('Pass holder credit: −$50.00')).toBeVisible();
  await expect(page.getByText(`Charged to the Visa ending 4242: ${card}`)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/shots/order-details-credit-${width}.png`, fullPage: true });
    expect(await seriousViolations(page, '#main-content'), `accessibility of the order details at ${width}px`).toEqual([]);
  }
  // The credit is spent.
  await page.goto('/account/credits');
  await expect(page.getByText('You have no pass holder credits.')).toBeVisible();
});
