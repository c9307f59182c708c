import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { formatDate, parseDate, resortToday, toIsoDate } from '@resort/shared/dates';
import type { DatabaseHandle } from '@resort/shared/server';
import { newVisitor, signUpVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line } from '../server/plugin';
import { seasonPasses } from '../server/schema';
import { seasonOnSale } from '../server/services/passes';
import { MOBILE_PASS_REQUIRED } from '../server/catalog';
import { bikeParkDays, bikeParkProductId, productId } from '../server/seed';
import {
  ACTIVATION_CODE_INVALID,
  BENEFIT_ACK_REQUIRED,
  BENEFIT_NOT_YOURS,
  CARD_ASSIGNED_CODE,
  CARD_ASSIGNED,
  PASS_NOT_FOUND,
  PASS_INSURANCE_TERMS,
  PASS_NUMBER_INVALID,
  RELEASE_OF_LIABILITY_REQUIRED,
  benefitUsedUp,
} from '../contract';

jest.setTimeout(120_000);

let emails = 0;
let buyers = 0;
const bornAged = (age: number, seasonStart: string) => formatDate(parseDate(seasonStart)!.minus({ years: age, days: 30 }));
/** A winter ski day the catalog sells, `days` ahead of the resort's today. */
const skiDay = (days: number) => toIsoDate(resortToday('America/Denver').plus({ days }));

