import type { FastifyInstance } from 'fastify';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import type { CatalogProvider, ItemConfiguration } from '@resort/shared/server';
import { newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import {
  MILITARY_NOT_NEEDED,
  MILITARY_REQUIRED,
  MILITARY_UNVERIFIED,
  MILITARY_VERIFIED,
  PAYMENT_PLAN_NOT_OFFERED,
  TRAVEL_INSURANCE_NOT_OFFERED,
  TRAVEL_INSURANCE_REQUIRED,
  militaryReviewMessage,
} from '../contract';
import { createCartLine } from '../server/plugin';
import { NO_PASS_CARD } from '../server/services/cart';
import { LIFT_CART_CALLS } from '@resort/mfe-lift-access/server/cart-calls';
import { createFakeLine } from './fake-line';

jest.setTimeout(60_000);

const day = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));
const thisYear = Number(day(0).slice(0, 4));

/** A lift line whose tickets offer the spec's isOptOutPhysicalPassCard, as the real one does. */
function liftLine(): CatalogProvider {
  const { provider } = createFakeLine('liftaccess');
  return {
    ...provider,
    cartCalls: LIFT_CART_CALLS,
    configureFields: () => [
      {
        key: 'isOptOutPhysicalPassCard',
        kind: 'acknowledge',
        label: 'I do not need a physical pass card',
        perUnit: false,
        required: false,
      },
    ],
    configure: (_item, answers: ItemConfiguration) => answers,
    requirements: () => [],
  };
}

