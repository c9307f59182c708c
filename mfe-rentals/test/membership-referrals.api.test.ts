import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import { newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line } from '../server/plugin';
import { MEG_SIGN_IN, MEG_UNDER_18, REFERRAL_EXPIRED, REFERRAL_INVALID, referralAlert } from '../contract';
import { MEG_MEMBERS_PER_SEASON, membershipSeason } from '../server/services/my-epic-gear';

jest.setTimeout(120_000);

// Spec section 5: "Under-18 users cannot buy My Epic Gear memberships; an adult in the household
// must." Section 7: "my epic gear products"; cart "add to cart for ... memberships", "configure my epic gear".

const mdy = (years: number) => DateTime.now().minus({ years, days: 10 }).toFormat('MM/dd/yyyy');

describe.each(testBackends())('My Epic Gear memberships on %s', (backend) => {
  let app: FastifyInstance;

  const testApp = useLines(backend, [line, createCartLine()]);
  beforeAll(() => {
    app = testApp.app;
  });

  async function signedUp(age: number, name: string): Promise<Visitor> {
    const v = await newVisitor(app);
    const res = await v.post('/api/account/create', {
      firstName: name,
      lastName: 'Rider',
      dateOfBirth: mdy(age),
      email: `${name.toLowerCase()}.${Date.now()}@example.com`,
      password: 'Powder-Day-2026!',
    });
    expect(res.statusCode).toBe(200);
    return v;
  }

  const season = membershipSeason(DateTime.now().setZone('America/Denver'));
  const membership = { productId: 'my-epic-gear-summit-peak', date: season.start, quantity: 1 };

  test('the products: each resort’s membership for the season, with its benefits and places left', async () => {
    const v = await newVisitor(app);
    const res = await v.post('/api/rentals/my-epic-gear/products', {});
    expect(res.statusCode).toBe(200);
    const products = res.json().data.products;
    expect(products.map((p: { resortId: string }) => p.resortId)).toEqual([
      'summit-peak',
      'cascade-ridge',
      'green-mountain',
      'coast-range',
    ]);
    expect(products[0]).toMatchObject({
      season: season.label,
      startDate: season.start,
      price: 29900,
      currency: 'USD',
      placesLeft: MEG_MEMBERS_PER_SEASON,
    });
    expect(products[3]).toMatchObject({ price: 40400, currency: 'CAD' });
    expect(products[0].benefits.length).toBeGreaterThan(2);
    expect((await v.post('/api/rentals/my-epic-gear/products', { resort: 'coast-range' })).json().data.products).toHaveLength(1);
  });

  test('a guest is asked to sign in and a 16-year-old is refused in the spec words; nothing is held', async () => {
    const guest = await newVisitor(app);
    const asGuest = await guest.post('/api/cart/add/memberships', membership);
    expect([asGuest.statusCode, asGuest.json().Message]).toEqual([401, MEG_SIGN_IN]);
    const teen = await signedUp(16, 'Casey');
    const asTeen = await teen.post('/api/cart/add/memberships', membership);
    expect([asTeen.statusCode, asTeen.json().Message]).toEqual([403, MEG_UNDER_18]);
    expect((await teen.get('/api/cart')).json().data.items).toEqual([]);
    const left = (await teen.post('/api/rentals/my-epic-gear/products', { resort: 'summit-peak' })).json().data.products[0].placesLeft;
    expect(left).toBe(MEG_MEMBERS_PER_SEASON);
  });

  test('an adult buys one for a household child; a buyer who turns out under 18 cannot complete', async () => {
    const parent = await signedUp(42, 'Morgan');
    const added = await parent.post('/api/cart/add/memberships', membership);
    expect(added.statusCode).toBe(200);
    const item = (await parent.get('/api/cart')).json().data.items[0];
    expect(item.configure.call).toBe('my-epic-gear');
    expect(item.configure.unmet).toEqual([{ message: REQUIRED_FIELD, key: 'acknowledged' }]);
    // The member may be anyone in the household, a child too.
    const member = await parent.post('/api/cart/assign-traveler', {
      itemId: item.id,
      unitIndex: 0,
      firstName: 'Riley',
      lastName: 'Rider',
      dateOfBirth: mdy(12),
    });
    expect(member.statusCode).toBe(200);
    await parent.post('/api/cart/configure/my-epic-gear', { cartProductId: item.id, item: { acknowledged: true } });
    expect((await parent.get('/api/cart')).json().data.items[0].configure.unmet).toEqual([]);

    // The account's birth date changed to a 16-year-old's: the order waits, in the spec's words.
    expect((await parent.post('/api/account/profile/birth-date', { dateOfBirth: mdy(16) })).statusCode).toBe(200);
    expect((await parent.get('/api/cart')).json().data.items[0].configure.unmet).toEqual([{ message: MEG_UNDER_18 }]);
    await parent.post('/api/checkout/address', testBillingAddress);
    const token = (await parent.post('/api/checkout/payment', testCard)).json().data.token;
    expect((await parent.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true })).statusCode).toBe(400);

    await parent.post('/api/account/profile/birth-date', { dateOfBirth: mdy(42) });
    const token2 = (await parent.post('/api/checkout/payment', testCard)).json().data.token;
    const done = await parent.post('/api/checkout/complete', { paymentToken: token2, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    const left = (await parent.post('/api/rentals/my-epic-gear/products', { resort: 'summit-peak' })).json().data.products[0].placesLeft;
    expect(left).toBe(MEG_MEMBERS_PER_SEASON - 1);
  });

  test('a membership for another season or product is refused', async () => {
    const adult = await signedUp(30, 'Jordan');
    for (const body of [
      { ...membership, date: '2030-11-01' },
      { ...membership, productId: 'my-epic-gear-atlantis' },
      { ...membership, options: { seasons: 3 } },
    ]) {
      expect((await adult.post('/api/cart/add/memberships', body)).statusCode).toBe(400);
    }
  });
});

