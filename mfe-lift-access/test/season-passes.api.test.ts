import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { DOB_EXCEEDS_MAX_AGE } from '@resort/shared/rules';
import { formatDate, parseDate, resortToday } from '@resort/shared/dates';
import type { DatabaseHandle } from '@resort/shared/server';
import { newVisitor, signUpVisitor, testBackends, testBillingAddress, testCard, useLines, type Visitor } from '@resort/mfe-account/testing';
import { createCartLine } from '@resort/mfe-cart-checkout/server/plugin';
import { line } from '../server/plugin';
import { holds, personAssignments, seasonPasses } from '../server/schema';
import { seasonOnSale } from '../server/services/passes';
import { liftPageData } from '../server/page-data';
import { renewalKey } from '../src/features/passes/model/query-keys';
import {
  ALREADY_ASSIGNED_CODE,
  AUTO_RENEW_REQUIRED,
  NOT_A_RENEWAL,
  PASS_INSURANCE_PRICE,
  PASS_TERMS_REQUIRED,
  PAYMENT_PLAN_NOTE,
  RELEASE_OF_LIABILITY_REQUIRED,
  alreadyAssigned,
} from '../contract';

jest.setTimeout(120_000);

const address = testBillingAddress;
const card = testCard;
const PASS = 'peak-unlimited';

/** A date of birth that makes someone `age` on the season's first day. */
const bornAged = (age: number, seasonStart: string) => formatDate(parseDate(seasonStart)!.minus({ years: age, days: 30 }));

