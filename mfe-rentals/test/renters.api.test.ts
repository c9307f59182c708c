import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { RENTER_AGE_OUT_OF_RANGE, REQUIRED_FIELD, WEIGHT_OUT_OF_RANGE } from '@resort/shared/rules';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { describeRaces, newVisitor, testBackends, useLines } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line } from '../server/plugin';
import { DAMAGE_WAIVER_PER_DAY, HEIGHT_OUT_OF_RANGE, HELMET_PER_DAY, PROFILE_NOT_YOURS } from '../contract';

jest.setTimeout(120_000);

const iso = (days: number) => toIsoDate(resortToday('America/Denver').plus({ days }));

describe.each(testBackends())('renters in checkout on %s', (backend) => {
  let app: FastifyInstance;

  const testApp = useLines(backend, [line, createCartLine()]);
  beforeAll(() => {
    app = testApp.app;
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
    // A guest has no saved renters: every renter is entered (name and height required, the rest of a
    // rental profile optional), with a helmet per renter and the waiver for the item.
    expect(configure.fields.map((f: { key: string }) => f.key)).toEqual([
      'renterName',
      'height',
      'weight',
      'age',
      'skierType',
      'bootSize',
      'helmet',
      'damageWaiver',
    ]);
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
    for (const [unit, message] of [
      [{ weight: 900 }, WEIGHT_OUT_OF_RANGE],
      [{ age: 1 }, RENTER_AGE_OUT_OF_RANGE],
    ] as const) {
      const refused = await v.post('/api/cart/configure/group-rental', { cartProductId: itemId, units: [unit] });
      expect([refused.statusCode, refused.json().Message]).toEqual([400, message]);
    }
  });

  test('a signed-in holder picks saved renters: each fills the renter, a helmet is priced per day, another account’s profile is refused', async () => {
    const holder = await newVisitor(app);
    await holder.post('/api/account/create', {
      firstName: 'Avery',
      lastName: 'Lane',
      dateOfBirth: '04/02/1984',
      email: `avery.${Date.now()}@example.com`,
      password: 'Powder-Day-2026!',
    });
    const created = await holder.post('/api/account/rental-profiles', {
      name: 'Sky Lane',
      heightCm: 142,
      weightKg: 38,
      age: 11,
      skierType: 'type-2',
      bootSize: 'Mondo 22.5',
    });
    expect(created.statusCode).toBe(200);
    const sky = created.json().data.profiles[0];
    const stranger = await newVisitor(app);
    await stranger.post('/api/account/create', {
      firstName: 'Pat',
      lastName: 'Other',
      dateOfBirth: '01/01/1980',
      email: `pat.${Date.now()}@example.com`,
      password: 'Powder-Day-2026!',
    });
    const theirs = (
      await stranger.post('/api/account/rental-profiles', {
        name: 'Pat',
        heightCm: 180,
        weightKg: null,
        age: null,
        skierType: null,
        bootSize: null,
      })
    ).json().data.profiles[0];

    // Pickup on day 30, return on day 31: two charged days.
    const added = await holder.post('/api/cart/add/rentals', {
      productId: 'summit-peak-ski-sport',
      date: iso(30),
      quantity: 1,
      options: { returnDate: iso(31), locationId: 'summit-peak-base', bookingType: 1 },
    });
    expect([added.statusCode, added.json().Message]).toEqual([200, undefined]);
    const itemId = added.json().data.added[0].id;
    const before = (await holder.get('/api/cart')).json().data;
    const saved = before.items[0].configure.fields[0];
    expect(saved).toMatchObject({
      key: 'savedRenter',
      label: 'Use a saved renter',
      options: [{ value: sky.id, label: 'Sky Lane, 142 cm, Skier type II' }],
    });

    const picked = await holder.post('/api/cart/configure/rental', {
      cartProductId: itemId,
      units: [{ savedRenter: sky.id, helmet: true }],
    });
    expect(picked.statusCode).toBe(200);
    const after = picked.json().data;
    expect(after.items[0].configure.configuration.units[0]).toEqual({
      savedRenter: sky.id,
      renterName: 'Sky Lane',
      height: 142,
      weight: 38,
      age: 11,
      skierType: 'type-2',
      bootSize: 'Mondo 22.5',
      helmet: true,
    });
    expect(after.items[0].configure.unmet).toEqual([]);
    expect(after.items[0].charges).toEqual([{ name: 'Helmet', amount: HELMET_PER_DAY * 2, amountFormatted: '$16.00' }]);
    expect(after.subtotal).toBe(before.subtotal + HELMET_PER_DAY * 2);
    // A height changed by hand after the pick stays as typed.
    const typed = await holder.post('/api/cart/configure/rental', { cartProductId: itemId, units: [{ height: 145 }] });
    expect(typed.json().data.items[0].configure.configuration.units[0].height).toBe(145);

    const foreign = await holder.post('/api/cart/configure/rental', { cartProductId: itemId, units: [{ savedRenter: theirs.id }] });
    expect([foreign.statusCode, foreign.json().Message]).toEqual([400, PROFILE_NOT_YOURS]);
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

describeRaces('a group rental raced across two API instances on postgres', [line, createCartLine()], ({ first, second }) => {
  test('five packages left over both days, ten families of two or three on two instances: the ledger never sells more than five', async () => {
    const resource = 'cascade-ridge-base:cascade-ridge-snowboard-sport';
    const [pickup, back] = [iso(30), iso(31)];
    await first.handle.db.execute(
      sql`UPDATE rentals.ledger_capacity SET total = 5, sold = 0 WHERE resource_id = ${resource} AND day IN (${pickup}::date, ${back}::date)`,
    );
    const families = await Promise.all(Array.from({ length: 10 }, (_, i) => newVisitor(i % 2 ? second.app : first.app)));
    const answers = await Promise.all(
      families.map((f, i) =>
        f.post('/api/cart/add/rentals', {
          productId: 'cascade-ridge-snowboard-sport',
          date: pickup,
          quantity: 2 + (i % 2),
          options: { returnDate: back, locationId: 'cascade-ridge-base', bookingType: 1 },
        }),
      ),
    );
    const held = answers.map((a, i) => (a.statusCode === 200 ? 2 + (i % 2) : 0)).reduce((x, y) => x + y, 0);
    expect(held).toBeGreaterThanOrEqual(4);
    expect(held).toBeLessThanOrEqual(5);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([a.statusCode, a.json().Message]).toEqual([409, 'Sold Out']);
    const rows = (
      (await first.handle.db.execute(
        sql`SELECT c.day::text AS day, (SELECT coalesce(sum(quantity), 0)::int FROM rentals.ledger_holds h WHERE h.resource_id = c.resource_id AND h.day = c.day AND h.status = 'held') AS held
            FROM rentals.ledger_capacity c WHERE c.resource_id = ${resource} AND c.day IN (${pickup}::date, ${back}::date) ORDER BY c.day`,
      )) as unknown as { rows: { day: string; held: number }[] }
    ).rows;
    // All or nothing: both days of every hold, and the same count on each.
    expect(rows.map((r) => r.held)).toEqual([held, held]);
  });
});
