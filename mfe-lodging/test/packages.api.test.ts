import { sql } from 'drizzle-orm';
import { REQUIRED_FIELD, RELEASE_OF_LIABILITY_REQUIRED } from '@resort/shared/rules';
import { resortToday, toIsoDate, formatDate } from '@resort/shared/dates';
import { describeRaces, newVisitor, testBackends, testBillingAddress, testCard, useLines, type TestApp } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line as lift } from '@resort/mfe-lift-access/server';
import { line as rentals } from '@resort/mfe-rentals/server/plugin';
import { PACKAGE_NIGHTS_RULE } from '../contract';
import { line } from '../server/plugin';
import { roomId } from '../server/seed';

jest.setTimeout(180_000);

// Spec section 7: "Lodging POST: results, property pricing and availability, packages, component
// details, add to cart; details"; cart "lodging requirements". A package is lodging plus lift
// tickets, optionally rentals, as one price, held all or nothing across the three lines.

const TODAY = resortToday('America/Denver');
const iso = (days: number) => toIsoDate(TODAY.plus({ days }));
const mmdd = (days: number) => formatDate(TODAY.plus({ days }));
const LINES = [line, lift, rentals, createCartLine()];
const QUEEN = roomId('summit-peak', 'alpenglow-lodge', 'queen');

