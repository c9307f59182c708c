import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { testBackends, testBillingAddress, testCard, type Visitor } from '@resort/shared/server/testing';
import { createCreditWallet } from '@resort/mfe-account/server/services/pass-holder-credits';
import { dayPrices } from '@resort/mfe-lift-access/server/schema';
import { cancelDayByResort } from '@resort/mfe-lift-access/server/services/resort-cancellations';
import { orders, payments } from '@resort/mfe-cart-checkout/server/schema';
import { startStore, type StoreUnderTest } from './harness';
import { passesMade, passHolder, RESORT, reservableDays, ZONE } from './pass-holders';

// Pass holder credits by the rule the spec implies: a pass holder whose lift reservation the
// resort cancels gets a credit worth that day's adult window ticket, once; with the credit terms
// accepted, the next checkout spends it before the card; a declined card or a cancelled order
// gives it back.

jest.setTimeout(300_000);

describe.each(testBackends())('pass holder credits on %s', (backend) => {
  let store: StoreUnderTest;
  let reservable: string[] = [];
  beforeAll(async () => {
    store = await startStore(backend);
    reservable = await reservableDays(store.app);
  });
  afterAll(async () => {
    await store?.close();
  });

  const windowPrice = async (day: string) =>
    (
      await store.handle.db
        .select({ amount: dayPrices.windowPrice })
        .from(dayPrices)
        .where(and(eq(dayPrices.productId, `${RESORT}-1day`), eq(dayPrices.day, day), eq(dayPrices.ageCode, 'adult')))
    )[0].amount;

  const creditsOf = async (v: Visitor) => (await v.get('/api/account/pass-holder-credits')).json().data;

  /** Two adult lift tickets in the cart, each assigned and agreed, the address given; answers the order's total. */
  async function readyToPay(v: Visitor): Promise<number> {
    const date = DateTime.now().setZone(ZONE).plus({ days: 9 }).toISODate()!;
    const added = await v.post('/api/cart/add/liftaccess', {
      productId: `${RESORT}-1day`,
      date,
      quantity: 2,
      options: { ageCategory: 'adult' },
    });
    expect(added.statusCode).toBe(200);
    const itemId = added.json().data.added[0].id;
    for (const [unitIndex, firstName] of ['Pat', 'Sam'].entries()) {
      const r = await v.post('/api/cart/assign-traveler', {
        itemId,
        unitIndex,
        firstName,
        lastName: `Skier${passesMade()}`,
        dateOfBirth: '02/14/1990',
      });
      expect(r.statusCode).toBe(200);
    }
    expect((await v.post(`/api/cart/configure/lift-tickets?cartProductId=${itemId}&isErolAccepted=true`)).statusCode).toBe(200);
    expect((await v.post('/api/checkout/address', testBillingAddress)).statusCode).toBe(200);
    return (await v.get('/api/cart')).json().data.total;
  }

  const pay = async (v: Visitor, cardNumber = testCard.cardNumber) => {
    const token = (await v.post('/api/checkout/payment', { ...testCard, cardNumber })).json().data.token;
    return v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
  };

  it('a reservation the resort cancels earns its holder a credit worth the day, once', async () => {
    const day = reservable[0];
    const { v } = await passHolder(store, [day]);
    const credits = createCreditWallet(store.handle.db);
    expect(await cancelDayByResort({ db: store.handle.db, credits, resortId: RESORT, day })).toBe(1);
    const listed = (await v.get('/api/account/reservations')).json().data.reservations;
    expect(listed.filter((r: { line: string }) => r.line === 'liftaccess').map((r: { status: string }) => r.status)).toEqual(['cancelled']);

    const worth = await windowPrice(day);
    const mine = await creditsOf(v);
    expect(mine.credits).toHaveLength(1);
    expect(mine.credits[0]).toMatchObject({ amount: worth, currency: 'USD' });
    expect(mine.credits[0].title).toMatch(/cancelled by the resort/);

    // Again (a rerun after a failure): nothing cancelled, nothing issued twice.
    expect(await cancelDayByResort({ db: store.handle.db, credits, resortId: RESORT, day })).toBe(0);
    expect((await creditsOf(v)).credits).toHaveLength(1);
    // A holder's own cancel earns nothing.
    const other = await passHolder(store, [reservable[1]]);
    const own = (await other.v.get('/api/account/reservations')).json().data.reservations[0];
    expect((await other.v.post('/api/account/reservations/cancel', { line: own.line, id: own.id })).statusCode).toBe(200);
    expect((await creditsOf(other.v)).credits).toEqual([]);
  });

  it('checkout spends the credit before the card once the terms are accepted; a declined card and a cancelled order give it back', async () => {
    const day = reservable[2];
    const { v } = await passHolder(store, [day]);
    await cancelDayByResort({ db: store.handle.db, credits: createCreditWallet(store.handle.db), resortId: RESORT, day });
    const worth = await windowPrice(day);

    // Terms not accepted: the card pays everything.
    const total = await readyToPay(v);
    expect(total).toBeGreaterThan(worth);
    const declined = await pay(v, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect((await creditsOf(v)).credits[0].amount).toBe(worth);

    expect((await v.post('/api/account/pass-holder-credits/terms', { accept: true })).statusCode).toBe(200);
    // Declined with the terms accepted: the credit was taken for the attempt and is given back.
    expect((await pay(v, '4000000000000002')).statusCode).toBe(402);
    expect((await creditsOf(v)).credits[0].amount).toBe(worth);

    const paid = await pay(v);
    expect(paid.statusCode).toBe(200);
    const number = paid.json().data.orderNumber as string;
    const [order] = await store.handle.db.select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({ status: 'paid', total, creditApplied: worth });
    const [charged] = await store.handle.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured')));
    expect(charged.amount).toBe(total - worth);
    expect((await creditsOf(v)).credits).toEqual([]);

    // The order's view (confirmation and transaction details) says what the credit paid and what the card did.
    const fmt = (n: number) => `$${(n / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const view = await v.get(`/api/checkout/orders/${number}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      total,
      creditApplied: worth,
      creditAppliedFormatted: fmt(worth),
      payment: { last4: '4242', amount: total - worth, amountFormatted: fmt(total - worth) },
    });

    const cancelled = await v.post(`/api/checkout/orders/${number}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((await creditsOf(v)).credits[0].amount).toBe(worth);
    const spends = (await store.handle.db.execute(
      sql`SELECT count(*)::int AS n FROM account.pass_holder_credit_spends WHERE order_id = ${order.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(spends.rows[0].n).toBe(0);
  });
});
