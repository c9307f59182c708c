import { expect, test, type Page } from './fixtures';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';
import { payAndComplete } from './checkout-steps';

/** Lodging requirements (cart "lodging requirements"): the primary guest and the arrival time. */
async function fillLodgingRequirements(page: Page) {
  await page.getByLabel("Primary guest's full name").fill('Jamie Family');
  await page.getByLabel("Primary guest's full name").press('Tab');
  await page.getByLabel("Primary guest's phone").fill('970-555-0142');
  await page.getByLabel("Primary guest's phone").press('Tab');
  await page.getByLabel('Estimated arrival time').fill('17:30');
  await page.getByLabel('Estimated arrival time').press('Tab');
}

// A family books three nights: the cart shows the stay's taxes and fees apart, under the
// property's name, the resort fee among them, and the order charges them as quoted.

test("a family of two adults and a child aged 8 narrows the results, opens a property's gallery and sees nightly prices in its calendar, books 3 nights; the cart lists lodging taxes and fees with the resort fee; the order completes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const arrival = DateTime.now().setZone('America/Denver').plus({ days: 30 });
  const departure = arrival.plus({ days: 3 });
  const query = new URLSearchParams({
    arrivaldate: arrival.toFormat('MM/dd/yyyy'),
    departuredate: departure.toFormat('MM/dd/yyyy'),
    adultcount: '2',
    childcount: '1',
    childagearray: '8',
  });
  await page.goto(`/lodging?${query}`);
  // Narrowed by resort and amenity; the address keeps the filters.
  const filters = page.getByRole('form', { name: 'Narrow the results' });
  await filters.getByLabel('Resort').selectOption('summit-peak');
  await expect(page).toHaveURL(/resort=summit-peak/);
  await filters.getByLabel('Hot tub').check();
  await expect(page).toHaveURL(/amenity=Hot\+tub/);
  await expect(page.getByTestId('lodging-results')).toContainText(/· \d+ propert(y|ies)/);
  await expect(page.getByTestId('lodging-results')).toContainText('Hot tub');
  // Property pictures come through the store's image proxy, sized by the srcset.
  const picture = page.getByTestId('lodging-results').locator('img').first();
  await expect(picture).toHaveAttribute('src', /\/api\/content\/image\?url=%2Fremotes%2Flodging%2Fassets%2F/);
  await expect(picture).toHaveAttribute('srcset', /480w/);
  await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/lodging-results-1280.png', fullPage: true });
  // The property page: a calendar with each night's price for the party, or Sold Out, under the date.
  await page.getByTestId('lodging-results').getByRole('link', { name: 'Alpenglow Lodge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpenglow Lodge' })).toBeVisible();
  // Its gallery: the outside, a bedroom, the lounge and the pool, through the image proxy.
  const gallery = page.getByRole('region', { name: 'Alpenglow Lodge gallery' });
  await expect(gallery.getByTestId('gallery-counter')).toHaveText('1 / 4');
  await gallery.getByRole('button', { name: 'Next slide' }).click();
  await expect(gallery.getByTestId('gallery-counter')).toHaveText('2 / 4');
  await expect(gallery.locator('li[data-current] img')).toHaveAttribute(
    'src',
    /\/api\/content\/image\?url=%2Fremotes%2Flodging%2Fassets%2Froom-bedroom/,
  );
  const stay = page.getByRole('form', { name: 'Dates of your stay' });
  await stay.getByRole('button', { name: 'Choose Check-in from calendar' }).click();
  const month = page.getByLabel('Check-in calendar');
  await expect(month.getByText(/^\$\d[\d,]*$/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/lodging-property-calendar-1280.png', fullPage: true });
  await month.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(month).toBeHidden();
  await page.getByRole('button', { name: 'Back to results' }).click();
  await expect(page.getByTestId('lodging-results')).toContainText('Hot tub');
  const room = page.locator('[data-testid^="add-room-"]:not([disabled])').first();
  await expect(room).toBeVisible();
  await room.click();
  await page.getByTestId('add-to-cart-dialog').getByTestId('continue-shopping').click();
  await page.getByTestId('header-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = page.getByTestId('cart-page');
  await expect(cart).toContainText(/Taxes and fees, /);
  await expect(cart).toContainText('Resort fee');
  await expect(cart).toContainText('Lodging tax');
  await page.screenshot({ path: 'test-results/cart-lodging-fees.png', fullPage: true });
  const total = await page.getByTestId('cart-total').textContent();

  await page.getByTestId('checkout-button').click();
  await page.getByLabel('Email').fill('family@example.com');
  await page.getByTestId('continue-as-guest').click();
  await fillLodgingRequirements(page);
  await page.getByTestId('save-travelers').click();
  await payAndComplete(page, { firstName: 'Jamie', lastName: 'Family', email: 'family@example.com' });
  await expect(page.getByText(total ?? '')).toBeVisible();
});

// Spec section 7, lodging "packages" and "component details": a package is bought.
for (const width of [390, 1280]) {
  test(`a Ski & Stay package with rentals is bought at ${width} px: every part in one add, the stay's requirements and the release of liability, the order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const arrival = DateTime.now()
      .setZone('America/Denver')
      .plus({ days: width === 390 ? 44 : 46 });
    const query = new URLSearchParams({
      arrivaldate: arrival.toFormat('MM/dd/yyyy'),
      departuredate: arrival.plus({ days: 3 }).toFormat('MM/dd/yyyy'),
      adultcount: '2',
      childcount: '0',
      resort: 'summit-peak',
    });
    await page.goto(`/lodging?${query}`);
    await page.getByRole('link', { name: 'See Ski & Stay packages for these dates' }).click();
    await expect(page.getByRole('heading', { name: 'Ski & Stay packages' })).toBeVisible();
    await page.getByLabel('Include ski rentals for everyone').check();
    const first = page.getByRole('list', { name: 'Packages' }).getByRole('listitem').first();
    await expect(first).toContainText('You save');
    await expect(first).toContainText('and ski rentals');
    await first.getByRole('button', { name: "Show what's included" }).click();
    await expect(first.getByRole('list', { name: /What Ski & Stay at .* includes/ })).toContainText('3-Day');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/packages-${width}.png`, fullPage: true });
    await first.getByRole('button', { name: 'Add package to cart' }).click();
    await page.getByTestId('add-to-cart-dialog').getByTestId('continue-shopping').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.getByTestId('header-cart').click();
    await expect(page.getByTestId('cart-page')).toContainText('Ski & Stay at');
    await page.getByTestId('checkout-button').click();
    await page.getByLabel('Email').fill(`package-${width}@example.com`);
    await page.getByTestId('continue-as-guest').click();
    await fillLodgingRequirements(page);
    await page.getByTestId('save-travelers').click();
    await expect(page.getByText('Please agree to the terms of the Release of Liability to continue.')).toBeVisible();
    await page.getByLabel('I agree to the Release of Liability').check();
    await page.getByTestId('save-travelers').click();
    await payAndComplete(page, { firstName: 'Jamie', lastName: 'Family', email: 'family@example.com' });
  });
}

