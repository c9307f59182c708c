import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';

// Keyboard alone (WCAG 2.1.1): each line's purchase with Tab, Shift+Tab, typing, Enter, Space,
// Escape and arrows, no pointer. Every control is reached by Tab from where the last one left
// focus, so a trap or an unreachable control fails the journey.

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

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

/**
 * Chooses a radio button as the ARIA practices have it: Tab enters the group once (on its checked
 * radio, or the first), the arrows move the choice, Space checks the focused one.
 */
async function pickRadio(target: Locator) {
  const name = await target.getAttribute('name');
  await expect(target).toBeVisible();
  const inGroup = () =>
    page.evaluate((n) => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.type === 'radio' && el.name === n;
    }, name);
  for (let i = 0; i < 120 && !(await inGroup()); i += 1) await page.keyboard.press('Tab');
  expect(await inGroup(), `Tab never reached the ${name} radio group`).toBe(true);
  for (let i = 0; i < 10; i += 1) {
    if (await isFocused(target)) {
      await page.keyboard.press('Space');
      await expect(target).toBeChecked();
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the arrows never reached ${target}`);
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
    if (at === want) {
      // The choice stays once made (a save of an option passed on the way must not bring it back).
      await page.keyboard.press('Tab');
      await expect(select).toHaveJSProperty('selectedIndex', want);
      return;
    }
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
  expect(await seriousViolations(page)).toEqual([]);
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
  if (await noInsurance.count()) await pickRadio(noInsurance);
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

for (const width of [1280, 390]) {
  // Each width books other days, so the two runs never compete for the same places.
  const later = width === 390 ? 1 : 0;

  test.describe(`at ${width} px`, () => {
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: { width, height: 900 } });
      page = await context.newPage();
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('a lift ticket by keyboard alone: home tab, results, cart, checkout, order', async () => {
      await page.goto('/');
      // Tabs on wide screens (the arrows move between them), an accordion on phones.
      if (width > 390) {
        const tab = page.getByRole('tab', { name: 'Lift Tickets' });
        await tabTo(tab);
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('tab', { name: 'Lessons' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: 'Lessons' })).toBeFocused();
        await page.keyboard.press('ArrowLeft');
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }
      const panel = page.getByRole('tabpanel', { name: 'Lift Tickets' }).or(page.getByRole('region', { name: 'Lift Tickets' }));
      await choose(panel.getByLabel('Resort'), /^Summit Peak/);
      const day = denver().plus({ days: 16 + later });
      await typeInto(panel.getByLabel('First day', { exact: true }), us(day));
      await choose(panel.getByLabel('Age group'), /^Adult/);
      await press(panel.getByRole('button', { name: 'Find tickets' }));
      await expect(page).toHaveURL(/\/lift-tickets\?/);
      await expect(page.getByTestId('lift-results')).toBeVisible();
      await press(page.getByTestId('add-to-cart'));
      await checkoutAsGuest(`keys-lift-${width}@example.com`);
      await travelerByKeyboard('Kai', 'Keys', '02/14/1990');
      await press(page.getByLabel('I agree to the Release of Liability'), 'Space');
      await payByKeyboard({ firstName: 'Kai', lastName: 'Keys', email: `keys-lift-${width}@example.com` });
    });

    test('a season pass by keyboard alone: the age, the holder, auto renew and the terms', async () => {
      await page.goto('/passes/peak-unlimited');
      const buy = page.getByRole('form', { name: 'Buy the Peak Unlimited Pass' });
      const ageLabel = (await buy.locator('label[for="pass-age"]').textContent()) ?? '';
      const seasonStart = DateTime.fromFormat(ageLabel.match(/\d\d\/\d\d\/\d{4}/)![0], 'MM/dd/yyyy');
      await choose(buy.getByLabel(/^Age on/), /^Adult/);
      await press(buy.getByRole('button', { name: 'Buy' }));
      await checkoutAsGuest(`keys-pass-${width}@example.com`);
      await travelerByKeyboard('Robin', `Keys${Date.now().toString(36)}`, us(seasonStart.minus({ years: 30 })));
      const renew = page.getByRole('group', { name: 'Renew this pass automatically next season?' });
      await pickRadio(renew.getByLabel('No'));
      await press(page.getByLabel('I accept the pass terms and conditions'), 'Space');
      await payByKeyboard({ firstName: 'Robin', lastName: 'Keys', email: `keys-pass-${width}@example.com` });
    });

    test('a lodging stay by keyboard alone: a room from the results, the stay requirements, the order', async () => {
      const arrival = denver().plus({ days: 52 + later });
      const query = new URLSearchParams({
        arrivaldate: us(arrival),
        departuredate: us(arrival.plus({ days: 2 })),
        adultcount: '2',
        childcount: '0',
        childagearray: '',
        resort: 'summit-peak',
      });
      await page.goto(`/lodging?${query}`);
      await press(page.locator('[data-testid^="add-room-"]:not([disabled])').first());
      await checkoutAsGuest(`keys-stay-${width}@example.com`);
      await typeInto(page.getByLabel("Primary guest's full name"), 'Jamie Keys');
      await typeInto(page.getByLabel("Primary guest's phone"), '970-555-0142');
      const arrivalTime = page.getByLabel('Estimated arrival time');
      await tabTo(arrivalTime);
      await page.keyboard.type('0530PM', { delay: 20 });
      await expect(arrivalTime).toHaveValue('17:30');
      await payByKeyboard({ firstName: 'Jamie', lastName: 'Keys', email: `keys-stay-${width}@example.com` });
    });

    test('a rental by keyboard alone: pick up chosen with arrows, dates typed, a package, the renter', async () => {
      await page.goto('/rentals');
      const widget = page.getByTestId('rentals-widget');
      await choose(widget.getByLabel('Resort'), /^Green Mountain/);
      // Green Mountain offers delivery first; the arrows move the choice to pick up.
      await pickRadio(widget.getByRole('radio', { name: 'Pick up' }));
      const start = denver().plus({ days: 24 + later });
      await typeInto(widget.getByLabel('Pick up on', { exact: true }), us(start));
      await typeInto(widget.getByLabel('Return on', { exact: true }), us(start.plus({ days: 1 })));
      await press(widget.getByRole('button', { name: 'Find rentals' }));
      await expect(page).toHaveURL(/\/rentals\?.*resort=green-mountain/);
      const product = page
        .locator('[data-testid^="rental-product-"]')
        .filter({ has: page.getByRole('button', { name: 'Add to cart', disabled: false }) })
        .first();
      await press(product.getByRole('button', { name: 'Add to cart' }));
      await checkoutAsGuest(`keys-rental-${width}@example.com`);
      await typeInto(page.getByLabel("Renter's name").first(), 'Avery Keys');
      await typeInto(page.getByLabel('Height in centimetres').first(), '178');
      await payByKeyboard({ firstName: 'Avery', lastName: 'Keys', email: `keys-rental-${width}@example.com` });
    });

    test('a private lesson by keyboard alone: hours by arrows, a start time, the participant and level', async () => {
      const day = denver().plus({ days: 11 + later });
      await page.goto(`/lessons?sport=ski&age=adult%2015%2B&level=Intermediate&date=${encodeURIComponent(us(day))}`);
      const id = 'summit-peak-ski-private-adult-intermediate';
      const card = page.getByTestId(`lesson-${id}`);
      await pickRadio(card.getByRole('radio', { name: '3 hours' }));
      await expect(card.getByTestId(`private-${id}-price`)).toContainText('$839.00 total');
      await choose(card.getByLabel('Start time'), /^13:00/);
      await press(card.getByRole('button', { name: 'Add to cart' }));
      await checkoutAsGuest(`keys-lesson-${width}@example.com`);
      await travelerByKeyboard('Robin', 'Hale', us(day.minus({ years: 35 })));
      await choose(page.getByLabel('Ability level').first(), 'Intermediate');
      await payByKeyboard({ firstName: 'Robin', lastName: 'Hale', email: `keys-lesson-${width}@example.com` });
    });

    test('childcare by keyboard alone: the resort, the group, a typed day, the guardian and the child', async () => {
      await page.goto('/childcare');
      await choose(page.getByLabel('Resort'), /^Summit Peak/);
      await choose(page.getByLabel('Age group'), /^Toddler/);
      let day = denver().plus({ days: 15 + later });
      while (day.weekday === 2) day = day.plus({ days: 1 });
      await typeInto(page.getByLabel('Day of care', { exact: true }), us(day));
      await page.keyboard.press('Tab');
      await press(page.getByTestId('childcare-day').getByTestId('add-childcare'));
      await checkoutAsGuest(`keys-care-${width}@example.com`);
      await typeInto(page.getByLabel('Parent or guardian (full name)'), 'Avery Keys');
      await typeInto(page.getByLabel('Parent or guardian phone'), '303-555-0100');
      await typeInto(page.getByLabel("Child's first name"), 'Sky');
      await typeInto(page.getByLabel("Child's last name"), 'Keys');
      await typeInto(page.getByLabel("Child's date of birth (MM/DD/YYYY)"), us(day.minus({ months: 24 })));
      await payByKeyboard({ firstName: 'Avery', lastName: 'Keys', email: `keys-care-${width}@example.com` });
    });
  });
}

test.describe('accounts by keyboard alone at 1280 px', () => {
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('create an account, add a household member, sign out and sign in again', async () => {
    await page.goto('/create-account');
    const email = `keys-account-${Date.now().toString(36)}@example.com`;
    await typeInto(page.getByTestId('create-first'), 'Quinn');
    await typeInto(page.getByTestId('create-last'), 'Keys');
    await typeInto(page.getByTestId('create-dob'), '07/04/1988');
    await typeInto(page.getByTestId('create-email'), email);
    await typeInto(page.getByTestId('create-password'), 'Corduroy-Lines7');
    await press(page.getByTestId('create-submit'));
    await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Quinn');

    await page.goto('/account/household');
    const add = page.getByRole('form', { name: 'Add a member' });
    await typeInto(add.getByLabel('First name'), 'Kit');
    await typeInto(add.getByLabel('Last name'), 'Keys');
    await typeInto(add.getByLabel('Date of birth (MM/DD/YYYY)'), '05/06/2015');
    await choose(add.getByLabel('Relationship'), /child/i);
    await press(add.getByRole('button', { name: 'Add member' }));
    await expect(page.getByRole('list', { name: 'Household members' })).toContainText('Kit Keys');

    await page.goto('/');
    await press(page.getByRole('button', { name: /sign out/i }));
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    await press(page.getByTestId('header-sign-in'));
    await typeInto(page.getByTestId('signin-email'), email);
    await typeInto(page.getByTestId('signin-password'), 'Corduroy-Lines7');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Quinn');
  });
});
