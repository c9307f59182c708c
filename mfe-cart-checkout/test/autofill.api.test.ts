import type { FastifyInstance } from 'fastify';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { newVisitor, startTestApp, testBackends, testBillingAddress, testCard, type TestApp } from '@resort/shared/server/testing';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { line as account } from '@resort/mfe-account/server';
import { createCartLine } from '../server/plugin';
import { createFakeLine } from './fake-line';

// What browsers' autofill puts in the payment form (cc-number, cc-exp-year, address-level1) is
// what the store takes: a card number in groups, a two-digit year, a state by name or by code.

const day = (n: number) => toIsoDate(resortToday('America/Denver').plus({ days: n }));
const nextYear = new Date().getUTCFullYear() + 1;

describe.each(testBackends())('autofilled payment and address on %s', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await startTestApp(backend, [account, createCartLine()], createSessionStore);
    app = testApp.app;
    testApp.catalog.register(createFakeLine().provider);
  });
  afterAll(async () => {
    await testApp?.close();
  });

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
