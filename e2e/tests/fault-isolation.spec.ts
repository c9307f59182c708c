import { expect, test } from './fixtures';

// Architecture, fault isolation: "a remote that fails to load shows a fallback in its own area and
// the rest of the page keeps working".
test.describe('a remote whose files are unreachable', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/remotes/lodging/**', (route) => route.abort('connectionrefused'));
  });

  test('its own page shows the fallback while the header and other lines keep working', async ({ page }) => {
    await page.goto('/lodging');
    await expect(page.getByTestId('unavailable-lodging')).toHaveText('This section is unavailable right now. Please try again later.');
    await expect(page.getByTestId('header-cart')).toBeVisible();

    // Another line still loads and works in the same page, by client-side navigation.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lift Tickets' }).click();
    await expect(page).toHaveURL(/\/lift-tickets/);
    await expect(page.locator('#app-lift_access')).not.toBeEmpty();
    await expect(page.getByTestId('unavailable-lift_access')).toHaveCount(0);
    await expect(page.getByTestId('unavailable-lodging')).toHaveCount(0);
  });

  test('its booking tab shows the fallback and the other tabs still work', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Lodging' }).click();
    await expect(page.getByTestId('unavailable-lodging')).toBeVisible();
    await page.getByRole('tab', { name: 'Lift Tickets' }).click();
    await expect(page.getByTestId('unavailable-lodging')).toHaveCount(0);
    await expect(page.getByRole('tabpanel')).toContainText('Lift tickets');
    await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  });
});

// The same promise when a remote loads but throws while rendering (here: its API answers a shape
// it cannot draw): its error boundary shows the fallback in its own area, nothing else breaks. The
// visitor reaches the page from another, so the page asks the API itself (a page loaded whole comes
// with its answers).
test.describe('a remote that throws while rendering', () => {
  test('shows the fallback in its own area while the header and other lines keep working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/api/liftaccess/resorts', (route) =>
      route.fulfill({ json: { success: true, data: { not: 'a list of resorts' } } }),
    );
    await page.goto('/lodging');
    await expect(page.locator('#app-lodging')).not.toBeEmpty();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lift Tickets' }).click();
    await expect(page).toHaveURL(/\/lift-tickets/);
    await expect(page.getByTestId('unavailable-lift_access')).toHaveText('This section is unavailable right now. Please try again later.');
    await expect(page.getByTestId('header-cart')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lodging' }).click();
    await expect(page).toHaveURL(/\/lodging/);
    await expect(page.locator('#app-lodging')).not.toBeEmpty();
    await expect(page.getByTestId('unavailable-lodging')).toHaveCount(0);
    // The page itself never crashed: the failure stayed inside the remote's boundary.
    expect(errors.filter((m) => !/map is not a function|not iterable/.test(m))).toEqual([]);
  });
});