describe.each(testBackends())('season passes on %s', (backend) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let seasonStart: string;

  const testApp = useLines(backend, [line, createCartLine()]);
  beforeAll(() => {
    ({ app, handle } = testApp);
    seasonStart = seasonOnSale(resortToday('America/Denver')).start;
  });

  const addPass = (v: Visitor, ageCategory: string, options: Record<string, unknown> = {}, quantity = 1) =>
    v.post('/api/cart/add/liftaccess', { productId: PASS, date: seasonStart, quantity, options: { ageCategory, ...options } });
  const assign = (v: Visitor, itemId: string, unitIndex: number, firstName: string, dateOfBirth: string, lastName = 'Rivers') =>
    v.post('/api/cart/assign-traveler', { itemId, unitIndex, firstName, lastName, dateOfBirth });
  const signUp = (v: Visitor) => signUpVisitor(v);

  test('a pass is priced by age category (adult, young adult, teen, child) for the season on sale, with the payment plan where offered', async () => {
    const pass = (await app.inject({ url: `/api/liftaccess/passes/${PASS}` })).json().data;
    expect(pass.seasonStart).toBe(seasonStart);
    expect(pass.prices.map((p: { ageCode: string }) => p.ageCode)).toEqual(['adult', 'young-adult', 'teen', 'child']);
    const [adult, , , child] = pass.prices;
    expect(adult.price).toBe(pass.price);
    expect(child.price).toBeLessThan(adult.price);
    expect(child.renewPrice).toBeLessThan(child.price);
    expect(pass.paymentPlan).toBe(true);
    expect(PAYMENT_PLAN_NOTE).toBe('Payment plan: 49 down, balance due in September.');
  });

  test("a child's pass: the DOB is judged on the season's first day, auto renew and the terms are required, then the pass is issued", async () => {
    const v = await newVisitor(app);
    const added = await addPass(v, 'child');
    expect(added.statusCode).toBe(200);
    const itemId = added.json().data.added[0].id;
    const cart = (await v.get('/api/cart')).json().data;
    expect(cart.items[0].unitPrice).toBe((await app.inject({ url: `/api/liftaccess/passes/${PASS}` })).json().data.prices[3].price);
    expect(cart.items[0].display.IsRenew).toBe('No');

    // "DOB exceeds the maximum age": a 13-year-old on the season's first day is not a child.
    const teen = await assign(v, itemId, 0, 'Casey', bornAged(13, seasonStart));
    expect(teen.statusCode).toBe(400);
    expect(teen.json().Message).toBe(DOB_EXCEEDS_MAX_AGE);
    expect((await assign(v, itemId, 0, 'Casey', bornAged(9, seasonStart))).statusCode).toBe(200);

    await v.post('/api/checkout/address', address);
    const token = (await v.post('/api/checkout/payment', card)).json().data.token;
    const review = (await v.get('/api/checkout/review?acceptTerms=true')).json().data;
    expect(review.missing.map((m: { message: string }) => m.message)).toEqual([AUTO_RENEW_REQUIRED, PASS_TERMS_REQUIRED]);
    const refused = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(refused.json().Message).toBe(AUTO_RENEW_REQUIRED);

    const configured = await v.post('/api/cart/configure/season-pass', {
      cartProductId: itemId,
      item: { autoRenew: true, passTerms: true },
    });
    expect(configured.statusCode).toBe(200);
    expect(configured.json().data.items[0].configure.unmet).toEqual([]);
    const done = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    const issued = await handle.db.select().from(seasonPasses).where(eq(seasonPasses.orderId, done.json().data.orderId));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ passId: PASS, ageCode: 'child', firstName: 'Casey', lastName: 'Rivers', autoRenew: true });
    expect(issued[0].passNumber).toMatch(/^P\d{10}$/);
  });

  /** Readies the visitor's cart for payment, every item's own questions answered; answers its completion, to call later. */
  const readyToPay = async (v: Visitor) => {
    const items = (await v.get('/api/cart')).json().data.items as { id: string; productId: string }[];
    for (const i of items) {
      const call = i.productId === PASS ? 'season-pass' : 'lift-tickets';
      const item = call === 'season-pass' ? { autoRenew: false, passTerms: true } : { isErolAccepted: true };
      expect((await v.post(`/api/cart/configure/${call}`, { cartProductId: i.id, item })).statusCode).toBe(200);
    }
    await v.post('/api/checkout/address', address);
    const token = (await v.post('/api/checkout/payment', card)).json().data.token;
    return () => v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
  };
  const addTicket = async (v: Visitor, productId: string, date: string) =>
    (await v.post('/api/cart/add/liftaccess', { productId, date, quantity: 1, options: { ageCategory: 'adult' } })).json().data.added[0]
      .id as string;
  const day = (n: number) => resortToday('America/Denver').plus({ days: n }).toISODate()!;

  test("error 2004 for passes: twice in one item is refused; another visitor's unpaid cart blocks nobody; a pass sold is", async () => {
    const first = await newVisitor(app);
    const a = (await addPass(first, 'adult')).json().data.added[0].id;
    const dob = bornAged(40, seasonStart);
    expect((await assign(first, a, 0, 'Jordan', dob, 'Peak')).statusCode).toBe(200);

    // A stranger's cart holding Jordan neither blocks Jordan elsewhere nor says so.
    const second = await newVisitor(app);
    const b = (await addPass(second, 'adult', {}, 2)).json().data.added[0].id;
    expect((await assign(second, b, 0, ' jordan ', dob, 'PEAK')).statusCode).toBe(200);
    const twice = await assign(second, b, 1, 'Jordan', dob, 'Peak');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe(alreadyAssigned('Jordan Peak', 'pass'));
    expect(twice.json().data.code).toBe(ALREADY_ASSIGNED_CODE);
    expect((await assign(second, b, 1, 'Sam', dob, 'Peak')).statusCode).toBe(200);

    // The first to pay has Jordan's pass; the other cart's completion is refused with 2004 and charges nothing.
    const [payFirst, paySecond] = [await readyToPay(first), await readyToPay(second)];
    expect((await payFirst()).statusCode).toBe(200);
    const late = await paySecond();
    expect(late.statusCode).toBe(409);
    expect(late.json().data.code).toBe(ALREADY_ASSIGNED_CODE);
    const sold = await handle.db.select().from(seasonPasses).where(eq(seasonPasses.dateOfBirth, dob));
    expect(sold.map((p) => p.firstName)).toEqual(['Jordan']);
    // Against the pass sold, a new assignment is refused at once.
    const third = await newVisitor(app);
    const c = (await addPass(third, 'adult')).json().data.added[0].id;
    expect((await assign(third, c, 0, 'Jordan', dob, 'Peak')).json().data.code).toBe(ALREADY_ASSIGNED_CODE);
  });

  test("error 2004 for lift tickets: overlapping days in one cart, in one account and against tickets sold, never against a stranger's cart", async () => {
    const one = await newVisitor(app);
    const id1 = await addTicket(one, 'summit-peak-3day', day(10));
    expect((await assign(one, id1, 0, 'Alex', '05/05/1985', 'Snow')).statusCode).toBe(200);
    const item = (await one.get('/api/cart')).json().data.items[0];
    expect(item.configure.unmet).toEqual([{ message: RELEASE_OF_LIABILITY_REQUIRED, key: 'isErolAccepted' }]);

    // In the same cart, a day inside the three-day ticket: refused, naming the person.
    const id2 = await addTicket(one, 'summit-peak-1day', day(12));
    const clash = await assign(one, id2, 0, 'Alex', '05/05/1985', 'Snow');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().Message).toBe(alreadyAssigned('Alex Snow', 'ticket'));
    // The day after the three-day ticket ends is free.
    const id3 = await addTicket(one, 'summit-peak-1day', day(13));
    expect((await assign(one, id3, 0, 'Alex', '05/05/1985', 'Snow')).statusCode).toBe(200);
    await one.post(`/api/cart/remove/${id2}`, {});

    // A stranger's unpaid cart with Alex that day is no business of this visitor.
    const two = await newVisitor(app);
    const t2 = await addTicket(two, 'summit-peak-1day', day(12));
    expect((await assign(two, t2, 0, 'Alex', '05/05/1985', 'Snow')).statusCode).toBe(200);

    // One account: what a signed-in buyer holds counts in each of their carts.
    const holder = await newVisitor(app);
    await signUp(holder);
    const mine = await addTicket(holder, 'summit-peak-1day', day(15));
    expect((await assign(holder, mine, 0, 'Kim', '01/01/1990', 'Lee')).statusCode).toBe(200);
    const [kim] = await handle.db.select().from(personAssignments).where(eq(personAssignments.firstName, 'Kim'));
    // Kim's hold moved to another of the account's carts still counts (the assignment carries the account).
    await handle.db.update(holds).set({ cartId: 'another-cart-of-the-account' }).where(sql`${holds.holdId}::text = ${kim.holdId}`);
    const again = await addTicket(holder, 'summit-peak-1day', day(15));
    expect((await assign(holder, again, 0, 'Kim', '01/01/1990', 'Lee')).json().data?.code).toBe(ALREADY_ASSIGNED_CODE);

    // Sold: the first cart pays; the stranger's completion is then refused with 2004, nothing charged.
    const [payOne, payTwo] = [await readyToPay(one), await readyToPay(two)];
    expect((await payOne()).statusCode).toBe(200);
    const late = await payTwo();
    expect(late.statusCode).toBe(409);
    expect(late.json().data.code).toBe(ALREADY_ASSIGNED_CODE);
    expect((await two.get('/api/cart')).json().data.items).toHaveLength(1);
    // And a new assignment against the ticket sold is refused at once.
    const three = await newVisitor(app);
    const t3 = await addTicket(three, 'summit-peak-1day', day(11));
    expect((await assign(three, t3, 0, 'alex', '05/05/1985', 'snow')).json().data.code).toBe(ALREADY_ASSIGNED_CODE);
  });

  test("renewal (IsRenew): last season's holder pays the renewal price; anyone else is told to buy at the regular price", async () => {
    const pass = (await app.inject({ url: `/api/liftaccess/passes/${PASS}` })).json().data;
    const holder = await newVisitor(app);
    const userId = await signUp(holder);
    await handle.db.insert(seasonPasses).values({
      passNumber: `P${Date.now()}`.slice(0, 11),
      passId: PASS,
      season: seasonOnSale(resortToday('America/Denver')).previous,
      ageCode: 'adult',
      firstName: 'Robin',
      lastName: 'Rivers',
      dateOfBirth: '1980-03-14',
      userId,
    });
    // Section 7, account: "season pass info": may this visitor renew the pass?
    expect((await holder.get(`/api/liftaccess/passes/${PASS}/renewal`)).json().data).toEqual({ eligible: true });
    // The pass page comes drawn with the same answer for the visitor it is drawn for.
    const drawnRenewal = async (user: string | null) => {
      const request = { session: { user: user ? { id: user } : null } } as unknown as import('fastify').FastifyRequest;
      const seeds = await liftPageData(handle.db)({ pathname: `/passes/${PASS}`, query: new URLSearchParams(), request });
      return seeds?.find((seed) => JSON.stringify(seed.queryKey) === JSON.stringify(renewalKey(PASS)))?.data;
    };
    expect(await drawnRenewal(userId)).toEqual({ eligible: true });
    expect(await drawnRenewal(null)).toEqual({ eligible: false });
    expect((await holder.get('/api/liftaccess/passes/no-such-pass/renewal')).json()).toMatchObject({
      success: false,
      Message: 'This pass is not on sale.',
    });
    const renewed = await addPass(holder, 'adult', { renew: true });
    expect(renewed.statusCode).toBe(200);
    const item = (await holder.get('/api/cart')).json().data.items[0];
    expect(item.unitPrice).toBe(pass.prices[0].renewPrice);
    expect(item.display.IsRenew).toBe('Yes');
    expect(item.configure.unmet.map((u: { message: string }) => u.message)).not.toContain(NOT_A_RENEWAL);

    const stranger = await newVisitor(app);
    expect((await stranger.get(`/api/liftaccess/passes/${PASS}/renewal`)).json().data).toEqual({ eligible: false });
    await signUp(stranger);
    expect((await stranger.get(`/api/liftaccess/passes/${PASS}/renewal`)).json().data).toEqual({ eligible: false });
    await addPass(stranger, 'adult', { renew: true });
    const theirs = (await stranger.get('/api/cart')).json().data.items[0];
    expect(theirs.configure.unmet.map((u: { message: string }) => u.message)).toContain(NOT_A_RENEWAL);
    // A lift ticket cannot be "renewed".
    const day = resortToday('America/Denver').plus({ days: 3 }).toISODate();
    const ticket = await stranger.post('/api/cart/add/liftaccess', {
      productId: 'summit-peak-1day',
      date: day,
      quantity: 1,
      options: { ageCategory: 'adult', renew: true },
    });
    expect(ticket.statusCode).toBe(400);
  });

  test("a signed-in holder sees their passes with auto renew status, and enrolls and unenrolls; another account's pass is not found", async () => {
    const holder = await newVisitor(app);
    await signUp(holder);
    const itemId = (await addPass(holder, 'adult')).json().data.added[0].id;
    expect((await assign(holder, itemId, 0, 'Robin', '03/14/1980')).statusCode).toBe(200);
    await holder.post('/api/cart/configure/season-pass', { cartProductId: itemId, item: { autoRenew: false, passTerms: true } });
    await holder.post('/api/checkout/address', address);
    const token = (await holder.post('/api/checkout/payment', card)).json().data.token;
    expect((await holder.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true })).statusCode).toBe(200);

    const mine = (await holder.get('/api/liftaccess/my-passes')).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      passId: PASS,
      holder: 'Robin Rivers',
      autoRenew: false,
      season: seasonOnSale(resortToday('America/Denver')).season,
    });
    expect(mine[0].resorts.length).toBe(4);
    const enrolled = await holder.post(`/api/liftaccess/my-passes/${mine[0].passNumber}/auto-renew`, { enroll: true });
    expect(enrolled.json().data).toEqual({ passNumber: mine[0].passNumber, autoRenew: true });
    expect((await holder.get('/api/liftaccess/my-passes')).json().data[0].autoRenew).toBe(true);

    const stranger = await newVisitor(app);
    expect((await stranger.get('/api/liftaccess/my-passes')).statusCode).toBe(401);
    await signUp(stranger);
    expect((await stranger.get('/api/liftaccess/my-passes')).json().data).toEqual([]);
    const theirs = await stranger.post(`/api/liftaccess/my-passes/${mine[0].passNumber}/auto-renew`, { enroll: false });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().Message).toBe('Sorry, we cannot complete your request at this time.');
  });

  test('pass insurance (Cart POST "pass insurance"): a flat price per pass, in the total when chosen, out when not; a lift ticket has none', async () => {
    const v = await newVisitor(app);
    const itemId = (await addPass(v, 'adult', {}, 2)).json().data.added[0].id;
    const before = (await v.get('/api/cart')).json().data;
    const field = before.items[0].configure.fields.find((f: { key: string }) => f.key === 'passInsurance');
    expect(field).toMatchObject({ kind: 'acknowledge', required: false, label: 'Add pass insurance ($39.00 per pass)' });
    const on = (await v.post(`/api/cart/pass-insurance?cartProductId=${itemId}&isChecked=true`)).json().data;
    expect(on.items[0].charges).toEqual([{ name: 'Pass insurance', amount: PASS_INSURANCE_PRICE * 2, amountFormatted: '$78.00' }]);
    expect(on.subtotal).toBe(before.subtotal + PASS_INSURANCE_PRICE * 2);
    expect(on.total).toBe(on.subtotal - on.discount + on.tax);
    // Other answers saved later keep the insurance.
    const terms = (
      await v.post('/api/cart/configure/season-pass', { cartProductId: itemId, item: { autoRenew: false, passTerms: true } })
    ).json().data;
    expect(terms.subtotal).toBe(on.subtotal);
    const off = (await v.post(`/api/cart/pass-insurance?cartProductId=${itemId}&isChecked=false`)).json().data;
    expect(off.items[0].charges).toEqual([]);
    expect(off.total).toBe(before.total);

    const ticket = (
      await v.post('/api/cart/add/liftaccess', {
        productId: 'summit-peak-1day',
        date: seasonStart,
        quantity: 1,
        options: { ageCategory: 'adult' },
      })
    ).json().data.added[0].id;
    // A ticket has no such option: the answer is not kept, nothing is charged.
    const ignored = await v.post(`/api/cart/pass-insurance?cartProductId=${ticket}&isChecked=true`);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().data.items.find((i: { id: string }) => i.id === ticket).charges).toEqual([]);
  });
});
