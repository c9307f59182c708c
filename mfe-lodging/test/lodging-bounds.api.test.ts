import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { MAX_CHILDREN, MAX_GUESTS, MAX_STAY_NIGHTS, PRODUCT_CANNOT_BE_ADDED } from '@resort/shared';
import { LODGING_GUEST_MESSAGES, LODGING_MESSAGES } from '@resort/shared/rules';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import { NUL_REFUSED } from '@resort/shared/contracts';
import { type CatalogProvider, type DatabaseHandle, type ItemRequest } from '@resort/shared/server';
import { newVisitor, testBackends, useLines, type Visitor } from '@resort/mfe-account/testing';
import { line as cart } from '@resort/mfe-cart-checkout/server';
import { LodgingOptions, MAX_CHILD_AGE } from '../contract';
import { line } from '../server/plugin';
import { holds } from '../server/schema';
import { roomId } from '../server/seed';
import { isDomainError, type DomainError } from '@resort/shared/core';

// Bounded input (hardening): every count is refused past the spec's limits (section 9: guests 19,
// children 6, stays of 28 nights) before any loop, so no request can hold the server up.

const TODAY = resortToday('America/Denver');
const iso = (days: number) => toIsoDate(TODAY.plus({ days }));

const QUEEN = roomId('summit-peak', 'alpenglow-lodge', 'queen');
const BILLION = 1_000_000_000;

