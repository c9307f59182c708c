import { expect, test, type Page } from '@playwright/test';

const SINGLETONS = ['react', 'react-dom', 'styled-components', 'rxjs', 'luxon', 'single-spa'];

/**
 * Reads the federation share scope of every federation instance on the page: for each library,
 * the versions that were actually loaded and the containers that provided them.
 */
async function loadedShares(page: Page) {
  return page.evaluate((names) => {
    type Share = { loaded?: boolean; from?: string; useIn?: string[]; lib?: unknown };
    const federation = (
      window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } }
    ).__FEDERATION__;
    const result: Record<string, { providers: string[]; users: string[] }> = {};
    for (const name of names) result[name] = { providers: [], users: [] };
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, share] of Object.entries(scope[name] ?? {})) {
            if (share.loaded || share.lib) {
              const key = `${share.from}@${version}`;
              if (!result[name].providers.includes(key)) result[name].providers.push(key);
              for (const user of share.useIn ?? []) if (!result[name].users.includes(user)) result[name].users.push(user);
            }
          }
        }
      }
    }
    return result;
  }, SINGLETONS);
}

for (const path of ['/', '/lift-tickets', '/cart']) {
  test(`${path} loads react, react-dom, styled-components, rxjs, luxon and single-spa exactly once`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('header-cart')).toBeVisible();
    // Wait until the remotes of this page have mounted (each adds its own container).
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[id^="app-"]').length >= 2 ||
        document.querySelector('[data-testid="booking-tabs"], [data-testid="booking-accordion"]'),
    );
    await page.waitForTimeout(500);
    const shares = await loadedShares(page);
    for (const name of SINGLETONS) {
      expect(shares[name].providers, `${name} providers on ${path}`).toHaveLength(1);
    }
    // More than one container uses react, so the one copy really is shared.
    expect(shares.react.users.length).toBeGreaterThan(1);
  });
}
