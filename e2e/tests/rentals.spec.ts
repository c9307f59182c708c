import { expect, test } from './fixtures';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';
import { payAndComplete } from './checkout-steps';

// Rentals as a family books them: a resort other than Summit Peak and one of its shops, pick up in
// 20 days for 2 days, one package for two renters, both renters' heights in checkout, the order.

test('a package for two renters at Green Mountain: a shop is chosen, the damage waiver changes the total, both heights are given, the order completes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/rentals');
  const widget = page.getByTestId('rentals-widget');
  await widget.getByLabel('Resort').selectOption('green-mountain');
  // Green Mountain offers delivery first; this family collects from a shop.
  await widget.getByRole('radio', { name: 'Pick up' }).check();
  const pickup = DateTime.now().setZone('America/New_York').plus({ days: 20 });
  await widget.getByLabel('Pick up on', { exact: true }).fill(pickup.toFormat('MM/dd/yyyy'));
  await widget.getByLabel('Pick up on', { exact: true }).press('Tab');
  await widget.getByLabel('Return on', { exact: true }).fill(pickup.plus({ days: 1 }).toFormat('MM/dd/yyyy'));
  await widget.getByLabel('Return on', { exact: true }).press('Tab');
  await widget.getByRole('button', { name: 'Find rentals' }).click();
  await expect(page).toHaveURL(/\/rentals\?.*resort=green-mountain/);
  await expect(page.getByRole('heading', { name: 'Rentals at Green Mountain' })).toBeVisible();

  // The second shop, then a package for two renters.
  const shops = page.locator('input[name="rental-location"]');
  await expect(shops.nth(1)).toBeVisible();
  await shops.nth(1).check();
  const product = page
    .locator('[data-testid^="rental-product-"]')
    .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) })
    .first();
  await product.getByRole('button', { name: 'More Renters' }).click();
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('add-to-cart-dialog').getByTestId('continue-shopping').click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.getByTestId('header-cart').click();
  // The damage waiver, per renter and per day, changes the total; taken off, the total is as before.
  const total = page.getByTestId('cart-total');
  await expect(total).toContainText('$');
  const without = await total.textContent();
  const waiver = page.getByLabel(/^Add the damage waiver \(\$6\.00 per renter per day\)$/);
  await waiver.check();
  await expect(page.getByText('Damage waiver: $24.00')).toBeVisible();
  await expect(total).not.toHaveText(without ?? '');
  await waiver.uncheck();
  await expect(total).toHaveText(without ?? '');
  await waiver.check();
  await expect(page.getByText('Damage waiver: $24.00')).toBeVisible();
  await page.getByTestId('checkout-button').click();
  await page.getByLabel('Email').fill('renters@example.com');
  await page.getByTestId('continue-as-guest').click();
  await page.getByTestId('save-travelers').click();
  await expect(page.getByText('Required Field').first()).toBeVisible();
  const names = page.getByLabel("Renter's name");
  const heights = page.getByLabel('Height in centimetres');
  await names.nth(0).fill('Avery Lane');
  await names.nth(0).press('Tab');
  await heights.nth(0).fill('178');
  await heights.nth(0).press('Tab');
  await names.nth(1).fill('Sky Lane');
  await names.nth(1).press('Tab');
  // The second renter's height in feet and inches: 4 ft 0 in is 122 cm.
  await page.getByLabel('Height: unit').nth(1).selectOption('ft');
  await page.getByLabel('Height: feet').fill('4');
  await page.getByLabel('Height: inches').fill('0');
  await page.getByLabel('Height: inches').press('Tab');
  await page.getByTestId('save-travelers').click();

  await expect(page.getByTestId('card-number')).toBeVisible();
  await payAndComplete(page, {
    firstName: 'Avery',
    lastName: 'Lane',
    email: 'renters@example.com',
    line1: '1 Main St',
    city: 'Stowe',
    region: 'VT',
    postalCode: '05672',
  });
});

// Spec section 5: "Under-18 users cannot buy My Epic Gear memberships; an adult in the household must."
test('a 16-year-old account is refused the My Epic Gear membership with the under-18 message', async ({ page }) => {
  await page.goto('/create-account');
  await page.getByTestId('create-first').fill('Casey');
  await page.getByTestId('create-last').fill('Young');
  await page.getByTestId('create-dob').fill(DateTime.now().minus({ years: 16, days: 30 }).toFormat('MM/dd/yyyy'));
  await page.getByTestId('create-email').fill(`casey.${Date.now()}@example.com`);
  await page.getByTestId('create-password').fill('Powder-Day-2026!');
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Casey');

  await page.goto('/my-epic-gear');
  await expect(page).toHaveTitle(/My Epic Gear/);
  await expect(page.getByRole('heading', { name: 'What members get' })).toBeVisible();
  await page.getByLabel('Home resort').selectOption({ label: 'Cascade Ridge' });
  await expect(page.getByTestId('meg-price')).toHaveText('$299.00');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add membership to cart' }).click();
  const modal = page.getByRole('dialog', { name: 'An adult must buy this membership' });
  await expect(modal).toContainText('Under-18 users cannot buy My Epic Gear memberships; an adult in the household must.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/my-epic-gear-under-18.png', fullPage: true });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});