describe.each(testBackends())('pass holders on %s', (backend) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let seasonStart: string;

  const testApp = useLines(backend, [line, createCartLine()]);
  beforeAll(() => {
    ({ app, handle } = testApp);
    seasonStart = seasonOnSale(resortToday('America/Denver')).start;
  });

  const signUp = (v: Visitor, firstName = 'Robin') => signUpVisitor(v, { firstName });

  async function pay(v: Visitor) {
    await v.post('/api/checkout/address', testBillingAddress);
    const token = (await v.post('/api/checkout/payment', testCard)).json().data.token;
    return v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
  }

  /** Buys one adult pass for `firstName` and answers its number (and the row the line keeps). */
  async function buyPass(v: Visitor, passId: string, firstName: string, passInsurance = false) {
    const itemId = (
      await v.post('/api/cart/add/liftaccess', { productId: passId, date: seasonStart, quantity: 1, options: { ageCategory: 'adult' } })
    ).json().data.added[0].id;
    // A person has one pass a season (error 2004): each purchase is for someone else.
    buyers += 1;
    const dob = bornAged(30 + buyers, seasonStart);
    expect(
      (await v.post('/api/cart/assign-traveler', { itemId, unitIndex: 0, firstName, lastName: 'Rivers', dateOfBirth: dob })).statusCode,
    ).toBe(200);
    await v.post('/api/cart/configure/season-pass', { cartProductId: itemId, item: { autoRenew: false, passTerms: true, passInsurance } });
    const done = await pay(v);
    expect(done.statusCode).toBe(200);
    const [row] = await handle.db.select().from(seasonPasses).where(eq(seasonPasses.orderId, done.json().data.orderId));
    return row;
  }

  test('the holder sees each pass with its number, activation code, accepted terms and benefit tickets left', async () => {
    const v = await newVisitor(app);
    await signUp(v);
    const sold = await buyPass(v, 'peak-unlimited', 'Robin');
    expect(sold.activationCode).toMatch(/^[A-Z2-9]{6}$/);
    const mine = (await v.get('/api/liftaccess/my-passes')).json().data;
    expect(mine[0]).toMatchObject({
      passNumber: sold.passNumber,
      activationCode: sold.activationCode,
      benefits: [{ code: 'buddy', title: 'Buddy ticket', price: 6900, perPass: 4, used: 0, remaining: 4 }],
    });
    // The terms were accepted in the configure step, so the pass carries the moment.
    expect(Date.parse(mine[0].termsAcceptedAt)).toBeGreaterThan(0);
  });

  test('validate pass and edge card location tell what a number opens, nothing about its holder', async () => {
    const buyer = await newVisitor(app);
    const sold = await buyPass(buyer, 'peak-local', 'Morgan');
    const anyone = await newVisitor(app);
    const valid = await anyone.post('/api/liftaccess/passes/validate', { passNumber: sold.passNumber.toLowerCase() });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toEqual({
      passNumber: sold.passNumber,
      name: 'Peak Local Pass',
      season: sold.season,
      resorts: expect.any(Array),
    });
    expect(JSON.stringify(valid.json())).not.toContain('Morgan');

    const bad = await anyone.post('/api/liftaccess/passes/validate', { passNumber: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe(PASS_NUMBER_INVALID);
    expect((await anyone.post('/api/liftaccess/passes/validate', { passNumber: 'P0000000000' })).statusCode).toBe(404);

    const at = async (resort: string) =>
      (await anyone.get(`/api/liftaccess/passes/validate-location?passNumber=${sold.passNumber}&resort=${resort}`)).json().data;
    expect(await at('summit-peak')).toMatchObject({ valid: true, message: 'Peak Local Pass is valid at Summit Peak.' });
    // Peak Local does not open Coast Range.
    expect(await at('coast-range')).toMatchObject({ valid: false, message: 'Peak Local Pass is not valid at Coast Range.' });
  });

  test("a guest's pass is linked with its number and activation code; another account then gets error 2005", async () => {
    const guest = await newVisitor(app);
    const sold = await buyPass(guest, 'peak-unlimited', 'Avery');
    expect(sold.userId).toBeNull();

    const signedOut = await newVisitor(app);
    const query = `passNumber=${sold.passNumber}&activationCode=${sold.activationCode}`;
    expect((await signedOut.get(`/api/liftaccess/passes/validate-activation-code?${query}`)).statusCode).toBe(401);

    const avery = await newVisitor(app);
    await signUp(avery, 'Avery');
    const wrong = await avery.get(`/api/liftaccess/passes/validate-activation-code?passNumber=${sold.passNumber}&activationCode=ZZZZZZ`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().Message).toBe(PASS_NOT_FOUND);
    const short = await avery.get(`/api/liftaccess/passes/validate-activation-code?passNumber=${sold.passNumber}&activationCode=12`);
    expect(short.json().Message).toBe(ACTIVATION_CODE_INVALID);
    const checked = await avery.get(`/api/liftaccess/passes/validate-activation-code?${query}`);
    expect(checked.json().data).toMatchObject({ passNumber: sold.passNumber, linkable: true });
    // Validating links nothing.
    expect((await avery.get('/api/liftaccess/my-passes')).json().data).toEqual([]);

    const linked = await avery.post('/api/liftaccess/my-passes/link', { passNumber: sold.passNumber, activationCode: sold.activationCode });
    expect(linked.statusCode).toBe(200);
    expect((await avery.get('/api/liftaccess/my-passes')).json().data.map((p: { passNumber: string }) => p.passNumber)).toEqual([
      sold.passNumber,
    ]);
    // Linking again from the same account is harmless.
    expect(
      (await avery.post('/api/liftaccess/my-passes/link', { passNumber: sold.passNumber, activationCode: sold.activationCode })).statusCode,
    ).toBe(200);

    const other = await newVisitor(app);
    await signUp(other, 'Sam');
    for (const res of [
      await other.get(`/api/liftaccess/passes/validate-activation-code?${query}`),
      await other.post('/api/liftaccess/my-passes/link', { passNumber: sold.passNumber, activationCode: sold.activationCode }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().Message).toBe(CARD_ASSIGNED);
      expect(res.json().data.code).toBe(CARD_ASSIGNED_CODE);
    }
    expect((await other.get('/api/liftaccess/my-passes')).json().data).toEqual([]);
  });

  test("the account's find my card and create account with card number reach this line's passes", async () => {
    const guest = await newVisitor(app);
    const sold = await buyPass(guest, 'peak-unlimited', 'Quinn');
    const dob = formatDate(parseDate(sold.dateOfBirth)!);
    const v = await newVisitor(app);
    const found = await v.post('/api/account/find-my-card', { passNumber: sold.passNumber, dateOfBirth: dob });
    expect(found.json().data).toEqual({ found: true, firstName: 'Quinn', lastInitial: 'R', hasAccount: false });

    emails += 1;
    const created = await v.post('/api/account/create', {
      email: `card-${backend}-${emails}-${process.pid}@example.com`,
      password: 'correct horse battery staple',
      firstName: 'Quinn',
      lastName: 'Rivers',
      dateOfBirth: dob,
      passNumber: sold.passNumber,
    });
    expect(created.statusCode).toBe(200);
    expect((await v.get('/api/liftaccess/my-passes')).json().data.map((p: { passNumber: string }) => p.passNumber)).toEqual([
      sold.passNumber,
    ]);
  });

  test('epic coverage: a pass bought with pass insurance is covered, the holder reads it and what it covers; another account reads not found', async () => {
    const v = await newVisitor(app);
    await signUp(v);
    const insured = await buyPass(v, 'peak-local', 'Robin', true);
    const plain = await buyPass(v, 'peak-local', 'Kim');
    const mine = (await v.get('/api/liftaccess/my-passes')).json().data;
    const byNumber = Object.fromEntries(mine.map((p: { passNumber: string; insured: boolean }) => [p.passNumber, p.insured]));
    expect(byNumber).toEqual({ [insured.passNumber]: true, [plain.passNumber]: false });
    const content = (await v.get('/api/liftaccess/coverage')).json().data;
    expect(content).toEqual({ title: 'Pass insurance', body: PASS_INSURANCE_TERMS, pricePerPass: 3900 });
    expect((await v.get(`/api/liftaccess/my-passes/${insured.passNumber}/coverage`)).json().data).toEqual({
      passNumber: insured.passNumber,
      covered: true,
      title: 'Pass insurance',
      body: PASS_INSURANCE_TERMS,
    });
    expect((await v.get(`/api/liftaccess/my-passes/${plain.passNumber}/coverage`)).json().data.covered).toBe(false);
    const other = await newVisitor(app);
    await signUp(other, 'Sam');
    expect((await other.get(`/api/liftaccess/my-passes/${insured.passNumber}/coverage`)).statusCode).toBe(404);
  });

  test('pass terms are accepted by the holder only; another account reads not found', async () => {
    const v = await newVisitor(app);
    await signUp(v);
    const sold = await buyPass(v, 'peak-local', 'Robin');
    await handle.db.update(seasonPasses).set({ termsAcceptedAt: null }).where(eq(seasonPasses.passNumber, sold.passNumber));
    expect((await v.get('/api/liftaccess/my-passes')).json().data[0].termsAcceptedAt).toBeNull();

    const other = await newVisitor(app);
    await signUp(other, 'Sam');
    expect((await other.post(`/api/liftaccess/my-passes/${sold.passNumber}/accept-terms`, {})).statusCode).toBe(404);
    const accepted = await v.post(`/api/liftaccess/my-passes/${sold.passNumber}/accept-terms`, {});
    expect(accepted.statusCode).toBe(200);
    expect((await v.get('/api/liftaccess/my-passes')).json().data[0].termsAcceptedAt).toBe(accepted.json().data.termsAcceptedAt);
  });

  describe('benefit tickets', () => {
    const addBuddy = (v: Visitor, passNumber: string, opts: { resort?: string; quantity?: number; code?: string } = {}) =>
      v.post('/api/cart/add/liftaccess', {
        productId: productId(opts.resort ?? 'summit-peak', 1),
        date: skiDay(20),
        quantity: opts.quantity ?? 1,
        options: { ageCategory: 'adult', benefit: { passNumber, code: opts.code ?? 'buddy' } },
      });

    test("a buddy ticket costs the benefit price, needs the pick-up acknowledgement, and counts against the pass's allowance", async () => {
      const v = await newVisitor(app);
      await signUp(v);
      const sold = await buyPass(v, 'peak-local', 'Robin');
      const added = await addBuddy(v, sold.passNumber);
      expect(added.statusCode).toBe(200);
      const itemId = added.json().data.added[0].id;
      const item = (await v.get('/api/cart')).json().data.items[0];
      expect(item).toMatchObject({ unitPrice: 8900, sku: expect.stringMatching(/^BT-/) });
      expect(item.title).toBe('Buddy ticket: Summit Peak 1-Day Lift Ticket');
      expect((await v.get(`/api/liftaccess/my-passes/${sold.passNumber}/benefits`)).json().data[0]).toMatchObject({
        used: 1,
        remaining: 1,
      });

      await v.post('/api/cart/assign-traveler', { itemId, unitIndex: 0, firstName: 'Kit', lastName: 'Friend', dateOfBirth: '05/05/1990' });
      // "Please acknowledge the pass holder must be the person to pick up the ticket." before checkout.
      await v.post('/api/cart/configure/benefit-tickets', { cartProductId: itemId, item: { isErolAccepted: true } });
      const refused = await pay(v);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe(BENEFIT_ACK_REQUIRED);
      const ack = await v.post('/api/cart/configure/benefit-tickets', {
        cartProductId: itemId,
        item: { isErolAccepted: true, benefitAck: true },
      });
      expect(ack.json().data.items[0].configure.unmet).toEqual([]);
      expect((await pay(v)).statusCode).toBe(200);

      // Peak Local carries two: one is left, so two more are refused and one is sold.
      const tooMany = await addBuddy(v, sold.passNumber, { quantity: 2 });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().Message).toBe(benefitUsedUp('Buddy ticket'));
      expect((await addBuddy(v, sold.passNumber)).statusCode).toBe(200);
      expect((await v.get(`/api/liftaccess/my-passes/${sold.passNumber}/benefits`)).json().data[0]).toMatchObject({
        used: 2,
        remaining: 0,
      });
    });

    test('only the holder spends a benefit, at a resort the pass opens, with a benefit the pass has', async () => {
      const holder = await newVisitor(app);
      await signUp(holder);
      const sold = await buyPass(holder, 'peak-local', 'Robin');

      const guest = await newVisitor(app);
      expect((await addBuddy(guest, sold.passNumber)).statusCode).toBe(401);
      const other = await newVisitor(app);
      await signUp(other, 'Sam');
      const notYours = await addBuddy(other, sold.passNumber);
      expect(notYours.statusCode).toBe(403);
      expect(notYours.json().Message).toBe(BENEFIT_NOT_YOURS);
      expect((await other.get(`/api/liftaccess/my-passes/${sold.passNumber}/benefits`)).statusCode).toBe(404);

      // Peak Local does not open Coast Range, and carries no 'ski-with-a-friend' benefit.
      expect((await addBuddy(holder, sold.passNumber, { resort: 'coast-range' })).statusCode).toBe(400);
      expect((await addBuddy(holder, sold.passNumber, { code: 'ski-with-a-friend' })).statusCode).toBe(400);
      expect((await holder.get('/api/cart')).json().data.items).toEqual([]);
    });

    test('racing holds of one pass never overdraw its allowance', async () => {
      const v = await newVisitor(app);
      await signUp(v);
      const sold = await buyPass(v, 'peak-unlimited', 'Robin');
      const results = await Promise.all(Array.from({ length: 8 }, () => addBuddy(v, sold.passNumber)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
      expect((await v.get(`/api/liftaccess/my-passes/${sold.passNumber}/benefits`)).json().data[0]).toMatchObject({
        used: 4,
        remaining: 0,
      });
    });
  });

  test('the cart\'s "auto renew" call saves a pass\'s auto renew choice in its configure step', async () => {
    const v = await newVisitor(app);
    const itemId = (
      await v.post('/api/cart/add/liftaccess', {
        productId: 'peak-local',
        date: seasonStart,
        quantity: 1,
        options: { ageCategory: 'adult' },
      })
    ).json().data.added[0].id;
    const set = await v.post(`/api/cart/auto-renew?cartProductId=${itemId}&isChecked=true`, {});
    expect(set.statusCode).toBe(200);
    expect(set.json().data.items[0].configure.configuration.item.autoRenew).toBe(true);
    const unmet = set.json().data.items[0].configure.unmet.map((u: { key?: string }) => u.key);
    expect(unmet).not.toContain('autoRenew');
  });

  test('"change pass offer option": a Peak Local Pass in the cart becomes the Peak Unlimited Pass for the same person and answers', async () => {
    const v = await newVisitor(app);
    const itemId = (
      await v.post('/api/cart/add/liftaccess', {
        productId: 'peak-local',
        date: seasonStart,
        quantity: 1,
        options: { ageCategory: 'adult' },
      })
    ).json().data.added[0].id;
    buyers += 1;
    const dob = bornAged(30 + buyers, seasonStart);
    await v.post('/api/cart/assign-traveler', { itemId, unitIndex: 0, firstName: 'Drew', lastName: 'Rivers', dateOfBirth: dob });
    await v.post('/api/cart/configure/season-pass', {
      cartProductId: itemId,
      item: { autoRenew: true, passTerms: true, passInsurance: true },
    });

    // Another currency or an unknown pass is not an offer of this item; the item stays as it was.
    expect((await v.post('/api/cart/change-pass-offer', { cartProductId: itemId, productId: 'coast-range-season' })).statusCode).toBe(400);
    expect((await v.post('/api/cart/change-pass-offer', { cartProductId: itemId, productId: 'no-such-pass' })).statusCode).toBe(400);
    const changed = await v.post('/api/cart/change-pass-offer', { cartProductId: itemId, productId: 'peak-unlimited' });
    expect(changed.statusCode).toBe(200);
    const unlimited = (await app.inject({ url: '/api/liftaccess/passes/peak-unlimited' })).json().data;
    const [item] = changed.json().data.items;
    expect(item).toMatchObject({ id: itemId, productId: 'peak-unlimited', unitPrice: unlimited.prices[0].price });
    expect(item.configure.configuration.item).toEqual({ autoRenew: true, passTerms: true, passInsurance: true });
    expect(item.configure.unmet).toEqual([]);

    const done = await pay(v);
    expect(done.statusCode).toBe(200);
    const [issued] = await handle.db.select().from(seasonPasses).where(eq(seasonPasses.orderId, done.json().data.orderId));
    expect(issued).toMatchObject({ passId: 'peak-unlimited', firstName: 'Drew', dateOfBirth: toIsoDate(parseDate(dob)!), autoRenew: true });
  });

  test('a lift ticket without a physical card needs a mobile pass choice; the release of liability stays required', async () => {
    const v = await newVisitor(app);
    const itemId = (
      await v.post('/api/cart/add/liftaccess', {
        productId: productId('summit-peak', 1),
        date: skiDay(21),
        quantity: 1,
        options: { ageCategory: 'adult' },
      })
    ).json().data.added[0].id;
    const configure = (item: Record<string, unknown>) => v.post('/api/cart/configure/lift-tickets', { cartProductId: itemId, item });
    const unmet = async (item: Record<string, unknown>) =>
      (await configure(item)).json().data.items[0].configure.unmet.map((u: { message: string }) => u.message);
    expect(await unmet({ isOptOutPhysicalPassCard: true })).toEqual([RELEASE_OF_LIABILITY_REQUIRED, MOBILE_PASS_REQUIRED]);
    expect(await unmet({ isErolAccepted: true, isOptOutPhysicalPassCard: true, mobilePass: 'a-shoebox' })).toEqual([MOBILE_PASS_REQUIRED]);
    expect(await unmet({ isErolAccepted: true, isOptOutPhysicalPassCard: true, mobilePass: 'google-wallet' })).toEqual([]);
  });

  test('bike park lift tickets: summer days of the parks that open, priced by age, sold from their own inventory', async () => {
    const v = await newVisitor(app);
    const parks = (await v.get('/api/liftaccess/bike-park/resorts')).json().data;
    expect(parks.map((p: { id: string }) => p.id)).toEqual(['green-mountain', 'summit-peak']);
    const days = bikeParkDays(toIsoDate(resortToday('America/Denver')));
    expect(parks[1]).toEqual({ id: 'summit-peak', name: 'Summit Peak', firstDay: days[0], lastDay: days[days.length - 1] });

    const start = formatDate(parseDate(days[10])!);
    const found = (await v.get(`/api/liftaccess/bike-park/tickets?resort=summit-peak&startDate=${start}&ageCategory=child`)).json().data;
    expect(found.products).toEqual([{ id: bikeParkProductId('summit-peak'), name: 'Summit Peak Bike Park Day Ticket', days: 1 }]);
    expect(found.days[0]).toMatchObject({ date: days[10], soldOut: false });
    const adult = found.days[0].prices.find((p: { ageCode: string }) => p.ageCode === 'adult');
    const child = found.days[0].prices.find((p: { ageCode: string }) => p.ageCode === 'child');
    expect(child.onlinePrice).toBeLessThan(adult.onlinePrice);

    // Winter search never offers the bike park; the bike park never offers a winter day.
    const winter = (
      await v.get(
        `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${formatDate(parseDate(skiDay(5))!)}&numberOfDays=1&ageCategory=adult`,
      )
    ).json().data;
    expect(winter.products.map((p: { id: string }) => p.id)).toEqual([productId('summit-peak', 1)]);
    const add = (date: string) =>
      v.post('/api/cart/add/liftaccess', {
        productId: bikeParkProductId('summit-peak'),
        date,
        quantity: 1,
        options: { ageCategory: 'adult' },
      });
    expect((await add(skiDay(5))).statusCode).toBe(400);
    const added = await add(days[10]);
    expect(added.statusCode).toBe(200);
    expect((await v.get('/api/cart')).json().data.items[0]).toMatchObject({
      sku: expect.stringMatching(/^BP-/),
      unitPrice: adult.onlinePrice,
    });
  });

  test('the pass page suggests the better pass with the price difference and what it adds', async () => {
    const upsell = (await app.inject({ url: '/api/liftaccess/passes/peak-local/upsell' })).json().data;
    expect(upsell.pass.id).toBe('peak-unlimited');
    expect(upsell.priceDifference).toBe(98900 - 72900);
    const local = (await app.inject({ url: '/api/liftaccess/passes/peak-local' })).json().data;
    const priority = upsell.pass.priorityDays > local.priorityDays ? `${upsell.pass.priorityDays} priority days, ` : '';
    expect(upsell.pitch).toBe(`Peak Unlimited Pass adds 1 more resort, ${priority}4 benefit tickets.`);
    expect((await app.inject({ url: '/api/liftaccess/passes/peak-unlimited/upsell' })).json().data).toEqual({
      pass: null,
      priceDifference: null,
      pitch: null,
    });
    expect((await app.inject({ url: '/api/liftaccess/passes/no-such-pass/upsell' })).statusCode).toBe(404);
  });
});
