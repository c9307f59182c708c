import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import type { DatabaseHandle } from '@resort/shared/server';
import { newVisitor, testBackends, useLines } from '@resort/mfe-account/testing';
import { line as liftAccess } from '@resort/mfe-lift-access/server';
import { holds } from '@resort/mfe-lift-access/server/schema';
import { HOLD_NOT_EXTENDED } from '../server/services/cart';
import { line } from '../server/plugin';
import { cartItems } from '../server/schema';

// Spec section 7, "Cart GET: ... extend session": the visitor who needs more time keeps their
// places for another hold time (spec section 3: items are held for 15 minutes), through the lines'
// own ledgers. A hold that has ended is not brought back.
jest.setTimeout(120_000);

const HOLD_MS = 15 * 60 * 1000;
const skiDay = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));
const ticket = (daysAhead: number) => ({
  productId: 'summit-peak-1day',
  date: skiDay(daysAhead),
  quantity: 1,
  options: { ageCategory: 'adult' },
});

describe.each(testBackends())('extend session on %s', (backend) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  const testApp = useLines(backend, [liftAccess, line]);
  beforeAll(() => {
    ({ app, handle } = testApp);
  });

  /** Moves a hold's expiry in the lift line's ledger, as the passing of time would. */
  const ageHold = (holdId: string, secondsLeft: number) =>
    handle.db
      .update(holds)
      .set({ expiresAt: sql`statement_timestamp() + make_interval(secs => ${secondsLeft})` })
      .where(eq(holds.holdId, holdId));
  const ledgerExpiry = async (holdId: string) =>
    Date.parse(String((await handle.db.select({ at: holds.expiresAt }).from(holds).where(eq(holds.holdId, holdId)))[0].at));
  const itemsOf = async (cartId: string) => handle.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));

  test("every live hold of the cart runs for the whole hold time again, in the line's ledger and in the cart's countdown", async () => {
    const v = await newVisitor(app);
    const first = (await v.post('/api/cart/add/liftaccess', ticket(20))).json().data;
    await v.post('/api/cart/add/liftaccess', ticket(21));
    const before = await itemsOf(first.cart.cartId);
    for (const item of before) await ageHold(item.holdId, 60);

    const started = Date.now();
    const res = await v.post('/api/cart/extend-session', {});
    expect(res.statusCode).toBe(200);
    const answered = res.json().data.items.map((i: { holdExpiresAt: string }) => Date.parse(i.holdExpiresAt));
    expect(answered).toHaveLength(2);
    for (const at of answered) expect(at).toBeGreaterThan(started + HOLD_MS - 60_000);
    for (const item of await itemsOf(first.cart.cartId)) {
      const ledger = await ledgerExpiry(item.holdId);
      expect(ledger).toBeGreaterThan(started + HOLD_MS - 60_000);
      expect(Math.abs(ledger - item.holdExpiresAt.getTime())).toBeLessThan(1000);
    }
  });

  test('a hold that has ended is not brought back; when none is live the visitor is told', async () => {
    const v = await newVisitor(app);
    const added = (await v.post('/api/cart/add/liftaccess', ticket(22))).json().data;
    const [item] = await itemsOf(added.cart.cartId);
    await ageHold(item.holdId, -5);
    const res = await v.post('/api/cart/extend-session', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(HOLD_NOT_EXTENDED);
    expect(await ledgerExpiry(item.holdId)).toBeLessThan(Date.now());
    const [after] = await itemsOf(added.cart.cartId);
    expect(after.holdExpiresAt.getTime()).toBe(item.holdExpiresAt.getTime());
  });

  test("an empty cart has nothing to extend, and one visitor cannot extend another's holds", async () => {
    const empty = await newVisitor(app);
    const none = await empty.post('/api/cart/extend-session', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe('Your cart is empty.');

    const owner = await newVisitor(app);
    const added = (await owner.post('/api/cart/add/liftaccess', ticket(23))).json().data;
    const [item] = await itemsOf(added.cart.cartId);
    await ageHold(item.holdId, 30);
    const stranger = await newVisitor(app);
    expect((await stranger.post('/api/cart/extend-session', {})).statusCode).toBe(400);
    expect(await ledgerExpiry(item.holdId)).toBeLessThan(Date.now() + 60_000);
  });

  test('without the CSRF token nothing is extended', async () => {
    const v = await newVisitor(app);
    const added = (await v.post('/api/cart/add/liftaccess', ticket(24))).json().data;
    const [item] = await itemsOf(added.cart.cartId);
    await ageHold(item.holdId, 30);
    const res = await app.inject({ method: 'POST', url: '/api/cart/extend-session', headers: { cookie: v.cookie }, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(await ledgerExpiry(item.holdId)).toBeLessThan(Date.now() + 60_000);
  });
});