const rows = async (app: TestApp, query: ReturnType<typeof sql>) =>
  ((await app.handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
/** Units held (live) per line for a resource over some days. */
const heldIn = async (app: TestApp, schema: 'lodging' | 'liftaccess', resourceId: string, from: string) =>
  Number(
    (
      await rows(
        app,
        sql.raw(
          `SELECT coalesce(sum(quantity), 0) AS n FROM ${schema}.ledger_holds WHERE status = 'held' AND resource_id = '${resourceId}' AND day >= '${from}'`,
        ),
      )
    )[0].n,
  );

describe.each(testBackends())('Ski & Stay packages on %s', (backend) => {
  const testApp = useLines(backend, LINES);

  const family = (arrival: number, nights: number, extra: Record<string, unknown> = {}) => ({
    arrivaldate: mmdd(arrival),
    departuredate: mmdd(arrival + nights),
    adultcount: 2,
    childcount: 1,
    childagearray: '8',
    resort: 'summit-peak',
    ...extra,
  });

  test('packages: the cheapest room that sleeps the family with 3-day tickets for each guest, 10% under the parts', async () => {
    const v = await newVisitor(testApp.app);
    const res = await v.post('/api/lodging/packages', family(14, 3));
    expect(res.statusCode).toBe(200);
    const { packages, message } = res.json().data;
    expect(message).toBeNull();
    expect(packages.length).toBeGreaterThan(1);
    const first = packages[0];
    expect(
      first.components.map((c: { line: string; productId: string; quantity: number }) => `${c.line} ${c.productId} x${c.quantity}`),
    ).toEqual([`lodging ${first.roomId} x1`, 'liftaccess summit-peak-3day x2', 'liftaccess summit-peak-3day x1']);
    const parts = first.components.reduce((s: number, c: { price: number }) => s + c.price, 0);
    expect(first.partsPrice).toBe(parts);
    expect(first.price).toBe(Math.round(parts * 0.9));
    expect(first.saving).toBe(parts - first.price);
    // Sorted by price; every room fits the party of three.
    expect(packages.map((p: { price: number }) => p.price)).toEqual(
      [...packages.map((p: { price: number }) => p.price)].sort((a, b) => a - b),
    );

    const withRentals = (await v.post('/api/lodging/packages', family(14, 3, { rentals: true }))).json().data.packages[0];
    expect(withRentals.components.slice(3).map((c: { productId: string; quantity: number }) => `${c.productId} x${c.quantity}`)).toEqual([
      'summit-peak-ski-sport x2',
      'summit-peak-ski-kids x1',
    ]);

    const details = await v.post('/api/lodging/component-details', {
      roomId: first.roomId,
      date: first.arrival,
      options: { departure: first.departure, adults: 2, children: 1, childAges: [8] },
    });
    expect(details.json().data).toMatchObject({ price: first.price, components: first.components });

    const oneNight = (await v.post('/api/lodging/packages', family(12, 1))).json().data;
    expect(oneNight).toEqual({ message: PACKAGE_NIGHTS_RULE, packages: [] });
  });

  test('a package is added as one price, asks the stay requirements and the release of liability, and is bought: every part sold in its line', async () => {
    const v = await newVisitor(testApp.app);
    const added = await v.post('/api/cart/add/packages', {
      productId: QUEEN,
      date: iso(20),
      quantity: 1,
      options: { departure: iso(22), adults: 2 },
    });
    expect(added.statusCode).toBe(200);
    const item = (await v.get('/api/cart')).json().data.items[0];
    expect(item.title).toBe('Ski & Stay at Alpenglow Lodge');
    expect(item.configure.call).toBe('lodging-requirements');
    expect(item.configure.unmet).toEqual([
      { message: REQUIRED_FIELD, key: 'primaryGuestName' },
      { message: REQUIRED_FIELD, key: 'primaryGuestPhone' },
      { message: REQUIRED_FIELD, key: 'arrivalTime' },
      { message: RELEASE_OF_LIABILITY_REQUIRED, key: 'isErolAccepted' },
    ]);
    expect(await heldIn(testApp, 'lodging', QUEEN, iso(20))).toBe(2);
    expect(await heldIn(testApp, 'liftaccess', 'summit-peak', iso(20))).toBe(4);

    const bad = await v.post('/api/cart/configure/lodging-requirements', { cartProductId: item.id, item: { arrivalTime: 'teatime' } });
    expect(bad.statusCode).toBe(400);
    await v.post('/api/cart/configure/lodging-requirements', {
      cartProductId: item.id,
      item: { primaryGuestName: 'Jamie Family', primaryGuestPhone: '970-555-0142', arrivalTime: '17:30', isErolAccepted: true },
    });
    expect((await v.get('/api/cart')).json().data.items[0].configure.unmet).toEqual([]);
    await v.post('/api/checkout/address', testBillingAddress);
    const token = (await v.post('/api/checkout/payment', testCard)).json().data.token;
    // A trip with a stay asks for the travel insurance choice before it completes.
    const unanswered = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(unanswered.statusCode).toBe(400);
    expect((await v.post('/api/cart/travel-insurance?isChecked=false', {})).statusCode).toBe(200);
    const done = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    const sold = await rows(
      testApp,
      sql`SELECT (SELECT sum(sold)::int FROM lodging.ledger_capacity WHERE resource_id = ${QUEEN} AND day >= ${iso(20)}::date AND day < ${iso(22)}::date) AS rooms,
                 (SELECT count(*)::int FROM liftaccess.ledger_holds WHERE status = 'sold' AND resource_id = 'summit-peak' AND day >= ${iso(20)}::date) AS lift`,
    );
    expect(sold[0].rooms).toBe(2);
    expect(Number(sold[0].lift)).toBeGreaterThan(0);
  });

  test('all or nothing: with no lift tickets left that day, the package is refused and the room is not held', async () => {
    const day = iso(26);
    await testApp.handle.db.execute(
      sql`UPDATE liftaccess.ledger_capacity SET total = sold WHERE resource_id = 'summit-peak' AND day = ${day}::date`,
    );
    const v = await newVisitor(testApp.app);
    const refused = await v.post('/api/cart/add/packages', {
      productId: QUEEN,
      date: day,
      quantity: 1,
      options: { departure: iso(28), adults: 2 },
    });
    expect(refused.statusCode).toBe(409);
    expect(await heldIn(testApp, 'lodging', QUEEN, day)).toBe(0);
    expect((await v.get('/api/cart')).json().data.items).toEqual([]);
  });
});

describeRaces('the last room of a package, raced across two API instances on postgres', LINES, (pair) => {
  test('one room left: of eight families on two instances exactly one gets the package; nobody else keeps a room or a ticket', async () => {
    const { first, second } = pair;
    const [arrival, departure] = [iso(33), iso(35)];
    await first.handle.db.execute(
      sql`UPDATE lodging.ledger_capacity SET total = 1, sold = 0 WHERE resource_id = ${QUEEN} AND day >= ${arrival}::date AND day < ${departure}::date`,
    );
    const liftBefore = await heldIn(first, 'liftaccess', 'summit-peak', arrival);
    const families = await Promise.all(Array.from({ length: 8 }, (_, i) => newVisitor(i % 2 ? second.app : first.app)));
    const answers = await Promise.all(
      families.map((f) =>
        f.post('/api/cart/add/packages', { productId: QUEEN, date: arrival, quantity: 1, options: { departure, adults: 2 } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([a.statusCode, a.json().Message]).toEqual([409, 'Sold Out']);
    expect(await heldIn(first, 'lodging', QUEEN, arrival)).toBe(2);
    // One family's two 2-day tickets: two units on each of two days.
    expect((await heldIn(first, 'liftaccess', 'summit-peak', arrival)) - liftBefore).toBe(4);
  });
});
