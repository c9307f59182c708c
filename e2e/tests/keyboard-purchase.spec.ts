import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';

// Keyboard alone (WCAG 2.1.1): each line's purchase with Tab, Shift+Tab, typing, Enter, Space,
// Escape and arrows, no pointer. Every control is reached by Tab from where the last one left
// focus, so a trap or an unreachable control fails the journey.

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

const denver = () => DateTime.now().setZone('America/Denver').startOf('day');
const us = (d: DateTime) => d.toFormat('MM/dd/yyyy');
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it is never reached. */
async function tabTo(target: Locator, { back = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) {
      // A visible focus: the browser's focus-visible state, drawn by the store's outline styles.
      expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function press(target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(target);
  await page.keyboard.press(key);
}

/** Tabs to a text field, clears it and types like a person. */
async function typeInto(target: Locator, text: string) {
  await tabTo(target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text, { delay: 20 });
}

/** Tabs to a select and moves its choice with the arrow keys until the option labelled `label` is chosen. */
async function choose(select: Locator, label: string | RegExp) {
  await tabTo(select);
  const matches = (text: string) => (typeof label === 'string' ? text.trim() === label : label.test(text));
  const labels = await select.locator('option').allTextContents();
  const want = labels.findIndex(matches);
  expect(want, `option ${label} in ${labels.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < labels.length + 1; i += 1) {
    const at = await select.evaluate((el: HTMLSelectElement) => el.selectedIndex);
    if (at === want) return;
    await page.keyboard.press(at < want ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`could not choose ${label}`);
}

/** Through the add-to-cart dialog (which takes focus), the cart and the guest step into checkout. */
async function checkoutAsGuest(email: string) {
  const dialog = page.getByTestId('add-to-cart-dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => page.getByRole('dialog', { name: 'Added to your cart' }).evaluate((el) => el.contains(document.activeElement)))
    .toBe(true);
  await press(dialog.getByTestId('dialog-checkout'));
  await expect(page).toHaveURL(/\/cart$/);
  await press(page.getByTestId('checkout-button'));
  await typeInto(page.getByTestId('guest-email'), email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout/);
}

/** From the travelers step: saved, then billing, card and review, each step's heading taking focus. */
async function payByKeyboard(buyer: { firstName: string; lastName: string; email: string }) {
  await press(page.getByTestId('save-travelers'));
  const heading = page.getByTestId('checkout-step-title');
  await expect(heading).toHaveText('2. Address and payment');
  await expect(heading).toBeFocused();
  const address: Record<string, string> = {
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    email: buyer.email,
    line1: '100 Main St',
    city: 'Denver',
    region: 'CO',
    postalCode: '80202',
  };
  for (const [key, value] of Object.entries(address)) await typeInto(page.getByTestId(`billing-${key}`), value);
  await typeInto(page.getByTestId('card-number'), '4242 4242 4242 4242');
  await typeInto(page.getByTestId('card-name'), `${buyer.firstName} ${buyer.lastName}`);
  await choose(page.getByTestId('card-exp-month'), '12');
  await choose(page.getByTestId('card-exp-year'), String(new Date().getFullYear() + 2));
  await typeInto(page.getByTestId('card-cvc'), '123');
  const noInsurance = page.getByTestId('travel-insurance-no');
  if (await noInsurance.count()) await press(noInsurance, 'Space');
  await press(page.getByTestId('continue-to-review'));
  await expect(heading).toHaveText('3. Review order');
  await expect(heading).toBeFocused();
  await press(page.getByTestId('accept-terms'), 'Space');
  await expect(page.getByTestId('accept-terms')).toBeChecked();
  await press(page.getByTestId('complete-purchase'));
  await expect(page).toHaveURL(/\/checkout\/confirmation\//);
  await expect(page.getByTestId('order-number')).toHaveText(/R-[A-Z0-9]+/);
}

/** First name, last name and date of birth of the traveler of the first unit, typed. */
async function travelerByKeyboard(first: string, last: string, dob: string, nth = 0) {
  await typeInto(page.locator('[data-testid$="-first"]').nth(nth), first);
  await typeInto(page.locator('[data-testid$="-last"]').nth(nth), last);
  await typeInto(page.locator('[data-testid$="-dob"]').nth(nth), dob);
}

test('a lift ticket by keyboard alone: home tab, results, cart, checkout, order', async () => {
  await page.goto('/');
  const panel = page.getByRole('tabpanel', { name: 'Lift Tickets' });
  await choose(panel.getByLabel('Resort'), /^Summit Peak/);
  const day = denver().plus({ days: 16 });
  await typeInto(panel.getByLabel('First day', { exact: true }), us(day));
  await choose(panel.getByLabel('Age group'), /^Adult/);
  await press(panel.getByRole('button', { name: 'Find tickets' }));
  await expect(page).toHaveURL(/\/lift-tickets\?/);
  await expect(page.getByTestId('lift-results')).toBeVisible();
  await press(page.getByTestId('add-to-cart'));
  await checkoutAsGuest('keys-lift@example.com');
  await travelerByKeyboard('Kai', 'Keys', '02/14/1990');
  await press(page.getByLabel('I agree to the Release of Liability'), 'Space');
  await payByKeyboard({ firstName: 'Kai', lastName: 'Keys', email: 'keys-lift@example.com' });
});
