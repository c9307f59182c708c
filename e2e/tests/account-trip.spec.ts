import { DateTime } from 'luxon';
import { expect, test, type APIResponse, type Page } from './fixtures';
import { seriousViolations } from './axe';

// A family's whole trip in the account: a lesson, a childcare day and a lodging stay bought in one
// order (through the store's API, as the pages would) show in the account's reservations in date
// order with a summary of the trip, and the visitor cancels the lesson there.

const ZONE = 'America/Denver';
const day = (ahead: number) => DateTime.now().setZone(ZONE).startOf('day').plus({ days: ahead });
const iso = (d: DateTime) => d.toISODate()!;
const mdy = (d: DateTime) => d.toFormat('MM/dd/yyyy');
/** Childcare is closed on Tuesdays. */
const openChildcareDay = (ahead: number) => {
  let d = day(ahead);
  while (d.weekday === 2) d = d.plus({ days: 1 });
  return d;
};

/** The page's own API calls: the session's request-verification token, kept as the server rotates it. */
async function apiOf(page: Page) {
  let token = (await (await page.request.get('/api/account/session')).json()).data.csrfToken as string;
  const follow = (res: APIResponse) => {
    const rotated = res.headers().requestverificationtoken;
    if (rotated) token = rotated;
    return res;
  };
  return async (url: string, data: unknown = {}) => {
    const res = follow(await page.request.post(url, { data, headers: { RequestVerificationToken: token } }));
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return (await res.json()).data;
  };
}

async function bookFamilyTrip(page: Page) {
  await page.goto('/');
  const post = await apiOf(page);
  const stamp = Date.now().toString(36);
  await post('/api/account/create', {
    firstName: 'Avery',
    lastName: `Lane${stamp}`,
    dateOfBirth: '05/05/1985',
    email: `trip-${stamp}@example.com`,
    password: 'Powder-Day-2026!',
  });
  const lessonDay = day(12);
  const lesson = (
    await post('/api/cart/add/lessons', { productId: 'summit-peak-ski-group-adult-intermediate', date: iso(lessonDay), quantity: 1 })
  ).added[0].id;
  await post('/api/cart/assign-traveler', {
    itemId: lesson,
    unitIndex: 0,
    firstName: 'Avery',
    lastName: 'Lane',
    dateOfBirth: '05/05/1985',
  });
  await post('/api/cart/configure/group-lesson', { cartProductId: lesson, units: [{ abilityLevel: 'Intermediate' }] });
  const childcareDay = openChildcareDay(13);
  const childcare = (await post('/api/cart/add/childcare', { productId: 'summit-peak-toddler', date: iso(childcareDay), quantity: 1 }))
    .added[0].id;
  await post('/api/cart/configure/childcare', {
    cartProductId: childcare,
    item: { guardianName: 'Avery Lane', guardianPhone: '303-555-0100' },
    units: [{ childFirstName: 'Sky', childLastName: 'Lane', childDateOfBirth: mdy(childcareDay.minus({ months: 24 })) }],
  });
  const arrival = day(20);
  const stay = (
    await post('/api/cart/add/lodging', {
      productId: 'summit-peak--alpenglow-lodge--queen',
      date: iso(arrival),
      quantity: 1,
      options: { departure: iso(arrival.plus({ days: 3 })), adults: 2, children: 0 },
    })
  ).added[0].id;
  await post('/api/cart/configure/lodging-requirements', {
    cartProductId: stay,
    item: { primaryGuestName: 'Avery Lane', primaryGuestPhone: '303-555-0100', arrivalTime: '17:30' },
  });
  await post('/api/cart/travel-insurance?isChecked=false');
  await post('/api/checkout/address', {
    firstName: 'Avery',
    lastName: 'Lane',
    email: `trip-${stamp}@example.com`,
    line1: '100 Main St',
    city: 'Denver',
    region: 'CO',
    postalCode: '80202',
    country: 'US',
  });
  const { token } = await post('/api/checkout/payment', {
    cardNumber: '4242424242424242',
    nameOnCard: 'Avery Lane',
    expMonth: 12,
    expYear: DateTime.now().year + 2,
    cvc: '123',
  });
  await post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
}

test('a family sees its lesson, childcare day and stay in the account and cancels the lesson', async ({ page }) => {
  test.setTimeout(120_000);
  await bookFamilyTrip(page);
  await page.goto('/account/reservations');
  // By its exact name: a name match is otherwise a substring match.
  const trips = page.getByRole('list', { name: 'Reservations', exact: true }).getByRole('listitem');
  await expect(trips).toHaveCount(3);
  await expect(page.getByTestId('trip-summary')).toHaveText('1 lesson, 1 childcare day and 1 lodging stay booked.');
  await expect(trips.nth(0)).toContainText('Lesson:');
  await expect(trips.nth(1)).toContainText('Childcare:');
  await expect(trips.nth(2)).toContainText('Lodging stay:');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/account-trip-${width}.png`, fullPage: true });
  }
  const lesson = trips.filter({ hasText: 'Lesson:' });
  await lesson.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(lesson).toContainText('Cancelled');
  await expect(lesson.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  await expect(page.getByTestId('trip-summary')).toHaveText('1 childcare day and 1 lodging stay booked.');
  await page.screenshot({ path: 'test-results/account-trip-cancelled-1280.png', fullPage: true });
});
