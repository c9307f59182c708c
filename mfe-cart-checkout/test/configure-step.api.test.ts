import type { FastifyInstance } from 'fastify';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { badRequest, type CatalogProvider, type ConfigurableItem, type ItemConfiguration } from '@resort/shared/server';
import { newVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '../server/plugin';
import { CONFIGURED_ELSEWHERE, NOTHING_TO_CONFIGURE } from '../server/services/configure';
import { LIFT_CART_CALLS } from '@resort/mfe-lift-access/server/cart-calls';
import { LODGING_CART_CALLS } from '@resort/mfe-lodging/server/cart-calls';
import { RENTALS_CART_CALLS } from '@resort/mfe-rentals/server/cart-calls';
import { createFakeLine, providersLine } from './fake-line';

jest.setTimeout(60_000);

const day = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));
const address = testBillingAddress;
const goodCard = testCard;
const ROL = 'Please agree to the terms of the Release of Liability to continue.';
const HEIGHT_REQUIRED = 'Required Field';

/**
 * A line whose items ask, as lift tickets and rentals do, for an item-level acknowledgement (the
 * spec's release of liability, sent as isErolAccepted) and a per-unit height. It refuses a height
 * outside its bounds with its own message, which the cart passes on.
 */
function configurableLine(): CatalogProvider {
  const { provider } = createFakeLine('liftaccess');
  const unmet = (item: ConfigurableItem) => {
    const out: { message: string; key?: string; unitIndex?: number }[] = [];
    if (item.configuration.item.isErolAccepted !== true) out.push({ message: ROL, key: 'isErolAccepted' });
    for (let i = 0; i < item.request.quantity; i += 1) {
      if (typeof item.configuration.units[i]?.height !== 'number') out.push({ message: HEIGHT_REQUIRED, key: 'height', unitIndex: i });
    }
    return out;
  };
  return {
    ...provider,
    cartCalls: LIFT_CART_CALLS,
    configureFields: () => [
      {
        key: 'isErolAccepted',
        kind: 'acknowledge',
        label: 'I agree to the Release of Liability',
        perUnit: false,
        required: true,
        terms: { title: 'Release of Liability', body: 'Skiing is a risk sport.' },
      },
      { key: 'height', kind: 'height', label: 'Height', perUnit: true, required: true, min: 60, max: 230 },
    ],
    configure: (_item, answers: ItemConfiguration) => {
      for (const unit of answers.units) {
        const h = unit.height;
        if (h !== undefined && (typeof h !== 'number' || h < 60 || h > 230)) throw badRequest('Height must be between 60 and 230 cm.');
      }
      return answers;
    },
    requirements: unmet,
  };
}

