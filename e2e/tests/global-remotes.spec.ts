import { expect, test, type Page } from './fixtures';
import { addLiftTicket } from './checkout-steps';

// The cart and account remotes serve every page, but most visits never add to the cart or sign
// out: their code loads on a page's first need of it. Until then the page itself carries what the
// header shows (spec section 4: "Cart: loaded on page load and published to the page").

const GLOBAL_REMOTE = /\/remotes\/(cart-checkout|account)\//;

/** Scripts of the cart and account remotes the page fetched, by remote. */
function globalScripts(page: Page) {
  const fetched = { cart: 0, account: 0 };
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(GLOBAL_REMOTE);
    if (match && request.resourceType() === 'script') fetched[match[1] === 'account' ? 'account' : 'cart'] += 1;
  });
  return fetched;
}

test("the home page loads neither the cart's nor the account's code; the first add loads the cart's and its dialog opens; the next page's header count comes with the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const fetched = globalScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('booking-tabs')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(fetched).toEqual({ cart: 0, account: 0 });

  // The add (results page, same document) opens the cart's dialog.
  await addLiftTicket(page, 19);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(fetched.cart).toBeGreaterThan(0);
  expect(fetched.account).toBe(0);

  // A new page: the count is right at once, without the cart's code.
  const next = await page.context().newPage();
  const nextFetched = globalScripts(next);
  await next.goto('/lodging');
  await expect(next.getByTestId('cart-count')).toHaveText('1');
  await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
  expect(nextFetched).toEqual({ cart: 0, account: 0 });
  await next.close();
});

test("Sign out in the header of a page without the account's code loads it and signs the visitor out", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sign-in');
  await page.getByTestId('signin-email').fill('demo@resort.test');
  await page.getByTestId('signin-password').fill('Powder2026!');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Alex');

  const fetched = globalScripts(page);
  await page.goto('/lift-tickets');
  await expect(page.getByTestId('header-greeting')).toHaveText('Hi, Alex');
  expect(fetched.account).toBe(0);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(fetched.account).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/shots/global-remotes-signed-out-390.png' });
  // The server forgot the session too.
  await page.reload();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
});

// A page loads the code of the remotes it shows, and no other's: a resort page is the shell's own,
// and its booking widgets, gallery and questions work without any remote. The lessons page loads
// its own line's remote alone.
for (const [path, own] of [
  ['/resorts/summit-peak', null],
  ['/lessons', 'lessons-childcare'],
] as const) {
  test(`${path} loads ${own ? `the ${own} remote's code and no other remote's` : "no remote's code"}`, async ({ page }) => {
    const remotes = new Set<string>();
    page.on('request', (request) => {
      const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
      if (match && request.resourceType() === 'script') remotes.add(match[1]);
    });
    await page.goto(path);
    if (own) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => remotes.has(own)).toBe(true);
    } else {
      // The page is live: its questions open.
      const question = page.getByRole('button', { name: 'When do the lifts run?' });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    }
    await page.waitForLoadState('networkidle');
    expect([...remotes]).toEqual(own ? [own] : []);
  });
}