describe.each(testBackends())('the cart choices on %s', (backend) => {
  let app: FastifyInstance;

  const testApp = useLines(backend, [createCartLine()]);
  beforeAll(() => {
    app = testApp.app;
    testApp.catalog.register(createFakeLine().provider);
    testApp.catalog.register(liftLine());
  });

  /** A buyer with one product in the cart, a billing address and a card. */
  async function buyerWith(productId: string, line = 'testline'): Promise<{ v: Visitor; itemId: string; token: string }> {
    const v = await newVisitor(app);
    const added = await v.post(`/api/cart/add/${line}`, { productId, date: day(5), quantity: 1 });
    expect(added.statusCode).toBe(200);
    expect((await v.post('/api/checkout/address', testBillingAddress)).statusCode).toBe(200);
    const token = (await v.post('/api/checkout/payment', testCard)).json().data.token;
    return { v, itemId: added.json().data.added[0].id, token };
  }
  const complete = (v: Visitor, token: string) => v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
  const verify = (v: Visitor, body: Record<string, unknown>) => v.post('/api/cart/military-verification', body);

  describe('military pass verification', () => {
    test('a cart with a military item needs a verified status: review, configuration complete and completion all refuse without it', async () => {
      const { v, itemId, token } = await buyerWith('military-pass');
      const cart = (await v.get('/api/cart')).json().data;
      expect(cart.military).toEqual({ required: true, verification: null });
      expect((await v.get('/api/checkout/review?acceptTerms=true')).json().data.missing).toEqual([{ message: MILITARY_REQUIRED, itemId }]);
      expect((await v.post('/api/checkout/product-configuration-complete', {})).json().data).toEqual({
        complete: false,
        missing: [{ message: MILITARY_REQUIRED, itemId }],
      });
      const refused = await complete(v, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe(MILITARY_REQUIRED);

      const verified = await verify(v, { country: 'US', branch: 'army', status: 'veteran', dischargeYear: 2005 });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data).toMatchObject({ outcome: 'verified', message: MILITARY_VERIFIED, dischargeYear: 2005 });
      expect((await v.get('/api/cart')).json().data.military.verification.outcome).toBe('verified');
      const done = await complete(v, token);
      expect(done.statusCode).toBe(200);
    });

    test.each([
      ['a discharge year before 1940', { country: 'US', branch: 'navy', status: 'veteran', dischargeYear: 1939 }],
      ['a discharge year in the future', { country: 'US', branch: 'navy', status: 'retired', dischargeYear: thisYear + 1 }],
      [
        'a sponsor under 18',
        { country: 'US', branch: 'army', status: 'dependent', sponsorAttested: true, sponsorDateOfBirth: day(-17 * 366) },
      ],
      [
        'a sponsor not yet born',
        { country: 'US', branch: 'army', status: 'dependent', sponsorAttested: true, sponsorDateOfBirth: day(30) },
      ],
      ['a retired Space Force member', { country: 'US', branch: 'space-force', status: 'retired', dischargeYear: 2024 }],
      ['the National Guard outside the United States', { country: 'CA', branch: 'national-guard', status: 'active-duty' }],
    ])('%s is refused with the spec message, and nothing is stored', async (_name, body) => {
      const { v, token } = await buyerWith('military-pass');
      const res = await verify(v, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(MILITARY_UNVERIFIED);
      expect((await v.get('/api/cart')).json().data.military.verification).toBeNull();
      expect((await complete(v, token)).json().Message).toBe(MILITARY_REQUIRED);
    });

    test('a refusal after a verification leaves the earlier outcome as it was', async () => {
      const { v } = await buyerWith('military-pass');
      expect((await verify(v, { country: 'US', branch: 'marine-corps', status: 'active-duty' })).statusCode).toBe(200);
      expect((await verify(v, { country: 'US', branch: 'navy', status: 'veteran', dischargeYear: 1900 })).statusCode).toBe(400);
      expect((await v.get('/api/cart')).json().data.military.verification).toMatchObject({ branch: 'marine-corps', outcome: 'verified' });
    });

    test('a dependant needs the sponsor attestation and an adult sponsor; missing answers are "Required Field"', async () => {
      const { v } = await buyerWith('military-pass');
      const noYear = await verify(v, { country: 'US', branch: 'army', status: 'veteran' });
      expect([noYear.statusCode, noYear.json().Message]).toEqual([400, REQUIRED_FIELD]);
      const noAttestation = await verify(v, { country: 'US', branch: 'army', status: 'dependent', sponsorDateOfBirth: '01/01/1980' });
      expect([noAttestation.statusCode, noAttestation.json().Message]).toEqual([400, REQUIRED_FIELD]);
      const noSponsorDob = await verify(v, { country: 'US', branch: 'army', status: 'dependent', sponsorAttested: true });
      expect([noSponsorDob.statusCode, noSponsorDob.json().Message]).toEqual([400, REQUIRED_FIELD]);
      const ok = await verify(v, {
        country: 'US',
        branch: 'army',
        status: 'dependent',
        sponsorAttested: true,
        sponsorDateOfBirth: '01/01/1980',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.outcome).toBe('verified');
    });

    test('outside the United States, and for the US reserve, the status goes to review: 24 hours and 20 minutes; completion waits', async () => {
      const { v, itemId, token } = await buyerWith('military-pass');
      const abroad = await verify(v, { country: 'GB', branch: 'army', status: 'active-duty' });
      expect(abroad.statusCode).toBe(200);
      expect(abroad.json().data).toMatchObject({ outcome: 'pending', message: militaryReviewMessage('GB') });
      expect(abroad.json().data.message).toContain('within 24 hours');
      const refused = await complete(v, token);
      expect([refused.statusCode, refused.json().Message]).toEqual([400, militaryReviewMessage('GB')]);
      expect((await v.get('/api/checkout/review?acceptTerms=true')).json().data.missing).toEqual([
        { message: militaryReviewMessage('GB'), itemId },
      ]);

      const reserve = await verify(v, { country: 'US', branch: 'navy', status: 'reserve' });
      expect(reserve.json().data.message).toContain('within 20 minutes');
      expect(reserve.json().data.outcome).toBe('pending');
    });

    test('bad input is 400 and a cart with no military item has nothing to verify', async () => {
      const { v } = await buyerWith('military-pass');
      for (const body of [
        { country: 'XX', branch: 'army', status: 'active-duty' },
        { country: 'US', branch: 'cavalry', status: 'active-duty' },
        { country: 'US', branch: 'army', status: 'active-duty', extra: 1 },
        { country: 'US', branch: 'army', status: 'veteran', dischargeYear: 'soon' },
      ]) {
        expect((await verify(v, body)).statusCode).toBe(400);
      }
      expect((await v.get('/api/cart')).json().data.military.verification).toBeNull();
      const plain = await buyerWith('plain-usd');
      const nothing = await verify(plain.v, { country: 'US', branch: 'army', status: 'active-duty' });
      expect([nothing.statusCode, nothing.json().Message]).toEqual([400, MILITARY_NOT_NEEDED]);
      expect((await plain.v.get('/api/cart')).json().data.military).toEqual({ required: false, verification: null });
      const stranger = await newVisitor(app);
      expect((await verify(stranger, { country: 'US', branch: 'army', status: 'active-duty' })).statusCode).toBe(400);
    });
  });

  describe('travel insurance', () => {
    test('offered for an insurable item: 7% of its price, a yes or no needed before completion, in the total when chosen', async () => {
      const { v, token } = await buyerWith('insurable-stay');
      const before = (await v.get('/api/cart')).json().data;
      // 7% of $200.50 is $14.035, rounded half up to $14.04.
      expect(before.travelInsurance).toMatchObject({ offered: true, chosen: null, amount: 1404, amountFormatted: '$14.04' });
      expect(before.travelInsurance.terms.title).toBe('Travel insurance terms');
      expect((await v.get('/api/checkout/review?acceptTerms=true')).json().data.missing).toEqual([{ message: TRAVEL_INSURANCE_REQUIRED }]);
      const refused = await complete(v, token);
      expect([refused.statusCode, refused.json().Message]).toEqual([400, TRAVEL_INSURANCE_REQUIRED]);

      const yes = (await v.post('/api/cart/travel-insurance?isChecked=true')).json().data;
      expect(yes.travelInsurance.chosen).toBe(true);
      expect(yes.total).toBe(before.total + 1404);
      expect(yes.Price.Total.Amount).toBe(before.total + 1404);
      const no = (await v.post('/api/cart/travel-insurance?isChecked=false')).json().data;
      expect([no.travelInsurance.chosen, no.total]).toEqual([false, before.total]);
      expect((await v.get('/api/checkout/review?acceptTerms=true')).json().data.ready).toBe(true);

      await v.post('/api/cart/travel-insurance?isChecked=true');
      const done = await complete(v, token);
      expect(done.statusCode).toBe(200);
      const order = (await v.get(`/api/checkout/orders/${done.json().data.orderNumber}`)).json().data;
      expect(order.travelInsurance).toBe(1404);
      expect(order.total).toBe(before.total + 1404);
      expect(order.payment.amount).toBe(before.total + 1404);
    });

    test('a promo code lowers the insured price; a cart with nothing insurable is refused; bad input is 400', async () => {
      const { v } = await buyerWith('insurable-stay');
      expect((await v.post('/api/cart/travel-insurance?isChecked=maybe')).statusCode).toBe(400);
      expect((await v.post('/api/cart/travel-insurance')).statusCode).toBe(400);
      expect((await v.get('/api/cart')).json().data.travelInsurance.chosen).toBeNull();
      const plain = await buyerWith('plain-usd');
      const res = await plain.v.post('/api/cart/travel-insurance?isChecked=true');
      expect([res.statusCode, res.json().Message]).toEqual([400, TRAVEL_INSURANCE_NOT_OFFERED]);
      const cart = (await plain.v.get('/api/cart')).json().data;
      expect(cart.travelInsurance).toMatchObject({ offered: false, chosen: null, amount: 0 });
      expect((await plain.v.get('/api/checkout/review?acceptTerms=true')).json().data.ready).toBe(true);
    });
  });

  describe('resort charge and toggle nff', () => {
    test('resort charge is saved on the cart and kept with the order', async () => {
      const { v, token } = await buyerWith('plain-usd');
      expect((await v.get('/api/cart')).json().data.resortCharge).toBe(false);
      expect((await v.post('/api/cart/resort-charge?isChecked=true')).json().data.resortCharge).toBe(true);
      expect((await v.post('/api/cart/resort-charge?isChecked=yes')).statusCode).toBe(400);
      const done = await complete(v, token);
      expect(done.statusCode).toBe(200);
      expect((await v.get(`/api/checkout/orders/${done.json().data.orderNumber}`)).json().data.resortCharge).toBe(true);
    });

    test('toggle nff flips a lift item out of the physical pass card and back; other items and unknown ids are refused', async () => {
      const { v, itemId } = await buyerWith('plain-usd', 'liftaccess');
      const off = (await v.post(`/api/cart/toggle-nff/${itemId}`)).json().data;
      expect(off.items[0].configure.configuration.item).toEqual({ isOptOutPhysicalPassCard: true });
      const on = (await v.post(`/api/cart/toggle-nff/${itemId}`)).json().data;
      expect(on.items[0].configure.configuration.item).toEqual({ isOptOutPhysicalPassCard: false });

      const other = await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: day(6), quantity: 1 });
      const otherId = other.json().data.added[0].id;
      const refused = await v.post(`/api/cart/toggle-nff/${otherId}`);
      expect([refused.statusCode, refused.json().Message]).toEqual([400, NO_PASS_CARD]);
      expect((await v.post('/api/cart/toggle-nff/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await v.post('/api/cart/toggle-nff/not-an-id')).statusCode).toBe(400);
    });
  });

  describe('payment selection type', () => {
    test('card by default; the payment plan charges 49 per pass now and keeps the balance for September', async () => {
      const { v, token } = await buyerWith('plan-pass');
      await v.post('/api/cart/add/testline', { productId: 'plain-usd', date: day(6), quantity: 1 });
      const card = (await v.get('/api/cart')).json().data;
      expect(card.paymentPlan).toMatchObject({ offered: true, chosen: false, text: '49 down, balance due in September', balance: 0 });
      expect(card.paymentPlan.dueToday).toBe(card.total);
      expect(card.paymentPlan.balanceDueDate).toMatch(/^\d{4}-09-01$/);
      expect(card.paymentPlan.balanceDueDate > day(0)).toBe(true);

      const planned = (await v.post('/api/checkout/payment-selection-type', { type: 'plan' })).json().data;
      const pass = planned.items.find((i: { productId: string }) => i.productId === 'plan-pass');
      const balance = pass.lineAmount - pass.discount + pass.tax - 4900;
      expect(planned.paymentPlan).toMatchObject({ chosen: true, balance, dueToday: planned.total - balance });
      expect(planned.total).toBe(card.total);
      // "Payment summary": the same figures without the items.
      const summary = (await v.get('/api/cart/payment-summary')).json().data;
      expect(summary).toMatchObject({ paymentPlan: planned.paymentPlan, total: planned.total, travelInsurance: planned.travelInsurance });
      expect(summary.items).toBeUndefined();

      const done = await complete(v, token);
      expect(done.statusCode).toBe(200);
      const order = (await v.get(`/api/checkout/orders/${done.json().data.orderNumber}`)).json().data;
      expect(order).toMatchObject({
        paymentType: 'plan',
        balanceDue: balance,
        balanceDueDate: card.paymentPlan.balanceDueDate,
        total: card.total,
      });
      expect(order.payment.amount).toBe(card.total - balance);
    });

    test('the plan is refused for a cart without a plan item; bad input is 400 and changes nothing', async () => {
      const { v } = await buyerWith('plain-usd');
      const refused = await v.post('/api/checkout/payment-selection-type', { type: 'plan' });
      expect([refused.statusCode, refused.json().Message]).toEqual([400, PAYMENT_PLAN_NOT_OFFERED]);
      expect((await v.post('/api/checkout/payment-selection-type', { type: 'later' })).statusCode).toBe(400);
      expect((await v.post('/api/checkout/payment-selection-type', {})).statusCode).toBe(400);
      expect((await v.get('/api/cart')).json().data.paymentPlan).toMatchObject({ offered: false, chosen: false, balance: 0 });
      expect((await v.post('/api/checkout/payment-selection-type', { type: 'card' })).statusCode).toBe(200);
    });
  });
});