describe.each(testBackends())('the configure step on %s', (backend) => {
  let app: FastifyInstance;

  // The lines that answer the configure calls register before the cart, as in the store.
  const lodging = { ...createFakeLine('lodging').provider, cartCalls: LODGING_CART_CALLS };
  const rentals = { ...createFakeLine('rentals').provider, cartCalls: RENTALS_CART_CALLS };
  const testApp = useLines(backend, [providersLine(configurableLine(), lodging, rentals), createCartLine()]);
  beforeAll(() => {
    app = testApp.app;
  });

  async function buyerWith(quantity: number): Promise<{ v: Visitor; itemId: string; token: string }> {
    const v = await newVisitor(app);
    const added = await v.post('/api/cart/add/liftaccess', { productId: 'plain-usd', date: day(5), quantity });
    expect(added.statusCode).toBe(200);
    expect((await v.post('/api/checkout/address', address)).statusCode).toBe(200);
    const token = (await v.post('/api/checkout/payment', goodCard)).json().data.token;
    return { v, itemId: added.json().data.added[0].id, token };
  }

  test('the cart shows each item the fields its line asks for, and what is still unmet', async () => {
    const { v, itemId } = await buyerWith(2);
    const item = (await v.get('/api/cart')).json().data.items.find((i: { id: string }) => i.id === itemId);
    expect(item.configure.fields.map((f: { key: string }) => f.key)).toEqual(['isErolAccepted', 'height']);
    expect(item.configure.fields[0].terms.title).toBe('Release of Liability');
    expect(item.configure.unmet.map((u: { message: string }) => u.message)).toEqual([ROL, HEIGHT_REQUIRED, HEIGHT_REQUIRED]);
    const complete = (await v.post('/api/checkout/product-configuration-complete', {})).json().data;
    expect(complete.complete).toBe(false);
    expect(complete.missing[0]).toEqual({ message: ROL, itemId });
  });

  test('completion refuses a cart with any requirement unmet: "Please agree to the terms of the Release of Liability to continue."', async () => {
    const { v, itemId, token } = await buyerWith(1);
    expect((await v.post('/api/cart/configure/rental', { cartProductId: itemId, units: [{ height: 170 }] })).statusCode).toBe(400);
    expect((await v.post('/api/cart/configure/season-pass', { cartProductId: itemId, units: [{ height: 170 }] })).statusCode).toBe(200);
    const refused = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe(ROL);
    const review = (await v.get('/api/checkout/review?acceptTerms=true')).json().data;
    expect(review.missing).toEqual([{ message: ROL, itemId }]);
    expect(review.ready).toBe(false);

    // The lift tickets call takes the spec's query: cartProductId, isErolAccepted.
    const agreed = await v.post(`/api/cart/configure/lift-tickets?cartProductId=${itemId}&isErolAccepted=true`);
    expect(agreed.statusCode).toBe(200);
    const stored = agreed.json().data.items[0].configure;
    expect(stored.configuration).toEqual({ item: { isErolAccepted: true }, units: [{ height: 170 }] });
    expect(stored.unmet).toEqual([]);
    expect((await v.post('/api/checkout/product-configuration-complete', {})).json().data).toEqual({ complete: true, missing: [] });
    const done = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.orderNumber).toBeTruthy();
  });

  test("answers are saved field by field, and a line's own refusal changes nothing", async () => {
    const { v, itemId } = await buyerWith(2);
    await v.post('/api/cart/configure/season-pass', { cartProductId: itemId, units: [{ height: 150 }] });
    await v.post('/api/cart/configure/season-pass', { cartProductId: itemId, units: [null, { height: 120 }] });
    const tooTall = await v.post('/api/cart/configure/season-pass', { cartProductId: itemId, units: [{ height: 999 }] });
    expect(tooTall.statusCode).toBe(400);
    expect(tooTall.json().Message).toBe('Height must be between 60 and 230 cm.');
    const item = (await v.get('/api/cart')).json().data.items[0];
    expect(item.configure.configuration.units).toEqual([{ height: 150 }, { height: 120 }]);
    // More units than the item has are refused; so is a product with nothing to configure, or another type's call.
    expect((await v.post('/api/cart/configure/season-pass', { cartProductId: itemId, units: [{}, {}, { height: 100 }] })).statusCode).toBe(
      400,
    );
    const stay = await v.post('/api/cart/add/lodging', { productId: 'plain-usd', date: day(6), quantity: 1 });
    const stayId = stay.json().data.added[0].id;
    const nothing = await v.post('/api/cart/configure/lodging-requirements', { cartProductId: stayId, item: { arrival: '15:00' } });
    expect(nothing.json().Message).toBe(NOTHING_TO_CONFIGURE);
    const elsewhere = await v.post('/api/cart/configure/lodging-requirements', { cartProductId: itemId, item: {} });
    expect(elsewhere.json().Message).toBe(CONFIGURED_ELSEWHERE);
  });

  test("another visitor's cart item is not found, and nested or oversized answers are refused", async () => {
    const { itemId } = await buyerWith(1);
    const other = await newVisitor(app);
    await other.post('/api/cart/add/liftaccess', { productId: 'plain-usd', date: day(5), quantity: 1 });
    const res = await other.post('/api/cart/configure/season-pass', { cartProductId: itemId, units: [{ height: 170 }] });
    expect(res.statusCode).toBe(404);
    expect((await other.post('/api/cart/configure/season-pass', { cartProductId: itemId, item: { a: { b: 1 } } })).statusCode).toBe(400);
    expect((await other.post('/api/cart/configure/season-pass', { cartProductId: itemId, item: { a: 'x'.repeat(201) } })).statusCode).toBe(
      400,
    );
  });
});
