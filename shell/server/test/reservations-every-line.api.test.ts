import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { itemRefunds, orderItems, orders, payments } from '@resort/mfe-cart-checkout/server/schema';
import { CHILDCARE_CLOSED_ISODOW } from '@resort/mfe-lessons-childcare/server/seed';
import { roomId } from '@resort/mfe-lodging/server/seed';
import { newVisitor, signUpVisitor, testBackends, testBillingAddress, testCard, type Visitor } from '@resort/shared/server/testing';
import { startStore, type StoreUnderTest } from './harness';

// Issue: reservations from every line. A lesson, a childcare day and a lodging stay booked in one
// order all show in the account's reservations, each cancellable where its line allows, the places
// going back through each line's ledger; first-timer eligibility sees them.

jest.setTimeout(300_000);

const ZONE = 'America/Denver';
const day = (ahead: number) => DateTime.now().setZone(ZONE).startOf('day').plus({ days: ahead });
const iso = (d: DateTime) => d.toISODate()!;
const mdy = (d: DateTime) => d.toFormat('MM/dd/yyyy');
/** The first day at least `ahead` days away on which the nursery is open. */
const openChildcareDay = (ahead: number) => {
  let d = day(ahead);
  while (d.weekday === CHILDCARE_CLOSED_ISODOW) d = d.plus({ days: 1 });
  return d;
};

const RESERVATION_NOT_FOUND = 'We could not find this reservation, or it can no longer be cancelled.';
const LESSON = 'summit-peak-ski-group-adult-intermediate';
const CHILDCARE = 'summit-peak-toddler';
const ROOM = roomId('summit-peak', 'alpenglow-lodge', 'queen');

interface Reservation {
  id: string;
  line: string;
  kind: string;
  title: string;
  date: string;
  endDate: string | null;
  guestName: string;
  status: 'booked' | 'cancelled';
  cancellable: boolean;
}

