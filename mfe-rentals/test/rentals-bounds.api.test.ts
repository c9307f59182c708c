import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PICKUP_DATE_REQUIRED, RETURN_DATE_REQUIRED } from '@resort/shared/rules';
import { NUL_REFUSED } from '@resort/shared/contracts';
import type { CatalogProvider, DatabaseHandle } from '@resort/shared/server';
import { testBackends } from '@resort/mfe-account/testing';
import { MAX_RENTAL_DAYS, RentalLineOptions, SEASON_REQUIRED } from '../contract';
import { capacity, holds } from '../server/schema';
import { BASE, iso, mmdd, rejection, rentalItem, SKI_SPORT, useRentalsApi } from './rentals-kit';

describe.each(testBackends())('rentals API on %s', (backend) => {
  const rentals = useRentalsApi(backend);
  const { post } = rentals;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let provider: CatalogProvider;
  let headers: Record<string, string>;
  beforeAll(() => {
    ({ handle, app, provider, headers } = rentals);
  });

  describe('bounded input: every request is checked against contract.ts before anything runs', () => {
    /** What a refused request could have changed: the ledger's holds and sales. */
    const ledgerState = async () => {
      const [held] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(holds);
      const [sold] = await handle.db.select({ n: sql<number>`coalesce(sum(${capacity.sold}), 0)::int` }).from(capacity);
      return { holds: held.n, sold: sold.n };
    };

    const expectRefused = (response: { statusCode: number; json(): unknown; body: string }, message: string, field?: string) => {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { success: false, data: field ? { field } : null, Message: message },
      });
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    };

    it('GET /api/rentals/widget refuses a malformed, over-long, NUL or unknown query with a clear 400', async () => {
      const get = (query: string) => app.inject({ method: 'GET', url: `/api/rentals/widget?${query}` });
      expectRefused(await get('resort=summit-peak&season=abc'), SEASON_REQUIRED, 'season');
      expectRefused(await get('resort=summit-peak&season=3000000000'), SEASON_REQUIRED, 'season');
      expectRefused(await get(`resort=${'a'.repeat(65)}&season=1`), 'Not a valid id.', 'resort');
      expectRefused(await get('resort=summit-peak&season=1&debug=1'), 'Unknown field: debug');
      expect((await get('resort=summit-peak&resort=coast-range')).statusCode).toBe(400);
      expect((await get('resort=summit%00peak')).json()).toMatchObject({ success: false, Message: NUL_REFUSED });
    });

    it("search refuses dates outside the sane window, over-long or of the wrong type in the widget's words", async () => {
      const before = await ledgerState();
      const searchRefused = async (payload: Record<string, unknown>, message: string, field?: string) => {
        for (const url of ['/api/rentals/search-products', '/api/rentals/locations-pricing-stats']) {
          expectRefused(await post(url, { resort: 'summit-peak', startdate: mmdd(2), enddate: mmdd(3), ...payload }), message, field);
        }
      };
      await searchRefused({ startdate: '01/01/2150', enddate: '01/02/2150' }, PICKUP_DATE_REQUIRED, 'startdate');
      await searchRefused({ startdate: '12/31/1899' }, PICKUP_DATE_REQUIRED, 'startdate');
      await searchRefused({ startdate: `${mmdd(2)}${'0'.repeat(100_000)}` }, PICKUP_DATE_REQUIRED, 'startdate');
      await searchRefused({ startdate: 20300101 }, PICKUP_DATE_REQUIRED, 'startdate');
      await searchRefused({ enddate: ['x'] }, RETURN_DATE_REQUIRED, 'enddate');
      await searchRefused({ delivery: 'true', time: `10:00 AM${' '.repeat(20)}` }, 'Enter at most 16 characters.', 'time');
      await searchRefused({ daytype: 7 }, 'Invalid bike rental length.', 'daytype');
      await searchRefused({ after3: 3_000_000_000 }, 'Invalid rental options.', 'after3');
      await searchRefused({ resort: 'summit peak' }, 'Not a valid id.', 'resort');
      await searchRefused({ limit: 1 }, 'Unknown field: limit');
      expect(await ledgerState()).toEqual(before);
    });

    it(`a search spans at most ${MAX_RENTAL_DAYS} days, refused before any day is counted`, async () => {
      // Both dates are real and in the window; only the span is too long. The calendar would
      // answer for the pickup, so the return-date answer (and its field) shows the bound ran first.
      const response = await post('/api/rentals/search-products', {
        resort: 'summit-peak',
        startdate: '01/01/1900',
        enddate: '12/31/2100',
      });
      expectRefused(response, RETURN_DATE_REQUIRED, 'enddate');
    });

    it('a NUL byte in a search body is refused with 400, never a 500', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/rentals/search-products',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ resort: 'summit-peak', startdate: mmdd(2), enddate: mmdd(3), delivery: 'true', time: '10:00\u0000AM' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, Message: NUL_REFUSED });
    });

    it('search-locations refuses an unknown season, a non-boolean delivery and unknown fields', async () => {
      expectRefused(await post('/api/rentals/search-locations', { resort: 'summit-peak', season: 3 }), SEASON_REQUIRED, 'season');
      expect((await post('/api/rentals/search-locations', { resort: 'summit-peak', delivery: 'yes' })).statusCode).toBe(400);
      expectRefused(await post('/api/rentals/search-locations', { resort: 'summit-peak', page: 2 }), 'Unknown field: page');
    });

    it('the catalog provider registers the cart-line options schema, and holds a direct call to it', async () => {
      expect(provider.options).toBe(RentalLineOptions);
      const before = await ledgerState();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ returnDate: '2030-02-30' }, RETURN_DATE_REQUIRED],
        [{ returnDate: '2150-01-01' }, RETURN_DATE_REQUIRED],
        [{ returnDate: `${iso(3)}${'9'.repeat(10_000)}` }, RETURN_DATE_REQUIRED],
        [{ returnDate: undefined }, RETURN_DATE_REQUIRED],
        [{ bookingType: 3 }, 'Choose one of the listed options.'],
        [{ bikeRentalLength: 1_000_000_000 }, 'Choose one of the listed options.'],
        [{ locationId: `${BASE}\u0000` }, 'Not a valid id.'],
        [{ bookingType: 2, deliveryTime: '10:00 AM'.padEnd(17, ' ') }, 'Enter at most 16 characters.'],
        [{ deliveryTime: '10:00\u0000AM' }, NUL_REFUSED],
        [{ children: 1_000_000_000 }, 'Unknown field: children'],
      ];
      for (const [options, message] of cases) {
        const item = rentalItem(SKI_SPORT, 3, 4, options);
        expect({ options, error: await rejection(provider.hold(item, 'cart-bad', 600)) }).toMatchObject({
          options,
          error: { kind: 'invalid', message },
        });
        expect({ options, error: await rejection(provider.quote(item)) }).toMatchObject({ options, error: { kind: 'invalid', message } });
      }
      expect(await ledgerState()).toEqual(before);
    });
  });
});
