import type { FastifyInstance } from 'fastify';
import { REQUIRED_FIELD, resortToday, toIsoDate } from '@resort/shared';
import { newVisitor, startTestApp, testBackends, type TestApp } from '@resort/shared/server/testing';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { line as account } from '@resort/mfe-account/server';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line } from '../server/plugin';
import { DAMAGE_WAIVER_PER_DAY, HEIGHT_OUT_OF_RANGE } from '../contract';

jest.setTimeout(120_000);

const iso = (days: number) => toIsoDate(resortToday('America/Denver').plus({ days }));

describe.each(testBackends())('renters in checkout on %s', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await startTestApp(backend, [account, line, createCartLine()], createSessionStore);
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  test('a group rental asks each renter for a name and a height; heights are bounded and kept in centimetres', async () => {
    const v = await newVisitor(app);
    const added = await v.post('/api/cart/add/rentals', {
      productId: 'summit-peak-ski-sport',
      date: iso(20),
      quantity: 2,
      options: { returnDate: iso(21), locationId: 'summit-peak-base', bookingType: 1 },
    });
    expect(added.statusCode).toBe(200);
    const itemId = added.json().data.added[0].id;
    const configure = (await v.get('/api/cart')).json().data.items[0].configure;
    expect(configure.call).toBe('group-rental');
    expect(configure.fields.map((f: { key: string }) => f.key)).toEqual(['renterName', 'height', 'damageWaiver']);
    expect(configure.unmet).toHaveLength(4);
    expect(new Set(configure.unmet.map((u: { message: string }) => u.message))).toEqual(new Set([REQUIRED_FIELD]));

    // 5 ft 10 in is 178 cm; 4 m is no one's height.
    const tooTall = await v.post('/api/cart/configure/group-rental', { cartProductId: itemId, units: [{ height: 400 }] });
    expect(tooTall.statusCode).toBe(400);
    expect(tooTall.json().Message).toBe(HEIGHT_OUT_OF_RANGE);
    expect((await v.post('/api/cart/configure/group-rental', { cartProductId: itemId, units: [{ height: 'tall' }] })).statusCode).toBe(400);
    const saved = await v.post('/api/cart/configure/group-rental', {
      cartProductId: itemId,
      units: [
        { renterName: ' Avery Lane ', height: 178 },
        { renterName: 'Sky Lane', height: 121.6 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const item = saved.json().data.items[0].configure;
    expect(item.configuration.units).toEqual([
      { renterName: 'Avery Lane', height: 178 },
      { renterName: 'Sky Lane', height: 122 },
    ]);
    expect(item.unmet).toEqual([]);
  });

  test('the damage waiver is priced per renter per rental day, changes the total, is taxed with the rental, and can be taken off', async () => {
    const v = await newVisitor(app);
    // Pickup on day 30, return on day 32: three charged days, two renters.
    const added = await v.post('/api/cart/add/rentals', {
      productId: 'summit-peak-ski-sport',
      date: iso(30),
      quantity: 2,
      options: { returnDate: iso(32), locationId: 'summit-peak-base', bookingType: 1 },
    });
    expect(added.statusCode).toBe(200);
    const itemId = added.json().data.added[0].id;
    const before = (await v.get('/api/cart')).json().data;
    const field = before.items[0].configure.fields.find((f: { key: string }) => f.key === 'damageWaiver');
    expect(field).toMatchObject({ kind: 'acknowledge', required: false, label: 'Add the damage waiver ($6.00 per renter per day)' });

    const on = await v.post(`/api/cart/rental-damage-waiver?cartProductId=${itemId}&isChecked=true`);
    expect(on.statusCode).toBe(200);
    const withWaiver = on.json().data;
    const waiver = DAMAGE_WAIVER_PER_DAY * 3 * 2;
    expect(withWaiver.items[0].charges).toEqual([{ name: 'Damage waiver', amount: waiver, amountFormatted: '$36.00' }]);
    expect(withWaiver.subtotal).toBe(before.subtotal + waiver);
    expect(withWaiver.tax).toBeGreaterThan(before.tax);
    expect(withWaiver.total).toBe(withWaiver.subtotal - withWaiver.discount + withWaiver.tax);
    // Saving the renters keeps the waiver.
    const renters = await v.post('/api/cart/configure/group-rental', {
      cartProductId: itemId,
      units: [
        { renterName: 'Avery Lane', height: 178 },
        { renterName: 'Sky Lane', height: 122 },
      ],
    });
    expect(renters.json().data.subtotal).toBe(withWaiver.subtotal);

    const off = await v.post(`/api/cart/rental-damage-waiver?cartProductId=${itemId}&isChecked=false`);
    expect(off.json().data.items[0].charges).toEqual([]);
    expect(off.json().data.total).toBe(before.total);
    expect((await v.post(`/api/cart/rental-damage-waiver?cartProductId=${itemId}&isChecked=maybe`)).statusCode).toBe(400);
  });
});
