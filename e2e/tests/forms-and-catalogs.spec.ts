import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';

// The forms of spec section 7's last calls, typed in Chromium as people type: the anonymous email
// signup with its double opt-in (the link read from the development outbox page: this server runs
// without SMTP_URL), then the email profile the link manages; the guest refund form on /contact;
// the My Epic Gear lottery form. Each screen is checked with axe at 390 and 1280 px.

async function lookAt(page: Page, name: string, within = '#main-content') {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/forms-catalogs-${name}-${width}.png`, fullPage: true });
    expect(await seriousViolations(page, within), `accessibility of ${name} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a guest signs up for emails, confirms by the mailed link and fills in the email profile', async ({ page }) => {
  const email = `pow.${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Resorts emails' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.click();
  await page.keyboard.type(email, { delay: 60 });
  await page.getByLabel('Home resort (optional)').selectOption({ label: 'Cascade Ridge' });
  await lookAt(page, 'signup');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Sign up' }).press('Enter');
  await expect(page.getByRole('status')).toContainText('Check your email');

  await page.goto('/account/dev/outbox');
  const mail = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: 'Confirm your Summit Resorts emails' });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('link', { name: /newsletter\?token=/ }).click();
  await expect(page).toHaveURL(/\/account\/newsletter\?token=/);
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await expect(page.getByLabel('Home resort')).toHaveValue('cascade-ridge');

  await page.getByLabel('First name').pressSequentially('Pat', { delay: 60 });
  await page.getByLabel('Last name').pressSequentially('Hound', { delay: 60 });
  await page.getByRole('checkbox', { name: 'Mountain events' }).check();
  await page.getByRole('checkbox', { name: 'Lessons' }).check();
  await lookAt(page, 'profile');
  await page.getByRole('button', { name: 'Save my email profile' }).click();
  await expect(page.getByText('Your email profile is saved.')).toBeVisible();

  // The same link keeps managing the profile.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Pat');
  await expect(page.getByRole('checkbox', { name: 'Lessons' })).toBeChecked();
});

test('a guest asks for a refund on the contact page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Ask for a refund (bought as a guest)' });
  await form.getByLabel('First name').pressSequentially('Pat', { delay: 60 });
  await form.getByLabel('Last name').pressSequentially('Guest', { delay: 60 });
  await form.getByLabel('Email used for the order').pressSequentially('pat.refund@example.com', { delay: 30 });
  await form.getByLabel('Order number').pressSequentially('SR-1234ABCD', { delay: 60 });
  await form.getByLabel('Reason').selectOption({ label: 'Illness or injury' });
  await lookAt(page, 'guest-refund');
  await form.getByRole('button', { name: 'Send refund request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'refund request' })).toContainText('Your reference is');
});

test('an adult enters the My Epic Gear lottery', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/my-epic-gear');
  const form = page.getByRole('region', { name: 'Enter the membership lottery' });
  await form.getByRole('button', { name: 'Enter the lottery' }).click();
  await expect(form.getByText('Required Field').first()).toBeVisible();
  await form.getByLabel('First name').pressSequentially('Jordan', { delay: 60 });
  await form.getByLabel('Last name').pressSequentially('Lane', { delay: 60 });
  await form.getByLabel('Email').pressSequentially(`jordan.${Date.now()}@example.com`, { delay: 30 });
  await form.getByLabel('Date of birth (MM/DD/YYYY)').pressSequentially('02/03/1990', { delay: 60 });
  await form.getByLabel('Resort').selectOption({ label: 'Coast Range' });
  await lookAt(page, 'meg-lottery');
  await form.getByRole('button', { name: 'Enter the lottery' }).click();
  await expect(form.getByRole('status')).toContainText('lottery at Coast Range');
});

test('a gift card of a chosen amount and a day of parking go into the cart ("add to cart for generic")', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/cart/gift-cards');
  const card = page.getByRole('region', { name: 'Summit Resorts gift card (USD)' });
  await card.getByLabel('Amount').selectOption({ label: '$100.00' });
  const sendOn = new Date(Date.now() + 5 * 86_400_000);
  const typed = `${String(sendOn.getMonth() + 1).padStart(2, '0')}/${String(sendOn.getDate()).padStart(2, '0')}/${sendOn.getFullYear()}`;
  await card.getByLabel('Send on (MM/DD/YYYY)').pressSequentially(typed, { delay: 60 });
  await lookAt(page, 'gift-cards');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByTestId('add-to-cart-dialog');
  await expect(dialog).toContainText('Summit Resorts gift card (USD)');
  await dialog.getByTestId('continue-shopping').click();

  const parking = page.getByRole('region', { name: 'Day parking at Summit Peak' });
  await parking.getByLabel('Day (MM/DD/YYYY)').pressSequentially(typed, { delay: 60 });
  await parking.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('add-to-cart-dialog')).toContainText('Day parking at Summit Peak');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Summit Resorts gift card (USD)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day parking at Summit Peak' })).toBeVisible();
  await expect(page.getByText('$100.00').first()).toBeVisible();
});

test('the All lessons page pages through the school’s lessons and narrows them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/lessons/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All lessons' })).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const first = await page.getByRole('list', { name: 'Lessons' }).getByRole('heading').first().textContent();
  await lookAt(page, 'all-lessons');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(await page.getByRole('list', { name: 'Lessons' }).getByRole('heading').first().textContent()).not.toBe(first);
  await page.getByLabel('Resort').selectOption({ label: 'Coast Range' });
  await page.getByLabel('Lesson type').selectOption({ label: 'Private lessons' });
  const metas = page.getByRole('list', { name: 'Lessons' }).getByText(/Coast Range · Private lesson/);
  await expect(metas.first()).toBeVisible();
  expect(
    await page
      .getByRole('list', { name: 'Lessons' })
      .getByText(/Group lesson/)
      .count(),
  ).toBe(0);
});

test('a visitor finds the email sign-up and the gift cards and parking pages from the footer, on a phone and a desktop', async ({
  page,
}) => {
  // Phone: the footer's columns fold; "Your account" opens to the email sign-up link. The server draws
  // every column open (it cannot know the width) and the phone folds them once the page is live, so a
  // visitor who reaches the footer finds them folded.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Email sign-up and preferences' })).toBeHidden();
  await footer.getByText('Your account', { exact: true }).click();
  await footer.getByRole('link', { name: 'Email sign-up and preferences' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/forms-catalogs-footer-links-390.png' });
  await footer.getByRole('link', { name: 'Email sign-up and preferences' }).click();
  await expect(page).toHaveURL(/\/account\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Resorts emails' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Gift cards and parking' })).toBeHidden();
  await footer.getByText('Plan your trip', { exact: true }).click();
  await footer.getByRole('link', { name: 'Gift cards and parking' }).click();
  await expect(page).toHaveURL(/\/cart\/gift-cards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards and parking' })).toBeVisible();
  expect(await seriousViolations(page, 'footer'), 'accessibility of the footer at 390px').toEqual([]);

  // Desktop: every column is open.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift cards and parking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards and parking' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Email sign-up and preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Resorts emails' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/forms-catalogs-footer-links-1280.png', fullPage: true });
  expect(await seriousViolations(page, 'footer'), 'accessibility of the footer at 1280px').toEqual([]);
});