test('the amenities offered on the results are the stay’s own, from the room filters call, with counts (axe at 390 and 1280 px)', async ({
  page,
}) => {
  const arrival = DateTime.now().setZone('America/Denver').plus({ days: 20 });
  const query = new URLSearchParams({
    arrivaldate: arrival.toFormat('MM/dd/yyyy'),
    departuredate: arrival.plus({ days: 2 }).toFormat('MM/dd/yyyy'),
    adultcount: '2',
    childcount: '0',
    resort: 'summit-peak',
  });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.goto(`/lodging?${query}`);
    const filters = page.getByRole('form', { name: 'Narrow the results' });
    const amenities = filters.getByRole('group', { name: 'Amenities' });
    await expect(amenities.getByRole('checkbox').first()).toBeVisible();
    // Exactly what the "room filters" call offers for the stay, in its order, with its counts.
    const stay = {
      arrivaldate: arrival.toFormat('yyyy-MM-dd'),
      departuredate: arrival.plus({ days: 2 }).toFormat('yyyy-MM-dd'),
      adultcount: 2,
      childcount: 0,
      resort: 'summit-peak',
    };
    const token = (await (await page.request.get('/api/account/session')).json()).data.csrfToken as string;
    const asked = await page.request.post('/api/lodging/room-filters', { data: stay, headers: { RequestVerificationToken: token } });
    expect(asked.ok(), await asked.text()).toBe(true);
    const offered = (await asked.json()).data.amenities as {
      name: string;
      count: number;
    }[];
    const names = await amenities.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.textContent ?? ''));
    expect(names).toEqual(offered.map((a) => `${a.name}(${a.count})`));
    expect(names).toContain('Heated pool(1)');
    // Summit Peak's properties have no pets: an amenity from no list in code.
    expect(names.some((n) => n.startsWith('Pet friendly'))).toBe(false);
    await amenities.getByRole('checkbox', { name: /^Heated pool/ }).check();
    await expect(page).toHaveURL(/amenity=Heated\+pool/);
    await expect(page.getByTestId('lodging-results')).toContainText(/· 1 property/);
    await page.screenshot({ path: `test-results/lodging-amenities-${width}.png`, fullPage: true });
    expect(await seriousViolations(page), `accessibility of the lodging results at ${width}px`).toEqual([]);
  }
});
