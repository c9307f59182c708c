import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits until the page's drawn areas are live. The server sends a page's first screen drawn and
 * holds it inert until the browser's code owns it; a person cannot click, type or choose in it until
 * then. Playwright's click honours that (it waits for the element to take the pointer), but fill and
 * selectOption write straight into the element, where React, hydrating later, would never see it.
 */
export async function untilLive(page: Page) {
  await page.waitForFunction(() => !document.querySelector('#main-content [inert], [data-server-drawn]'));
}

/** Playwright's test, with every page load of the test's own page waiting as a person would. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilLive(page);
      return response;
    };
    await use(page);
  },
});
