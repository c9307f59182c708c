import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import { DateTime } from 'luxon';
import { seriousViolations } from './axe';

// Dates as people enter them (spec section 5: "Dates use MM/DD/YYYY; MM/DD/YY is also accepted"):
// typed at a person's pace with or without slashes, pasted in one go, typed again after clearing.
// A field keeps what is typed while it has focus, and the search carries exactly the dates entered.

const SHOTS = '/work/brief/shots-i29';
const denver = () => DateTime.now().setZone('America/Denver').startOf('day');
const us = (d: DateTime) => d.toFormat('MM/dd/yyyy');

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

/** Clears the field and types `text` with the keyboard; while the field has focus, the text is exactly what was typed. */
async function typeDate(field: Locator, text: string) {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text, { delay: 60 });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(text);
}

/** Replaces the field's text with `text` pasted from the clipboard in one go. */
async function pasteDate(field: Locator, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(text);
}

async function homeTab(name: string) {
  await page.goto('/');
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name, exact: true });
}

const params = () => new URL(page.url()).searchParams;

test('home Lodging tab: a check-in typed, cleared and typed again, a check-out with a two-digit year and Enter give a search of exactly those nights', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = await homeTab('Lodging');
  const checkIn = panel.getByLabel('Check-in', { exact: true });
  const checkOut = panel.getByLabel('Check-out', { exact: true });
  const arrival = denver().plus({ days: 40 });
  const departure = arrival.plus({ days: 3 });
  // The visit of the report: type, clear, type again; then the check-out, whose 28-night bound is the new check-in's.
  await typeDate(checkIn, us(arrival.plus({ days: 1 })));
  await typeDate(checkIn, us(arrival));
  await checkIn.press('Tab');
  await expect(checkIn).toHaveValue(us(arrival));
  await typeDate(checkOut, departure.toFormat('MM/dd/yy'));
  await page.screenshot({ path: `${SHOTS}/lodging-widget-typed-1280.png`, clip: (await panel.boundingBox()) ?? undefined });
  await checkOut.press('Enter');
  await expect(page).toHaveURL(/\/lodging\?/);
  expect(params().get('arrivaldate')).toBe(us(arrival));
  expect(params().get('departuredate')).toBe(us(departure));
});

test('home Lodging tab: a pasted check-in after the check-out moves the check-out and says so; digits alone are a date', async () => {
  const panel = await homeTab('Lodging');
  const checkIn = panel.getByLabel('Check-in', { exact: true });
  const checkOut = panel.getByLabel('Check-out', { exact: true });
  const arrival = denver().plus({ days: 60 });
  await pasteDate(checkIn, us(arrival));
  await expect(checkOut).toHaveValue(us(arrival.plus({ days: 1 })));
  await expect(page.getByTestId('lodging-check-out-note')).toHaveText(
    `Check-out moved to ${us(arrival.plus({ days: 1 }))} to fit the dates entered.`,
  );
  await page.screenshot({ path: `${SHOTS}/lodging-widget-pasted-1280.png`, clip: (await panel.boundingBox()) ?? undefined });
  await typeDate(checkOut, arrival.plus({ days: 2 }).toFormat('MMddyyyy'));
  await checkOut.press('Tab');
  await expect(checkOut).toHaveValue(us(arrival.plus({ days: 2 })));
  await panel.getByRole('button', { name: 'Search lodging' }).click();
  await expect(page).toHaveURL(/\/lodging\?/);
  expect(params().get('arrivaldate')).toBe(us(arrival));
  expect(params().get('departuredate')).toBe(us(arrival.plus({ days: 2 })));
});

test('home Rentals tab: pick up typed as digits, return typed with slashes, the search carries both', async () => {
  const panel = await homeTab('Rentals');
  const pickup = panel.getByLabel(/^(Pick up on|Delivery on)$/);
  const ret = panel.getByLabel('Return on', { exact: true });
  const start = denver().plus({ days: 20 });
  await typeDate(pickup, start.toFormat('MMddyyyy'));
  await typeDate(ret, us(start.plus({ days: 2 })));
  await ret.press('Tab');
  await expect(pickup).toHaveValue(us(start));
  await expect(ret).toHaveValue(us(start.plus({ days: 2 })));
  await page.screenshot({ path: `${SHOTS}/rentals-widget-typed-1280.png`, clip: (await panel.boundingBox()) ?? undefined });
  await panel.getByRole('button', { name: /^Find (rentals|bikes)$/ }).click();
  // Summit Peak offers its gear membership once before the search goes on.
  await page.getByRole('dialog', { name: 'Upgrade to My Epic Gear' }).getByRole('button', { name: 'Continue to rentals' }).click();
  await expect(page).toHaveURL(/\/rentals\?/);
  expect(params().get('startdate')).toBe(us(start));
  expect(params().get('enddate')).toBe(us(start.plus({ days: 2 })));
});

