import type { FastifyInstance } from 'fastify';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { newVisitor, testBackends, testBillingAddress, testCard, useLines } from '@resort/mfe-account/testing';
import { createCartLine } from '../server/plugin';
import { POSTAL_CODE_INVALID, ZIP_INVALID, checkAddress, stateOfZip } from '../server/services/address';
import { createFakeLine } from './fake-line';

// Spec section 2: "modals for address suggestions"; section 7: "update order address".

const day = (n: number) => toIsoDate(resortToday('America/Denver').plus({ days: n }));
const nextYear = new Date().getUTCFullYear() + 1;

describe('address rules', () => {
  test('ZIP prefixes name their state; street suffixes, city and country are written the standard way', () => {
    expect([stateOfZip('80202'), stateOfZip('05672'), stateOfZip('98101'), stateOfZip('00001')]).toEqual(['CO', 'VT', 'WA', null]);
    const checked = checkAddress({
      ...testBillingAddress,
      line1: '100 main street',
      city: 'DENVER',
      region: 'New York',
      postalCode: '80202',
      country: 'usa',
    });
    expect(checked).toEqual({
      ok: true,
      standard: { ...testBillingAddress, line1: '100 Main St', city: 'Denver', region: 'CO', postalCode: '80202', country: 'US' },
    });
    expect(checkAddress({ ...testBillingAddress, postalCode: '8020' })).toEqual({ ok: false, message: ZIP_INVALID, field: 'postalCode' });
    const bc = checkAddress({
      ...testBillingAddress,
      line1: '200 Burrard Street',
      city: 'vancouver',
      region: 'Alberta',
      postalCode: 'v6c3l6',
      country: 'Canada',
    });
    expect(bc.ok && bc.standard).toMatchObject({
      line1: '200 Burrard St',
      city: 'Vancouver',
      region: 'BC',
      postalCode: 'V6C 3L6',
      country: 'CA',
    });
    expect(checkAddress({ ...testBillingAddress, postalCode: 'D1A 1A1', country: 'CA' })).toMatchObject({
      ok: false,
      message: POSTAL_CODE_INVALID,
    });
    // Elsewhere the address is kept as typed.
    const ch = { ...testBillingAddress, region: 'VS', postalCode: '3920', country: 'Switzerland' };
    expect(checkAddress(ch)).toEqual({ ok: true, standard: ch });
  });
});

describe.each(testBackends())('update order address, and what autofill sends, on %s', (backend) => {
  let app: FastifyInstance;

  const testApp = useLines(backend, [createCartLine()]);
  beforeAll(() => {
    app = testApp.app;
    testApp.catalog.register(createFakeLine().provider);
  });

  test('an address kept as typed with its suggestion; the suggestion saved is not suggested again; a bad ZIP saves nothing', async () => {
    const v = await newVisitor(app);
    expect((await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: day(5), quantity: 1 })).statusCode).toBe(200);
    const typed = { ...testBillingAddress, line1: '100 main street', city: 'denver', region: 'NY', postalCode: '80202' };
    const first = (await v.post('/api/checkout/address', typed)).json().data;
    expect(first.address).toEqual(typed);
    expect(first.suggestion).toEqual({ ...typed, line1: '100 Main St', city: 'Denver', region: 'CO' });
    const again = (await v.post('/api/checkout/address', first.suggestion)).json().data;
    expect(again).toEqual({ address: first.suggestion, suggestion: null });

    const bad = await v.post('/api/checkout/address', { ...typed, postalCode: '802' });
    expect([bad.statusCode, bad.json().Message]).toEqual([400, ZIP_INVALID]);
    // The refused address changed nothing: the order keeps the suggestion the visitor took.
    expect((await v.get('/api/checkout/review')).json().data.address).toEqual(first.suggestion);
  });

  // What browsers' autofill puts in the payment form (cc-number, cc-exp-year, address-level1) is
  // what the store takes: a card number in groups, a two-digit year, a state by name or by code.
  const shopper = async () => {
    const v = await newVisitor(app);
    expect((await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: day(5), quantity: 1 })).statusCode).toBe(200);
    return v;
  };

  test.each([
    ['grouped by spaces', '4242 4242 4242 4242', nextYear],
    ['grouped by hyphens', '4242-4242-4242-4242', nextYear],
    ['with a two-digit expiry year', '4242 4242 4242 4242', nextYear % 100],
  ])('a card number %s is tokenized like the digits alone', async (_, cardNumber, expYear) => {
    const v = await shopper();
    const answer = await v.post('/api/checkout/payment', { ...testCard, cardNumber, expMonth: 1, expYear });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ token: expect.stringMatching(/^tok_/), last4: '4242', brand: 'Visa' });
  });

  test('a two-digit expiry year that has passed is refused as expired, not as malformed', async () => {
    const v = await shopper();
    const answer = await v.post('/api/checkout/payment', { ...testCard, expMonth: 1, expYear: 20 });
    expect([answer.statusCode, answer.json().Message]).toEqual([400, 'Your card has expired.']);
  });

  test.each([
    ['by name', 'Colorado'],
    ['by name in lower case', 'colorado'],
    ['by code', 'CO'],
    ['by code in lower case', 'co'],
  ])('a state %s is taken and written as its code', async (_, region) => {
    const v = await shopper();
    const answer = await v.post('/api/checkout/address', { ...testBillingAddress, region });
    expect(answer.statusCode).toBe(200);
    const { address, suggestion } = answer.json().data;
    expect(address.region).toBe(region);
    expect((suggestion ?? address).region).toBe('CO');
  });
});
