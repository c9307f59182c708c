import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { holderBuysPeakLocal } from './checkout-steps';

// Lift reservations as a pass holder reads the pages: a new account buys a season pass, reserves
// three busy days at Summit Peak (one of them with a priority day), finds them in the account's
// reservations and cancels one there.

const payer = { firstName: 'Robin', lastName: 'Rivers', email: 'robin@example.com' };

for (const width of [390, 1280]) {
  test(`at ${width} px a pass holder reserves three days, one of them a priority day, then cancels one in the account`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { firstName, lastName } = await holderBuysPeakLocal(page, payer, 'Quinn');

    await page.goto('/my-passes');
    await page.getByRole('link', { name: 'Reserve lift days' }).click();
    await expect(page).toHaveURL(/\/my-passes\/reservations$/);
    await expect(page.getByRole('heading', { name: 'Lift reservations', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Pass holder')).toContainText(`${firstName} ${lastName} (you) – Peak Local Pass`);
    await expect(page.getByLabel('Resort')).toHaveValue('summit-peak');
    const left = page.getByTestId('priority-days-left');
    await expect(left).toHaveText(/Priority days left: (\d+) of \1/);
    const before = Number((await left.textContent())?.match(/left: (\d+)/)?.[1]);

    // The first three days of the month that can be reserved; the third uses a priority day.
    const days = page.getByRole('checkbox', { name: /^Reserve / });
    await expect(days.first()).toBeVisible();
    const open = page.locator('input[type="checkbox"][aria-label^="Reserve "]:not([disabled])');
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const box = open.nth(i);
      names.push((await box.getAttribute('aria-label'))!.replace(/^Reserve /, ''));
    }
    for (const name of names) await page.getByRole('checkbox', { name: `Reserve ${name}` }).check();
    await page.getByRole('checkbox', { name: `Use a priority day on ${names[2]}` }).check();
    await expect(left).toHaveText(`Priority days left: ${before - 1} of ${before}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reserve selected days' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reserved 3 days.' })).toBeVisible();

    const mine = page.getByRole('list', { name: 'Your lift reservations' });
    await expect(mine.getByRole('listitem')).toHaveCount(3);
    await expect(mine.getByRole('listitem').filter({ hasText: 'Priority day' })).toHaveCount(1);
    await expect(left).toHaveText(`Priority days left: ${before - 1} of ${before}`);
    await page.screenshot({ path: `test-results/lift-reservations-${width}.png`, fullPage: true });

    await page.goto('/account/reservations');
    const listed = page.getByRole('list', { name: 'Reservations' }).getByRole('listitem').filter({ hasText: 'Lift reservation' });
    await expect(listed).toHaveCount(3);
    await expect(listed.filter({ hasText: 'priority day' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await listed.first().getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(listed.filter({ hasText: 'Cancelled' })).toHaveCount(1);
    await expect(listed.filter({ hasText: 'Booked' })).toHaveCount(2);

    // Back on the reservation page only the two live days are left.
    await page.goto('/my-passes/reservations');
    await expect(page.getByRole('list', { name: 'Your lift reservations' }).getByRole('listitem')).toHaveCount(2);
  });
}