test('home Lift Tickets, Lessons and Activities tabs: typed, pasted and two-digit-year dates reach the search', async () => {
  const day = denver().plus({ days: 12 });
  let panel = await homeTab('Lift Tickets');
  await pasteDate(panel.getByLabel('First day', { exact: true }), us(day));
  await panel.getByLabel('Age group').selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Find tickets' }).click();
  await expect(page).toHaveURL(/\/lift-tickets\?/);
  expect(params().get('startDate')).toBe(us(day));

  panel = await homeTab('Lessons');
  await panel.getByLabel('Age').selectOption({ index: 1 });
  await panel.getByLabel('Level').selectOption({ index: 1 });
  await typeDate(panel.getByLabel('Start date', { exact: true }), day.toFormat('MM/dd/yy'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lessons\?/);
  expect(params().get('date')).toBe(us(day));

  panel = await homeTab('Activities');
  await typeDate(panel.getByLabel('Start date', { exact: true }), day.toFormat('MMddyyyy'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/activities\?/);
  expect(params().get('startDate')).toBe(us(day));
});

test('a search that cannot run says why: the message is beside the field and focus goes to it', async () => {
  const panel = await homeTab('Activities');
  const field = panel.getByLabel('Start date', { exact: true });
  await typeDate(field, '12/4');
  await panel.getByRole('button', { name: 'Find activities' }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('alert')).toBeVisible();
  await expect(field).toHaveValue('12/4');
  expect(new URL(page.url()).pathname).toBe('/');
});

test("the property page's stay and the results pages' search forms take typed dates", async () => {
  const arrival = denver().plus({ days: 35 });
  await page.goto(
    `/lodging?arrivaldate=${encodeURIComponent(us(arrival))}&departuredate=${encodeURIComponent(us(arrival.plus({ days: 2 })))}&adultcount=2&childcount=0&childagearray=`,
  );
  await page.getByTestId('lodging-results').getByRole('link', { name: 'Alpenglow Lodge' }).click();
  const stay = page.getByRole('form', { name: 'Dates of your stay' });
  await typeDate(stay.getByLabel('Check-in', { exact: true }), us(arrival.plus({ days: 2 })));
  await typeDate(stay.getByLabel('Check-out', { exact: true }), arrival.plus({ days: 4 }).toFormat('MM/dd/yy'));
  await page.keyboard.press('Enter');
  await expect.poll(() => params().get('departuredate')).toBe(us(arrival.plus({ days: 4 })));
  expect(params().get('arrivaldate')).toBe(us(arrival.plus({ days: 2 })));

  const day = denver().plus({ days: 9 });
  await page.goto(`/activities?startDate=${encodeURIComponent(us(day))}`);
  await typeDate(
    page.getByTestId('activities-widget').getByLabel('Start date', { exact: true }),
    day.plus({ days: 2 }).toFormat('MM/dd/yy'),
  );
  await page.keyboard.press('Enter');
  await expect.poll(() => params().get('startDate')).toBe(us(day.plus({ days: 2 })));

  await page.goto(`/lessons?sport=ski&age=adult%2015%2B&level=Intermediate&date=${encodeURIComponent(us(day))}`);
  await typeDate(page.getByTestId('lessons-widget').getByLabel('Start date', { exact: true }), day.plus({ days: 3 }).toFormat('MMddyyyy'));
  await page.keyboard.press('Enter');
  await expect.poll(() => params().get('date')).toBe(us(day.plus({ days: 3 })));
});

test('childcare, the trip planner and a date of birth keep what is typed', async () => {
  await page.goto('/childcare');
  await page.getByLabel('Resort').selectOption('summit-peak');
  await page.getByLabel('Age group').selectOption('toddler');
  let day = denver().plus({ days: 6 });
  while (day.weekday === 2) day = day.plus({ days: 1 });
  const care = page.getByLabel('Day of care', { exact: true });
  await typeDate(care, us(day));
  await care.press('Tab');
  await expect(page.getByTestId('childcare-day')).toContainText(day.toFormat('MM/dd/yyyy'));

  await page.goto('/');
  const trip = page.getByRole('form', { name: 'Plan a trip' });
  await trip.getByLabel('Resort').selectOption('summit-peak');
  const arrival = denver().plus({ days: 50 });
  await typeDate(trip.getByLabel('Arrival', { exact: true }), us(arrival));
  await typeDate(trip.getByLabel('Departure', { exact: true }), arrival.plus({ days: 4 }).toFormat('MMddyyyy'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plan\?/);
  expect(params().get('arrival')).toBe(arrival.toISODate());
  expect(params().get('departure')).toBe(arrival.plus({ days: 4 }).toISODate());

  await page.goto('/create-account');
  const dob = page.getByTestId('create-dob');
  await typeDate(dob, '03/12/1980');
  await dob.press('Tab');
  await expect(dob).toHaveValue('03/12/1980');
  await expect(dob).toHaveAttribute('autocomplete', 'bday');
});

test('at 390 px the Lodging and Rentals widgets keep typed dates; the pages stay clean under axe', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const arrival = denver().plus({ days: 45 });
  for (const [name, first, second, shot] of [
    ['Lodging', 'Check-in', 'Check-out', 'lodging'],
    ['Rentals', /^(Pick up on|Delivery on)$/, 'Return on', 'rentals'],
  ] as const) {
    const opener = page.getByRole('tab', { name }).or(page.getByRole('button', { name, exact: true }));
    if ((await opener.getAttribute('aria-selected')) !== 'true' && (await opener.getAttribute('aria-expanded')) !== 'true')
      await opener.click();
    const region = page.getByRole(name === 'Lodging' ? 'form' : 'form', { name: name === 'Lodging' ? 'Search lodging' : /rentals$/i });
    const a = region.getByLabel(first, { exact: typeof first === 'string' });
    const b = region.getByLabel(second, { exact: true });
    await typeDate(a, arrival.toFormat('MMddyyyy'));
    await typeDate(b, us(arrival.plus({ days: 3 })));
    await b.press('Tab');
    await expect(a).toHaveValue(us(arrival));
    await expect(b).toHaveValue(us(arrival.plus({ days: 3 })));
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${shot}-widget-typed-390.png`, clip: (await region.boundingBox()) ?? undefined });
  }
  expect(await seriousViolations(page)).toEqual([]);
});
