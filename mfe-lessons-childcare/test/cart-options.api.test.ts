import { DateTime } from 'luxon';
import { sql } from 'drizzle-orm';
import { line as cart } from '@resort/mfe-cart-checkout/server';
import { newVisitor, testBackends, useLines, type Visitor } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';

// The cart parses a lesson's or an activity's options with the line's own schema (contract.ts)
// before it asks the line for anything, so stray or hostile options never reach a price or a hold.

const isoFromToday = (days: number) => DateTime.now().setZone('America/Los_Angeles').startOf('day').plus({ days }).toISODate()!;
const LESSON = { productId: 'cascade-ridge-snowboard-group-youth-intermediate', date: isoFromToday(5), quantity: 1 };
const ACTIVITY = { productId: 'cascade-ridge-fat-bike-tour', date: isoFromToday(5), quantity: 1 };
const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

describe.each(testBackends())('lessons and activities in the cart on %s', (backend) => {
  let visitor: Visitor;

  const holds = async () => {
    const result = (await test.handle.db.execute(
      sql`SELECT (SELECT count(*) FROM lessons.ledger_holds) + (SELECT count(*) FROM activities.ledger_holds) AS n`,
    )) as unknown as { rows: { n: unknown }[] };
    return Number(result.rows[0].n);
  };

  const test = useLines(backend, [cart, line]);
  beforeAll(async () => {
    visitor = await newVisitor(test.app);
  });

  it.each([
    [
      'a lesson with a billion participants as an option',
      'lessons',
      LESSON,
      { participants: 1_000_000_000 },
      'Unknown field: participants',
    ],
    ['an activity with a billion children as an option', 'activities', ACTIVITY, { children: 1_000_000_000 }, 'Unknown field: children'],
    ['a lesson with nested options', 'lessons', LESSON, { a: nested(12) }, 'Unknown field: a'],
  ])('refuses %s with 400, holding nothing', async (_case, name, item, options, message) => {
    const before = await holds();
    const res = await visitor.post(`/api/cart/add/${name}`, { ...item, options });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, Message: message });
    expect(await holds()).toBe(before);
  });

  it('adds a group lesson and an activity with no options, holding their seats in the ledger', async () => {
    const before = await holds();
    for (const [name, item] of [
      ['lessons', LESSON],
      ['activities', ACTIVITY],
    ] as const) {
      const res = await visitor.post(`/api/cart/add/${name}`, { ...item, options: {} });
      expect(res.statusCode).toBe(200);
    }
    expect(await holds()).toBe(before + 2);
  });
});
