import { PRODUCT_CANNOT_BE_ADDED } from '@resort/shared';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { SOLD_OUT } from '@resort/shared/server';
import { newVisitor, signUpVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { GIFT_CARD_AMOUNT_RULE } from '../contract';

jest.setTimeout(60_000);

// Spec section 7 "Cart POST: ... add to cart for ... generic": a product from the operator's own
// catalog that no line owns (gift cards, parking passes), held in the ledger like the rest.

const denverDay = (ahead: number) => toIsoDate(resortToday('America/Denver').plus({ days: ahead }));

describe.each(testBackends())('the generic catalog on %s', (backend) => {
  const testApp = useLines(backend, [line]);

  const rows = async (text: string) =>
    ((await testApp.handle.db.execute(text as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const ledgerRow = async (productId: string, day: string) =>
    (await rows(`SELECT total, sold, held FROM cart.ledger_capacity WHERE resource_id = '${productId}' AND day = '${day}'`))[0];
  const add = (v: Visitor, body: Record<string, unknown>) => v.post('/api/cart/add/generic', body);

  test('lists the gift cards and each resort’s parking', async () => {
    const visitor = await newVisitor(testApp.app);
    const { products } = (await visitor.get('/api/cart/generic-products')).json().data;
    expect(products.map((p: { id: string }) => p.id)).toEqual([
      'gift-card-cad',
      'gift-card-usd',
      'parking-cascade-ridge',
      'parking-coast-range',
      'parking-green-mountain',
      'parking-summit-peak',
    ]);
    expect(products.find((p: { id: string }) => p.id === 'gift-card-usd')).toMatchObject({
      kind: 'gift-card',
      price: null,
      currency: 'USD',
    });
  });

  test('a gift card of the chosen amount and a parking pass are held, priced and sold through the cart’s ledger', async () => {
    const visitor = await newVisitor(testApp.app);
    await signUpVisitor(visitor);
    const sendOn = denverDay(3);
    const card = await add(visitor, { productId: 'gift-card-usd', date: sendOn, quantity: 2, options: { amount: 7500 } });
    expect(card.statusCode).toBe(200);
    expect(card.json().data.added[0]).toMatchObject({ sku: 'GEN-GIFT-CARD-USD-7500' });
    const parkingDay = denverDay(5);
    const parking = await add(visitor, { productId: 'parking-summit-peak', date: parkingDay, quantity: 1 });
    expect(parking.statusCode).toBe(200);
    expect(await ledgerRow('gift-card-usd', sendOn)).toEqual({ total: 500, sold: 0, held: 2 });
    expect(await ledgerRow('parking-summit-peak', parkingDay)).toEqual({ total: 150, sold: 0, held: 1 });

    const cart = (await visitor.get('/api/cart')).json().data;
    const lines = cart.items.map((i: { productId: string; unitPrice: number; quantity: number }) => [i.productId, i.unitPrice, i.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['gift-card-usd', 7500, 2],
        ['parking-summit-peak', 2500, 1],
      ]),
    );

    await visitor.post('/api/checkout/address', testBillingAddress);
    const token = (await visitor.post('/api/checkout/payment', testCard)).json().data.token;
    const done = await visitor.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    expect(await ledgerRow('gift-card-usd', sendOn)).toEqual({ total: 500, sold: 2, held: 0 });
    expect(await ledgerRow('parking-summit-peak', parkingDay)).toEqual({ total: 150, sold: 1, held: 0 });
    // Gift cards are not taxed when bought; parking carries the resort's sales tax (8.9 % at Summit Peak).
    const [order] = await rows(`SELECT tax FROM checkout.orders WHERE id = '${done.json().data.orderId}'`);
    expect(Number(order.tax)).toBe(Math.round(2500 * 0.089));
  });

  test('a full car park answers Sold Out; the places come back when the item is removed', async () => {
    const day = denverDay(9);
    await rows(`UPDATE cart.ledger_capacity SET total = 1 WHERE resource_id = 'parking-green-mountain' AND day = '${day}'`);
    const first = await newVisitor(testApp.app);
    const held = await add(first, { productId: 'parking-green-mountain', date: day, quantity: 1 });
    expect(held.statusCode).toBe(200);
    const second = await newVisitor(testApp.app);
    const refused = await add(second, { productId: 'parking-green-mountain', date: day, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(SOLD_OUT);
    await first.post(`/api/cart/remove/${held.json().data.added[0].id}`, {});
    expect((await add(second, { productId: 'parking-green-mountain', date: day, quantity: 1 })).statusCode).toBe(200);
  });

  test('a wrong amount, a past day, an amount on parking or an unknown product is refused and holds nothing', async () => {
    const visitor = await newVisitor(testApp.app);
    const before = await rows('SELECT sum(held)::int AS held FROM cart.ledger_capacity');
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: 'gift-card-usd', date: denverDay(1), quantity: 1, options: { amount: 2499 } }, GIFT_CARD_AMOUNT_RULE],
      [{ productId: 'gift-card-usd', date: denverDay(1), quantity: 1, options: { amount: 2600 } }, GIFT_CARD_AMOUNT_RULE],
      // The cart answers a line's refusal in the spec's words.
      [{ productId: 'gift-card-usd', date: denverDay(1), quantity: 1 }, PRODUCT_CANNOT_BE_ADDED],
      [{ productId: 'gift-card-usd', date: denverDay(-2), quantity: 1, options: { amount: 5000 } }, PRODUCT_CANNOT_BE_ADDED],
      [{ productId: 'parking-summit-peak', date: denverDay(1), quantity: 1, options: { amount: 5000 } }, PRODUCT_CANNOT_BE_ADDED],
      [{ productId: 'parking-summit-peak', date: denverDay(400), quantity: 1 }, PRODUCT_CANNOT_BE_ADDED],
      [{ productId: 'season-pass', date: denverDay(1), quantity: 1 }, PRODUCT_CANNOT_BE_ADDED],
    ];
    for (const [body, message] of cases) {
      const res = await add(visitor, body);
      expect(res.statusCode).toBe(400);
      expect([body, res.json().Message]).toEqual([body, message]);
    }
    expect(await rows('SELECT sum(held)::int AS held FROM cart.ledger_capacity')).toEqual(before);
  });
});