describe.each(testBackends())('referral codes on %s', (backend) => {
  const testApp = useLines(backend, [line, createCartLine()]);

  const iso = (days: number) => DateTime.now().setZone('America/Denver').startOf('day').plus({ days }).toISODate()!;
  const rental = (referralCode?: string) => ({
    productId: 'summit-peak-ski-sport',
    date: iso(20),
    quantity: 1,
    options: { returnDate: iso(21), locationId: 'summit-peak-base', bookingType: 1, ...(referralCode ? { referralCode } : {}) },
  });

  test('verify: a friend’s code in any case reads as its discount; an unknown or expired one says why', async () => {
    const v = await newVisitor(testApp.app);
    const ok = (await v.post('/api/rentals/verify-referral-code', { code: ' friends10 ' })).json().data;
    expect(ok).toEqual({
      valid: true,
      code: 'FRIENDS10',
      percentOff: 10,
      referrerName: 'Sam',
      message: referralAlert('FRIENDS10', 'Sam', 10),
    });
    expect((await v.post('/api/rentals/verify-referral-code', { code: 'NOPE' })).json().data).toMatchObject({
      valid: false,
      message: REFERRAL_INVALID,
    });
    expect((await v.post('/api/rentals/verify-referral-code', { code: 'LASTWINTER20' })).json().data).toMatchObject({
      valid: false,
      message: REFERRAL_EXPIRED,
    });
    expect((await v.post('/api/rentals/verify-referral-code', { code: 'x'.repeat(31) })).statusCode).toBe(400);
  });

  test('set the referral alert: the session keeps the code; a rental added with it costs 10% less; a bad code adds nothing', async () => {
    const v = await newVisitor(testApp.app);
    const alert = await v.post('/api/rentals/set-referral-alert', { code: 'friends10' });
    expect(alert.json().data.valid).toBe(true);
    const rows = (await testApp.handle.db.execute(
      sql`SELECT data->>'rentalsReferralCode' AS code FROM account.sessions WHERE data ? 'rentalsReferralCode'`,
    )) as unknown as { rows: { code: string }[] };
    expect(rows.rows.map((r) => r.code)).toContain('FRIENDS10');

    // The next rental added uses the alert's code, though the add names none; the one after does not.
    expect((await v.post('/api/cart/add/rentals', rental())).statusCode).toBe(200);
    expect((await v.post('/api/cart/add/rentals', rental())).statusCode).toBe(200);
    expect((await v.post('/api/cart/add/rentals', rental('FRIENDS10'))).statusCode).toBe(200);
    const [alerted, full, referred] = (await v.get('/api/cart')).json().data.items;
    expect(alerted.unitPrice).toBe(Math.round(full.unitPrice * 0.9));
    expect(alerted.display.referral).toBe('FRIENDS10 (10% off)');
    expect(full.display.referral).toBeUndefined();
    expect(referred.unitPrice).toBe(alerted.unitPrice);
    // Used once: no session keeps it any more.
    const left = (await testApp.handle.db.execute(
      sql`SELECT count(*)::int AS n FROM account.sessions WHERE data->>'rentalsReferralCode' = 'FRIENDS10'`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0].n).toBe(0);
    const expired = await v.post('/api/cart/add/rentals', rental('LASTWINTER20'));
    expect([expired.statusCode, expired.json().Message]).toEqual([400, REFERRAL_EXPIRED]);
    expect((await v.get('/api/cart')).json().data.items).toHaveLength(3);
  });

  test('a referral alert whose add fails stays for the next rental; a code typed with the add wins over it', async () => {
    const v = await newVisitor(testApp.app);
    expect((await v.post('/api/rentals/set-referral-alert', { code: 'friends10' })).json().data.valid).toBe(true);
    const refused = await v.post('/api/cart/add/rentals', { ...rental(), productId: 'no-such-rental' });
    expect(refused.statusCode).toBe(400);
    expect((await v.post('/api/cart/add/rentals', rental())).statusCode).toBe(200);
    const [item] = (await v.get('/api/cart')).json().data.items;
    expect(item.display.referral).toBe('FRIENDS10 (10% off)');

    const w = await newVisitor(testApp.app);
    await w.post('/api/rentals/set-referral-alert', { code: 'friends10' });
    const typed = await w.post('/api/cart/add/rentals', rental('LASTWINTER20'));
    expect([typed.statusCode, typed.json().Message]).toEqual([400, REFERRAL_EXPIRED]);
  });
});