const stayOptions = (extra: Record<string, unknown> = {}) => ({ departure: iso(43), adults: 2, children: 1, childAges: [8], ...extra });
const item = (options: Record<string, unknown>, extra: Partial<ItemRequest> = {}): ItemRequest => ({
  line: 'lodging',
  productId: QUEEN,
  date: iso(40),
  quantity: 1,
  options,
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected the call to be refused');
}

describe.each(testBackends())('lodging bounds on %s', (backend) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let provider: CatalogProvider;
  let visitor: Visitor;

  const testApp = useLines(backend, [cart, line]);
  beforeAll(async () => {
    ({ app, handle } = testApp);
    provider = testApp.catalog.get('lodging')!;
    visitor = await newVisitor(app);
  }, 60_000);

  const holdCount = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(holds))[0].n;

  /** A 400 with the spec's words that changed nothing. (The billion-children add used to run out of
   *  heap: a request that loops on a count would not answer within the test's time.) */
  function expectRefused(res: LightMyRequestResponse, message?: string) {
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    if (message) expect(body.Message).toBe(message);
    expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }

  describe('POST /api/lodging/results', () => {
    const search = (body: Record<string, unknown>) =>
      visitor.post('/api/lodging/results', {
        arrivaldate: iso(20),
        departuredate: iso(22),
        adultcount: 2,
        childcount: 0,
        childagearray: '',
        ...body,
      });

    it(`children at most ${MAX_CHILDREN}: a childcount of a billion answers 400`, async () => {
      const value = await search({ childcount: BILLION });
      expectRefused(value, LODGING_GUEST_MESSAGES.tooManyChildren);
      const seven = await search({ childcount: MAX_CHILDREN + 1, childagearray: '1,2,3,4,5,6,7' });
      expectRefused(seven, LODGING_GUEST_MESSAGES.tooManyChildren);
    });

    it(`total guests at most ${MAX_GUESTS}: an adultcount of a billion, or 14 adults with 6 children, answers 400`, async () => {
      const huge = await search({ adultcount: BILLION });
      expectRefused(huge, LODGING_GUEST_MESSAGES.tooManyGuests);
      const twenty = await search({ adultcount: 14, childcount: 6, childagearray: '1,2,3,4,5,6' });
      expectRefused(twenty, LODGING_GUEST_MESSAGES.tooManyGuests);
      expect((await search({ adultcount: 13, childcount: 6, childagearray: '1,2,3,4,5,6' })).statusCode).toBe(200);
    });

    it(`child ages run from 0 to ${MAX_CHILD_AGE}: an age of 18, a negative or a non-number is refused`, async () => {
      expect((await search({ childcount: 2, childagearray: `0,${MAX_CHILD_AGE}` })).statusCode).toBe(200);
      for (const childagearray of [`${MAX_CHILD_AGE + 1}`, '-1', 'five', `${'9'.repeat(400)}`]) {
        const value = await search({ childcount: 1, childagearray });
        expectRefused(value, LODGING_GUEST_MESSAGES.invalidChildAge);
      }
    });

    it(`stay at most ${MAX_STAY_NIGHTS} days, dates in the sane window: far-off or long dates answer 400 error-invalid, NUL bytes are refused`, async () => {
      for (const dates of [
        { arrivaldate: '01/01/9999', departuredate: '01/02/9999' },
        { arrivaldate: '1800-01-01', departuredate: '1800-01-02' },
        { arrivaldate: iso(20), departuredate: `${iso(22)}${'0'.repeat(10_000)}` },
      ]) {
        const value = await search(dates);
        expectRefused(value, LODGING_MESSAGES['error-invalid']);
      }
      const nul = await search({ arrivaldate: `${iso(20).slice(0, 8)}\u000021` });
      expectRefused(nul, NUL_REFUSED);
      const long = await search({ arrivaldate: iso(20), departuredate: iso(20 + MAX_STAY_NIGHTS + 1) });
      expectRefused(long, LODGING_MESSAGES['error-date-range-too-great']);
    });

    it('refuses unknown fields, unknown resorts and wrongly typed counts with 400', async () => {
      for (const body of [
        { extra: 1 },
        { resort: 'nowhere' },
        { resort: 'a\u0000b' },
        { childcount: '1000000000' },
        { adultcount: 2.5 },
        { childagearray: ['1'] },
      ]) {
        const value = await search(body);
        expectRefused(value);
      }
    });
  });

  describe('POST /api/lodging/property-availability and /api/lodging/details', () => {
    it('bounds the children count and the property id before any query', async () => {
      const stay = { arrivaldate: iso(20), departuredate: iso(22), adultcount: 2 };
      const children = await visitor.post('/api/lodging/property-availability', {
        ...stay,
        propertyId: 'summit-peak--alpenglow-lodge',
        childcount: BILLION,
      });
      expectRefused(children, LODGING_GUEST_MESSAGES.tooManyChildren);
      for (const propertyId of ['x'.repeat(10_000), 'a\u0000b', '', 42]) {
        const details = await visitor.post('/api/lodging/details', { propertyId });
        expectRefused(details);
        const availability = await visitor.post('/api/lodging/property-availability', { ...stay, propertyId });
        expectRefused(availability);
      }
    });
  });

  describe('cart-line options', () => {
    it("the provider registers the contract's options schema with the cart", () => {
      expect(provider.options).toBe(LodgingOptions);
      expect(LodgingOptions.safeParse(stayOptions()).success).toBe(true);
      expect(LodgingOptions.safeParse(stayOptions({ children: BILLION })).success).toBe(false);
    });

    it(`quote and hold refuse options.children of a billion with 400 '${PRODUCT_CANNOT_BE_ADDED}', holding nothing`, async () => {
      const before = await holdCount();
      for (const call of [
        () => provider.quote(item(stayOptions({ children: BILLION }))),
        () => provider.hold(item(stayOptions({ children: BILLION })), 'cart-bounds', 600),
      ]) {
        const error = await refusal(call());
        expect(isDomainError(error)).toBe(true);
        expect(error.kind).toBe('invalid');
        expect(error.message).toBe(PRODUCT_CANNOT_BE_ADDED);
      }
      expect(await holdCount()).toBe(before);
    });

    it('quote refuses every count, age, date and string past its bound', async () => {
      const bad: ItemRequest[] = [
        item(stayOptions({ children: String(BILLION) })),
        item(stayOptions({ children: MAX_CHILDREN + 1, childAges: [] })),
        item(stayOptions({ adults: BILLION })),
        item(stayOptions({ adults: 0 })),
        item(stayOptions({ adults: 14, children: 6, childAges: [1, 2, 3, 4, 5, 6] })),
        item(stayOptions({ childAges: Array.from({ length: 2_000 }, () => 1) })),
        item(stayOptions({ childAges: [MAX_CHILD_AGE + 1] })),
        item(stayOptions({ childAges: [-1] })),
        item(stayOptions({ departure: '9999-12-31' })),
        item(stayOptions({ departure: iso(40 + MAX_STAY_NIGHTS + 1) })),
        item(stayOptions({ departure: `${iso(43)}\u0000` })),
        item(stayOptions({ nested: { a: { b: { c: {} } } } })),
        item(stayOptions(), { quantity: BILLION }),
        item(stayOptions(), { quantity: 1.5 }),
        item(stayOptions(), { date: '2026-02-30' }),
        item(stayOptions(), { productId: 'x'.repeat(10_000) }),
        item(stayOptions(), { productId: `${QUEEN}\u0000` }),
      ];
      for (const request of bad) {
        const error = await refusal(provider.quote(request));
        expect([error.kind, error.message]).toEqual(['invalid', PRODUCT_CANNOT_BE_ADDED]);
      }
      // The same stay within the bounds is sold.
      await expect(provider.quote(item(stayOptions()))).resolves.toMatchObject({ productId: QUEEN, quantity: 1 });
    });

    it('POST /api/cart/add/lodging with options.children of a billion answers 400 and adds nothing', async () => {
      const buyer = await newVisitor(app);
      const before = await holdCount();
      const value = await buyer.post('/api/cart/add/lodging', {
        productId: QUEEN,
        date: iso(40),
        quantity: 1,
        options: stayOptions({ children: BILLION, childAges: [] }),
      });
      expectRefused(value);
      expect(await holdCount()).toBe(before);
      const added = await buyer.post('/api/cart/add/lodging', { productId: QUEEN, date: iso(40), quantity: 1, options: stayOptions() });
      expect(added.statusCode).toBe(200);
      const [row] = await handle.db.select().from(holds).where(eq(holds.cartId, added.json().data.cart.cartId));
      expect(row).toMatchObject({ resourceId: QUEEN, day: iso(40), status: 'held' });
    });
  });
});
