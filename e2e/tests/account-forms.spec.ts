import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';

// The account's forms, as a new account holder in Chromium: the sitewide and the account alerts
// are dismissed and stay dismissed for the session; the season's release of liability is signed;
// a military status is saved, refused for a discharge year before 1940 ('Sorry, we are unable to
// verify your status.'), then saved again and verified; a cancellation request and an online
// exception are sent and listed. Each page is checked with axe at 390 and 1280 px.

async function axeAtBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/account-forms-${name}-${width}.png`, fullPage: true });
    expect(await seriousViolations(page, '#main-content'), `accessibility of ${name} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a holder dismisses the alerts, signs the release, keeps a military status and sends requests', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/create-account');
  await page.getByTestId('create-first').fill('Robin');
  await page.getByTestId('create-last').fill('Powder');
  await page.getByTestId('create-dob').fill('03/12/1980');
  await page.getByTestId('create-email').fill(`robin.${Date.now()}@example.com`);
  await page.getByTestId('create-password').fill('Corduroy-Lines7');
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Robin');

  // Alerts: the sitewide one for the visitor, the account one in the account area; both stay
  // dismissed after a reload within the session.
  await page.goto('/account');
  const sitewide = page.getByRole('region', { name: 'Sitewide alert' });
  const accountAlert = page.getByRole('region', { name: 'Account alert' });
  await expect(sitewide).toBeVisible();
  await expect(accountAlert).toBeVisible();
  await axeAtBothWidths(page, 'overview');
  await page.getByRole('button', { name: 'Dismiss sitewide alert' }).click();
  await expect(sitewide).toHaveCount(0);
  // One account alert at a time ("complete your profile", then "sign this season's release"):
  // dismissing one shows the next, until none is left.
  const dismissed: string[] = [];
  while ((await accountAlert.count()) > 0 && dismissed.length < 3) {
    const title = (await accountAlert.getByRole('heading').textContent()) ?? '';
    dismissed.push(title);
    await page.getByRole('button', { name: 'Dismiss account alert' }).click();
    await expect(accountAlert.getByRole('heading', { name: title })).toHaveCount(0);
  }
  expect(dismissed).toContain('Sign the release of liability');
  await expect(accountAlert).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(sitewide).toHaveCount(0);
  await expect(accountAlert).toHaveCount(0);

  // Sign the release of liability: the agreement and the holder's own name.
  const release = page.getByRole('form', { name: 'Sign the release of liability' });
  await release.getByLabel('Type your full name to sign').fill('Robin Powder');
  await release.getByRole('button', { name: 'Sign the release' }).click();
  await expect(page.getByRole('alert')).toContainText('Release of Liability');
  await release.getByLabel('I agree to the Release of Liability').check();
  await release.getByRole('button', { name: 'Sign the release' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed by Robin Powder' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Signed by Robin Powder' })).toBeVisible();

  // Military status: a discharge before 1940 is refused; a US Army veteran of 2010 is verified.
  await page.goto('/account/military');
  const military = page.getByRole('form', { name: 'Military status' });
  await military.getByLabel('Status').selectOption({ label: 'Veteran (honorably discharged)' });
  await military.getByLabel('Honorable discharge year').fill('1930');
  await military.getByRole('button', { name: 'Save military status' }).click();
  await page.getByRole('button', { name: 'Verify my status' }).click();
  await expect(page.getByText('Sorry, we are unable to verify your status.')).toBeVisible();
  await axeAtBothWidths(page, 'military');
  await military.getByLabel('Honorable discharge year').fill('2010');
  await military.getByRole('button', { name: 'Save military status' }).click();
  await page.getByRole('button', { name: 'Verify my status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your military status is verified.' })).toBeVisible();

  // A cancellation request and an online exception, each confirmed and then listed.
  await page.goto('/account/requests');
  const cancellation = page.getByRole('form', { name: 'Cancellation request' });
  await cancellation.getByLabel('Pass or order number').fill('EP-2026-0001');
  await cancellation.getByLabel('Reason').selectOption({ label: 'Other' });
  await cancellation.getByRole('button', { name: 'Send cancellation request' }).click();
  await expect(cancellation.getByText('Please tell us more about your reason.')).toBeVisible();
  await cancellation.getByLabel('Comments (required for "Other")').fill('Moving abroad for work.');
  await cancellation.getByRole('button', { name: 'Send cancellation request' }).click();
  await expect(page.getByRole('region', { name: 'Cancellation request' }).getByRole('status')).toContainText(
    'We have received your cancellation request',
  );
  const exception = page.getByRole('form', { name: 'Online exceptions form' });
  await exception.getByLabel('Pass number').fill('EP-2026-0001');
  await exception.getByLabel('From (MM/DD/YYYY)').fill('01/10/2027');
  await exception.getByLabel('Until (MM/DD/YYYY)').fill('02/20/2027');
  await exception.getByLabel('What happened').fill('Knee injury on the first day of January.');
  await exception.getByRole('button', { name: 'Send exception request' }).click();
  await expect(page.getByRole('region', { name: 'Online exceptions form' }).getByRole('status')).toContainText(
    'We have received your exception request',
  );
  await expect(page.getByRole('list', { name: 'Your requests' }).getByRole('listitem')).toHaveCount(2);
  await axeAtBothWidths(page, 'requests');
});
