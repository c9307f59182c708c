import { LODGING_MESSAGES } from '@resort/shared/rules';
import { formatDate, resortToday } from '@resort/shared/dates';
import { newVisitor, testBackends, useLines, type Visitor } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';

// Spec section 7 "Lodging ... room filters POST": the filter options that exist for a stay's results.

const TODAY = resortToday('America/Denver');
const mmdd = (days: number) => formatDate(TODAY.plus({ days }));

describe.each(testBackends())('room filters on %s', (backend) => {
  let visitor: Visitor;

  const testApp = useLines(backend, [line]);
  beforeAll(async () => {
    visitor = await newVisitor(testApp.app);
  });

  const stay = (extra: Record<string, unknown> = {}) => ({
    arrivaldate: mmdd(10),
    departuredate: mmdd(12),
    adultcount: 2,
    resort: 'summit-peak',
    ...extra,
  });

  test('the options are those of the stay’s results: amenities with counts, the price range, room sizes and sorts', async () => {
    const res = await visitor.post('/api/lodging/room-filters', stay());
    expect(res.statusCode).toBe(200);
    const filters = res.json().data;
    const results = (await visitor.post('/api/lodging/results', stay())).json().data;
    expect(filters.count).toBe(results.count);
    // Every amenity offered keeps exactly as many properties as its count says.
    for (const { name, count } of filters.amenities) {
      const kept = (await visitor.post('/api/lodging/results', stay({ amenities: [name] }))).json().data;
      expect(kept.count).toBe(count);
    }
    expect(filters.amenities.map((a: { name: string }) => a.name)).toContain('Heated pool');
    const prices = results.properties.map((p: { fromPrice: number | null }) => p.fromPrice).filter((p: number | null) => p !== null);
    expect(filters.prices).toEqual([{ currency: 'USD', min: Math.min(...prices), max: Math.max(...prices) }]);
    expect(filters.roomSizes.map((r: { sleeps: number }) => r.sleeps)).toEqual([2, 3, 4, 6, 8]);
    expect(filters.sorts).toEqual(expect.arrayContaining(['price', 'name']));
  });

  test('a party too large for every room has no price range; every resort is asked without one', async () => {
    const big = (await visitor.post('/api/lodging/room-filters', stay({ adultcount: 12 }))).json().data;
    expect(big.prices).toEqual([]);
    const all = (await visitor.post('/api/lodging/room-filters', stay({ resort: undefined }))).json().data;
    expect(all.prices.map((p: { currency: string }) => p.currency)).toEqual(['CAD', 'USD']);
  });

  test('a bad stay is refused with the lodging rule’s words', async () => {
    const long = await visitor.post('/api/lodging/room-filters', stay({ departuredate: mmdd(50) }));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(LODGING_MESSAGES['error-date-range-too-great']);
    expect((await visitor.post('/api/lodging/room-filters', stay({ arrivaldate: 'soon' }))).statusCode).toBe(400);
  });
});
