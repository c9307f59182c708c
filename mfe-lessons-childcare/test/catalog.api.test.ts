import { DateTime } from 'luxon';
import { sql } from 'drizzle-orm';
import { PRODUCT_CANNOT_BE_ADDED } from '@resort/shared';
import { runJobOnce, type CatalogProvider, type ItemRequest } from '@resort/shared/server';
import { testBackends } from '@resort/shared/server/testing';
import { line as lessonsLine } from '../server/plugin';
import { useLineApp } from './line-app';
import { isDomainError, type DomainError } from '@resort/shared/core';

const isoFromToday = (days: number, zone = 'America/Los_Angeles') =>
  DateTime.now().setZone(zone).startOf('day').plus({ days }).toISODate()!;

/** The error a provider call failed with, so a test can check its status and message. */
async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const GROUP_LESSON = 'cascade-ridge-snowboard-group-youth-intermediate';

describe.each(testBackends())('lessons and activities catalog providers on %s', (backend) => {
  let lessons: CatalogProvider;
  let activities: CatalogProvider;

  const line = useLineApp(backend);
  beforeAll(async () => {
    lessons = line.catalog.get('lessons')!;
    // Four seats a day keep the races below small.
    await line.handle.db.execute(sql`UPDATE lessons.ledger_capacity SET total = 4 WHERE resource_id = ${GROUP_LESSON}`);
    activities = line.catalog.get('activities')!;
  });

  const groupLesson = (days: number, quantity = 1): ItemRequest => ({
    line: 'lessons',
    productId: GROUP_LESSON,
    date: isoFromToday(days),
    quantity,
  });

  async function seatsLeft(item: ItemRequest): Promise<number> {
    const headers = await line.postHeaders();
    const res = await line.app.inject({
      method: 'POST',
      url: '/api/lessons/by-dates',
      headers,
      payload: {
        sport: 'snowboard',
        age: 'youth 7-14',
        level: 'Intermediate',
        date: DateTime.fromISO(item.date).toFormat('MM/dd/yyyy'),
        resort: 'cascade-ridge',
      },
    });
    return res.json().data.lessons.find((l: { id: string }) => l.id === item.productId).seatsLeft;
  }

  it('registers its three lines with the cart: lessons, activities and childcare', () => {
    expect(line.catalog.lines().sort()).toEqual(['activities', 'childcare', 'lessons']);
  });

  it("quotes a lesson per participant, each to be named with the age group's bounds", async () => {
    const quote = await lessons.quote(groupLesson(4, 2));
    expect(quote).toMatchObject({
      line: 'lessons',
      productId: GROUP_LESSON,
      resortId: 'cascade-ridge',
      timeZone: 'America/Los_Angeles',
      date: isoFromToday(4),
      quantity: 2,
      unitPrice: 16900,
      currency: 'USD',
      taxRateBp: 860,
      assignment: { minAge: 7, maxAge: 14 },
      display: { date: DateTime.fromISO(isoFromToday(4)).toFormat('MM/dd/yyyy'), duration: '3 hours' },
    });
  });

  it.each([
    ['an unknown lesson', { productId: 'no-such-lesson' }],
    ["a day before the resort's today", { date: isoFromToday(-1) }],
    ['a day without a session', { date: isoFromToday(365) }],
    ['a date that is not ISO', { date: '12/01/2026' }],
    ['no participants', { quantity: 0 }],
    ['a fractional quantity', { quantity: 1.5 }],
  ])('refuses to quote %s: "Product cannot be added to cart"', async (_case, change) => {
    const error = await failure(lessons.quote({ ...groupLesson(4), ...change }));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(PRODUCT_CANNOT_BE_ADDED);
  });

  it('holds seats until released', async () => {
    const item = groupLesson(6, 3);
    expect(await seatsLeft(item)).toBe(4);
    const hold = await lessons.hold(item, 'cart-a', 900);
    expect(hold.expiresAt.getTime()).toBeGreaterThan(Date.now() + 800_000);
    expect(await seatsLeft(item)).toBe(1);
    const error = await failure(lessons.hold({ ...item, quantity: 2 }, 'cart-b', 900));
    expect(error.kind).toBe('sold-out');
    expect(error.message).toBe('Sold Out');
    await lessons.release(hold.holdId);
    await lessons.release(hold.holdId);
    expect(await seatsLeft(item)).toBe(4);
  });

  it('never oversells: buyers racing for the last seats get them once, the rest "Sold Out"', async () => {
    const item = groupLesson(8);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => lessons.hold(item, `race-${i}`, 900)));
    const held = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(held).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect(r.reason).toMatchObject({ kind: 'sold-out', message: 'Sold Out' });
    expect(await seatsLeft(item)).toBe(0);
    await expect(lessons.quote(item)).rejects.toMatchObject({ kind: 'sold-out', message: 'Sold Out' });
  });

  it('commits a hold into a sale once per order', async () => {
    const item = groupLesson(10, 2);
    const hold = await lessons.hold(item, 'cart-c', 900);
    await line.handle.db.transaction((tx) => lessons.commit(hold.holdId, 'order-1', tx));
    await line.handle.db.transaction((tx) => lessons.commit(hold.holdId, 'order-1', tx));
    expect(await seatsLeft(item)).toBe(2);
    await expect(line.handle.db.transaction((tx) => lessons.commit(hold.holdId, 'order-2', tx))).rejects.toMatchObject({
      kind: 'sold-out',
    });
    // A committed hold is a sale: releasing it gives nothing back.
    await lessons.release(hold.holdId);
    expect(await seatsLeft(item)).toBe(2);
  });

  it("frees an expired hold's seats, and still sells it while seats are free", async () => {
    const item = groupLesson(12, 4);
    const expired = await lessons.hold(item, 'cart-d', 0);
    expect(await seatsLeft(item)).toBe(4);
    await line.handle.db.transaction((tx) => lessons.commit(expired.holdId, 'order-3', tx));
    expect(await seatsLeft(item)).toBe(0);
  });

  it('refuses to sell an expired hold whose seats are gone', async () => {
    const item = groupLesson(14, 3);
    const expired = await lessons.hold(item, 'cart-e', 0);
    await lessons.hold({ ...item, quantity: 2 }, 'cart-f', 900);
    await expect(line.handle.db.transaction((tx) => lessons.commit(expired.holdId, 'order-4', tx))).rejects.toMatchObject({
      kind: 'sold-out',
      message: 'Sold Out',
    });
    expect(await seatsLeft(item)).toBe(2);
  });

  /** The hold's rows in the ledger, as the database has them. */
  async function ledgerHold(holdId: string) {
    const result = (await line.handle.db.execute(
      sql`SELECT h.status, h.order_id, h.expires_at > now() + interval '800 seconds' AS held_long, c.sold
          FROM lessons.ledger_holds h JOIN lessons.ledger_capacity c USING (resource_id, pool, day) WHERE h.hold_id = ${holdId}`,
    )) as unknown as { rows: { status: string; order_id: string | null; held_long: boolean; sold: number }[] };
    return result.rows.map((r) => ({ ...r, sold: Number(r.sold) }));
  }

  it('reverts an unpaid order: its sold seats go back to held for the same cart, and only for that order', async () => {
    const item = groupLesson(16, 3);
    const hold = await lessons.hold(item, 'cart-g', 900);
    await line.handle.db.transaction((tx) => lessons.commit(hold.holdId, 'order-6', tx));
    expect(await ledgerHold(hold.holdId)).toEqual([{ status: 'sold', order_id: 'order-6', held_long: true, sold: 3 }]);

    // Another order's revert, or an unknown hold's, leaves the sale alone.
    await line.handle.db.transaction((tx) => lessons.revert(hold.holdId, 'order-other', tx, 900));
    await line.handle.db.transaction((tx) => lessons.revert('not-a-uuid', 'order-6', tx, 900));
    expect(await ledgerHold(hold.holdId)).toEqual([{ status: 'sold', order_id: 'order-6', held_long: true, sold: 3 }]);

    await line.handle.db.transaction((tx) => lessons.revert(hold.holdId, 'order-6', tx, 1800));
    expect(await ledgerHold(hold.holdId)).toEqual([{ status: 'held', order_id: null, held_long: true, sold: 0 }]);
    // Still the cart's: nobody else can take those seats, and the cart can buy them again.
    expect(await seatsLeft(item)).toBe(1);
    await expect(lessons.hold({ ...item, quantity: 2 }, 'cart-h', 900)).rejects.toMatchObject({ kind: 'sold-out', message: 'Sold Out' });
    await line.handle.db.transaction((tx) => lessons.commit(hold.holdId, 'order-7', tx));
    expect(await ledgerHold(hold.holdId)).toEqual([{ status: 'sold', order_id: 'order-7', held_long: true, sold: 3 }]);
    expect(await seatsLeft(item)).toBe(1);
  });

  it("sweeps lapsed holds with the line's scheduled job, leaving live holds and sales alone", async () => {
    const item = groupLesson(18);
    const lapsed = await lessons.hold(item, 'cart-i', 0);
    const live = await lessons.hold(item, 'cart-j', 900);
    const sold = await lessons.hold(item, 'cart-k', 0);
    await line.handle.db.transaction((tx) => lessons.commit(sold.holdId, 'order-8', tx));
    const sweep = lessonsLine.jobs?.find((job) => job.name === 'lessons-holds');
    expect(sweep).toBeDefined();
    expect(await runJobOnce(line.handle.db, sweep!)).toBe(true);
    expect((await ledgerHold(lapsed.holdId))[0].status).toBe('expired');
    expect((await ledgerHold(live.holdId))[0].status).toBe('held');
    expect((await ledgerHold(sold.holdId))[0].status).toBe('sold');
    expect(await seatsLeft(item)).toBe(2);
  });

  it('refuses to commit a hold it never placed', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await expect(line.handle.db.transaction((tx) => lessons.commit(id, 'order-5', tx))).rejects.toMatchObject({ kind: 'not-found' });
    }
  });

  it('quotes and holds activity places the same way', async () => {
    const item: ItemRequest = { line: 'activities', productId: 'cascade-ridge-fat-bike-tour', date: isoFromToday(3), quantity: 5 };
    const quote = await activities.quote(item);
    expect(quote).toMatchObject({
      sku: 'ACT-CASCADE-RIDGE-FAT-BIKE-TOUR',
      unitPrice: 8900,
      currency: 'USD',
      display: { duration: '2 hours' },
    });
    expect(quote.assignment).toBeUndefined();
    const results = await Promise.allSettled([activities.hold(item, 'x', 900), activities.hold(item, 'y', 900)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expect(activities.quote({ ...item, productId: 'cascade-ridge-nowhere' })).rejects.toMatchObject({
      kind: 'invalid',
      message: PRODUCT_CANNOT_BE_ADDED,
    });
  });
});
