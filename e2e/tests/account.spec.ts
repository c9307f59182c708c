import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe';
import { addLiftTicket, payAndComplete } from './checkout-steps';

// The account journey, as a visitor in Chromium: create an account; change the phone number and see
// it after a reload; add a household member, then remove them; sign out; forgot password: the mail
// arrives (read from the development outbox page: this server runs without SMTP_URL) and its link
// sets a new password; sign in with the new password; buy a lift ticket, open the transaction's
// details and cancel the order. Along the way: the card on file, editing a child's details, and
// accepting the terms for pass holder credits. Each account page is looked at at 390 and 1280 px.

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const PASSWORD = 'Corduroy-Lines7';
const NEW_PASSWORD = 'Fresh-Tracks-2027';

/** Screenshots at phone and desktop width, no sideways scrolling, no serious axe violation; back at 1280. */
async function lookAt(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    // The account page's own content stays within the viewport (the shell's header is not this line's).
    const overflow = await page.evaluate(() => {
      const page = document.getElementById('account-page');
      if (!page) return 'no #account-page';
      const right = Math.max(...[...page.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right));
      return right - document.documentElement.clientWidth;
    });
    expect(overflow, `${name} at ${width}px is wider than the viewport`).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/account-${name}-${width}.png`, fullPage: true });
    expect(await seriousViolations(page, '#main-content'), `accessibility of ${name} at ${width}px`).toEqual([]);
  }
}

async function buyLiftTicket(page: Page, daysAhead: number, email: string): Promise<string> {
  const dialog = await addLiftTicket(page, daysAhead);
  await dialog.getByTestId('dialog-checkout').click();
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout/);
  await page.locator('[data-testid$="-first"]').first().fill('Jamie');
  await page.locator('[data-testid$="-last"]').first().fill('Carver');
  await page.locator('[data-testid$="-dob"]').first().fill('07/04/1985');
  await page.getByLabel('I agree to the Release of Liability').check();
  await page.getByTestId('save-travelers').click();
  return payAndComplete(page, { firstName: 'Jamie', lastName: 'Carver', email, line1: '1 Gondola Way', city: 'Vail', postalCode: '81657' });
}

test('an account holder manages profile and household, resets the password by email and cancels an order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `jamie.${Date.now()}@example.com`;

  // 1. Create an account (the page also offers "find my card" for a pass bought before the account).
  await page.goto('/create-account');
  await expect(page.getByRole('form', { name: 'Find my card' }).getByLabel('Pass or card number')).toBeVisible();
  await expect(page.getByLabel('Pass or card number (optional)')).toBeVisible();
  await page.getByTestId('create-first').fill('Jamie');
  await page.getByTestId('create-last').fill('Carver');
  await page.getByTestId('create-dob').fill('07/04/1985');
  await page.getByTestId('create-email').fill(email);
  await page.getByTestId('create-password').fill(PASSWORD);
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Jamie');

  // 2. Change the phone number and see it after a reload.
  await page.goto('/account/profile');
  const phoneForm = page.getByRole('form', { name: 'Phone' });
  await phoneForm.getByLabel('Phone number').fill('970-555-0199');
  await phoneForm.getByRole('button', { name: 'Save phone' }).click();
  await expect(page.getByRole('region', { name: 'Phone' }).getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Phone' }).getByLabel('Phone number')).toHaveValue('970-555-0199');
  // The card on file is a gateway token: only brand, last 4 and expiry are ever shown.
  const onFile = page.getByRole('region', { name: 'Credit card on file' });
  await expect(onFile.getByRole('status')).toHaveText('No card on file.');
  const cardForm = page.getByRole('form', { name: 'Add a card on file' });
  await cardForm.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cardForm.getByLabel('Expiry month (MM)').fill('12');
  await cardForm.getByLabel('Expiry year (YYYY)').fill(String(new Date().getFullYear() + 3));
  await cardForm.getByLabel('Security code').fill('123');
  await cardForm.getByLabel('Name on card').fill('Robin Rivers');
  await cardForm.getByRole('button', { name: 'Save card' }).click();
  await expect(onFile.getByRole('status')).toContainText('ending in 4242');
  // Resort charge needs the card on file, and stays chosen.
  await onFile.getByLabel('Charge purchases on the mountain to this card (resort charge)').check();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Credit card on file' }).getByLabel('Charge purchases on the mountain to this card (resort charge)'),
  ).toBeChecked();
  await lookAt(page, 'profile');
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('970-555-0199');
  await expect(page.getByRole('link', { name: 'My passes and auto renew' })).toHaveAttribute('href', '/my-passes');
  await lookAt(page, 'overview');

  // 3. Add a household member, then remove them.
  await page.goto('/account/household');
  const add = page.getByRole('form', { name: 'Add a member' });
  await add.getByLabel('First name').fill('Kit');
  await add.getByLabel('Last name').fill('Carver');
  await add.getByLabel('Date of birth (MM/DD/YYYY)').fill('05/06/2015');
  await add.getByLabel('Relationship').selectOption('child');
  await add.getByRole('button', { name: 'Add member' }).click();
  const members = page.getByRole('list', { name: 'Household members' });
  await expect(members).toContainText('Kit Carver');
  await expect(members).toContainText('born 05/06/2015');
  await lookAt(page, 'household');
  // Pending child account update: a member without an account of their own is edited by the adult.
  await members.getByRole('button', { name: 'Edit Kit Carver' }).click();
  const edit = page.getByRole('form', { name: 'Update Kit Carver' });
  await edit.getByLabel('First name').fill('Kitt');
  await edit.getByRole('button', { name: 'Save member' }).click();
  await expect(members).toContainText('Kitt Carver');
  await members.getByRole('button', { name: 'Remove Kitt Carver' }).click();
  await expect(members).not.toContainText('Kitt Carver');
  await expect(members.getByRole('listitem')).toHaveCount(1);

  await page.goto('/account/preferences');
  await expect(page.getByRole('status').filter({ hasText: 'first-timer promotion' })).toBeVisible();
  await page.getByRole('button', { name: 'Opt in to email' }).click();
  await expect(page.getByText('You receive our marketing email.')).toBeVisible();
  await lookAt(page, 'preferences');

  // Pass holder credits come with their terms, which must be accepted before the credits can be used.
  await page.goto('/account/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Pass holder credits' })).toBeVisible();
  await expect(page.getByText('You have no pass holder credits.')).toBeVisible();
  const terms = page.getByRole('form', { name: 'Accept the terms' });
  await terms.getByRole('button', { name: 'Accept terms' }).click();
  await expect(terms.getByRole('alert')).toHaveText('Please accept the terms for pass holder credits.');
  await terms.getByRole('checkbox', { name: 'I accept the terms for pass holder credits' }).check();
  await terms.getByRole('button', { name: 'Accept terms' }).click();
  await expect(page.getByRole('region', { name: 'Terms for pass holder credits' }).getByRole('status')).toHaveText(
    'You have accepted the terms: your credits can be used.',
  );
  await lookAt(page, 'credits');

  await page.goto('/account/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await expect(page.getByText('You have no reservations yet.')).toBeVisible();
  await lookAt(page, 'reservations');

  // 4. Sign out: the session keys of spec section 3 are cleared.
  await page.goto('/account');
  await page.evaluate(() => {
    for (const key of ['accountNotification', 'benefitsBanner', 'navNotification']) sessionStorage.setItem(key, '1');
  });
  await page.getByRole('navigation', { name: 'Account pages' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(
    await page.evaluate(() => ['accountNotification', 'benefitsBanner', 'navNotification'].map((k) => sessionStorage.getItem(k))),
  ).toEqual([null, null, null]);

  // 5. Forgot password: the mail arrives and its link sets a new password.
  await page.goto('/sign-in/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email address');
  await lookAt(page, 'forgot-password');
  await page.goto('/account/dev/outbox');
  const mail = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: 'Reset your password' });
  await expect(mail).toHaveCount(1);
  await lookAt(page, 'outbox');
  await mail.getByRole('link', { name: /reset-password\?token=/ }).click();
  await expect(page).toHaveURL(/\/sign-in\/reset-password\?token=/);
  await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
  await lookAt(page, 'reset-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  // 6. Sign in with the new password (the old one no longer works).
  await page.goto('/sign-in');
  await page.getByTestId('signin-email').fill(email);
  await page.getByTestId('signin-password').fill(PASSWORD);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await page.getByTestId('signin-password').fill(NEW_PASSWORD);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Jamie');

  // 7. Buy a lift ticket, open the transaction's details and cancel the order.
  const orderNumber = await buyLiftTicket(page, 20, email);
  await page.goto('/account/orders');
  await page.getByRole('link', { name: `Details of order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('Summit Peak');
  await lookAt(page, 'order-details');
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await expect(cancel).toBeVisible();
  // Served by the cart line (POST /api/checkout/orders/:number/cancel): refund, capacity released, a message to the buyer.
  await cancel.click();
  await expect(page.getByRole('status')).toContainText('Your order has been cancelled.');
  await page.reload();
  await expect(page.getByText(/Status: cancelled/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await lookAt(page, 'order-cancelled');
});