describe.each(testBackends())('reservations from every line on %s', (backend) => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await startStore(backend);
  });
  afterAll(async () => {
    await store?.close();
  });

  const sold = async (schema: string, resourceId: string, onDay: string): Promise<number> => {
    const result = (await store.handle.db.execute(
      `SELECT coalesce(sum(sold), 0)::int AS sold FROM ${schema}.ledger_capacity WHERE resource_id = '${resourceId}' AND day = '${onDay}'` as never,
    )) as unknown as { rows: { sold: number }[] };
    return result.rows[0].sold;
  };

  /** A signed-in family that buys, in one order, a lesson, a childcare day and a three-night stay. */
  async function familyTrip(lessonDay: DateTime, childcareDay: DateTime, arrival: DateTime): Promise<Visitor> {
    const v = await newVisitor(store.app);
    await signUpVisitor(v, { firstName: 'Avery', lastName: 'Lane' });
    const lesson = await v.post('/api/cart/add/lessons', { productId: LESSON, date: iso(lessonDay), quantity: 1 });
    expect(lesson.statusCode).toBe(200);
    const lessonId = lesson.json().data.added[0].id;
    expect(
      (
        await v.post('/api/cart/assign-traveler', {
          itemId: lessonId,
          unitIndex: 0,
          firstName: 'Avery',
          lastName: 'Lane',
          dateOfBirth: mdy(lessonDay.minus({ years: 35 })),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await v.post('/api/cart/configure/group-lesson', { cartProductId: lessonId, units: [{ abilityLevel: 'Intermediate' }] })).statusCode,
    ).toBe(200);

    const childcare = await v.post('/api/cart/add/childcare', { productId: CHILDCARE, date: iso(childcareDay), quantity: 1 });
    expect(childcare.statusCode).toBe(200);
    const childcareId = childcare.json().data.added[0].id;
    const configured = await v.post('/api/cart/configure/childcare', {
      cartProductId: childcareId,
      item: { guardianName: 'Avery Lane', guardianPhone: '303-555-0100' },
      units: [{ childFirstName: 'Sky', childLastName: 'Lane', childDateOfBirth: mdy(childcareDay.minus({ months: 24 })) }],
    });
    expect(configured.statusCode).toBe(200);

    const stay = await v.post('/api/cart/add/lodging', {
      productId: ROOM,
      date: iso(arrival),
      quantity: 1,
      options: { departure: iso(arrival.plus({ days: 3 })), adults: 2, children: 0 },
    });
    expect(stay.statusCode).toBe(200);
    const stayAnswers = await v.post('/api/cart/configure/lodging-requirements', {
      cartProductId: stay.json().data.added[0].id,
      item: { primaryGuestName: 'Avery Lane', primaryGuestPhone: '303-555-0100', arrivalTime: '17:30' },
    });
    expect(stayAnswers.statusCode).toBe(200);

    const complete = (await v.post('/api/checkout/product-configuration-complete')).json().data;
    expect(complete).toEqual({ complete: true, missing: [] });
    // The stay is insurable: the buyer answers the travel insurance question (no), with no body.
    expect((await v.post('/api/cart/travel-insurance?isChecked=false')).statusCode).toBe(200);
    expect((await v.post('/api/checkout/address', testBillingAddress)).statusCode).toBe(200);
    const token = (await v.post('/api/checkout/payment', testCard)).json().data.token;
    const done = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
    expect(done.statusCode).toBe(200);
    return v;
  }

  const reservationsOf = async (v: Visitor): Promise<Reservation[]> => {
    const res = await v.get('/api/account/reservations');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unavailableLines).toEqual([]);
    return res.json().data.reservations;
  };

  it('lists a lesson, a childcare day and a lodging stay of one order, and each is cancelled with its places given back', async () => {
    const lessonDay = day(12);
    const childcareDay = openChildcareDay(13);
    const arrival = day(20);
    const before = {
      lesson: await sold('lessons', LESSON, iso(lessonDay)),
      childcare: await sold('childcare', CHILDCARE, iso(childcareDay)),
      night: await sold('lodging', ROOM, iso(arrival)),
    };
    const v = await familyTrip(lessonDay, childcareDay, arrival);
    expect(await sold('lessons', LESSON, iso(lessonDay))).toBe(before.lesson + 1);

    const listed = await reservationsOf(v);
    const byLine = Object.fromEntries(listed.map((r) => [r.line, r]));
    expect(Object.keys(byLine).sort()).toEqual(['childcare', 'lessons', 'lodging']);
    expect(byLine.lessons).toMatchObject({
      kind: 'Lesson',
      date: iso(lessonDay),
      endDate: null,
      guestName: 'Avery Lane',
      status: 'booked',
      cancellable: true,
    });
    expect(byLine.childcare).toMatchObject({ kind: 'Childcare', date: iso(childcareDay), status: 'booked', cancellable: true });
    expect(byLine.lodging).toMatchObject({
      kind: 'Lodging stay',
      date: iso(arrival),
      endDate: iso(arrival.plus({ days: 3 })),
      status: 'booked',
      cancellable: true,
    });
    // Booked: no longer a first-timer.
    expect((await v.get('/api/account/first-timer')).json().data.eligible).toBe(false);

    for (const r of [byLine.lessons, byLine.childcare, byLine.lodging]) {
      const res = await v.post('/api/account/reservations/cancel', { line: r.line, id: r.id });
      expect({ line: r.line, status: res.statusCode }).toEqual({ line: r.line, status: 200 });
    }
    const after = await reservationsOf(v);
    expect(after.map((r) => [r.line, r.status, r.cancellable]).sort()).toEqual([
      ['childcare', 'cancelled', false],
      ['lessons', 'cancelled', false],
      ['lodging', 'cancelled', false],
    ]);
    expect(await sold('lessons', LESSON, iso(lessonDay))).toBe(before.lesson);
    expect(await sold('childcare', CHILDCARE, iso(childcareDay))).toBe(before.childcare);
    expect(await sold('lodging', ROOM, iso(arrival))).toBe(before.night);
    expect(await sold('lodging', ROOM, iso(arrival.plus({ days: 2 })))).toBe(before.night);

    // A second cancel, and a stranger's, are refused in the account's words.
    const again = await v.post('/api/account/reservations/cancel', { line: 'lessons', id: byLine.lessons.id });
    expect([again.statusCode, again.json().Message]).toEqual([404, RESERVATION_NOT_FOUND]);
  });

  it("cancels only where the line allows: not a stay two days away, not another account's booking", async () => {
    const v = await familyTrip(day(9), openChildcareDay(10), day(2));
    const stay = (await reservationsOf(v)).find((r) => r.line === 'lodging')!;
    expect(stay).toMatchObject({ status: 'booked', cancellable: false });
    const late = await v.post('/api/account/reservations/cancel', { line: 'lodging', id: stay.id });
    expect([late.statusCode, late.json().Message]).toEqual([404, RESERVATION_NOT_FOUND]);

    const lesson = (await reservationsOf(v)).find((r) => r.line === 'lessons')!;
    const stranger = await newVisitor(store.app);
    await signUpVisitor(stranger);
    expect(await reservationsOf(stranger)).toEqual([]);
    expect((await stranger.post('/api/account/reservations/cancel', { line: 'lessons', id: lesson.id })).statusCode).toBe(404);
    expect((await reservationsOf(v)).find((r) => r.id === lesson.id)).toMatchObject({ status: 'booked' });
  });

  it("cancelling one booking refunds what was paid for that item, once; the order's later cancel refunds only the rest", async () => {
    const v = await familyTrip(day(14), openChildcareDay(15), day(24));
    const [{ number }] = (await v.get('/api/checkout/orders')).json().data;
    const [order] = await store.handle.db.select().from(orders).where(eq(orders.number, number));
    const chargeOf = async () =>
      (
        await store.handle.db
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured')))
      )[0];
    const charge = await chargeOf();
    expect(charge.amount).toBe(order.total);
    expect(charge.refundedAmount).toBe(0);

    const lesson = (await reservationsOf(v)).find((r) => r.line === 'lessons')!;
    const [item] = await store.handle.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.holdId, lesson.id)));
    const paid = item.lineAmount - item.discount + item.tax;
    expect(paid).toBeGreaterThan(0);

    expect((await v.post('/api/account/reservations/cancel', { line: 'lessons', id: lesson.id })).statusCode).toBe(200);
    const refunds = await store.handle.db.select().from(itemRefunds).where(eq(itemRefunds.orderId, order.id));
    expect(refunds).toEqual([expect.objectContaining({ holdId: lesson.id, amount: paid, currency: order.currency })]);
    expect(refunds[0].gatewayRefundId).toMatch(/^re_test_/);
    expect((await chargeOf()).refundedAmount).toBe(paid);
    // The rest of the order stands, still paid.
    const [still] = await store.handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(still.status).toBe('paid');

    // Asked again, it is refused and nothing is refunded twice.
    expect((await v.post('/api/account/reservations/cancel', { line: 'lessons', id: lesson.id })).statusCode).toBe(404);
    expect(await store.handle.db.select().from(itemRefunds).where(eq(itemRefunds.orderId, order.id))).toHaveLength(1);
    expect((await chargeOf()).refundedAmount).toBe(paid);

    // The order's cancel gives back only what is left of the charge.
    const cancelled = await v.post(`/api/checkout/orders/${number}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    const [settled] = await store.handle.db.select().from(payments).where(eq(payments.id, charge.id));
    expect(settled).toMatchObject({ status: 'refunded', refundedAmount: charge.amount });
  });
});
