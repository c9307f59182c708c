import { formatDate, resortToday } from '@resort/shared/dates';
import { testBackends, useLines } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';

// Spec section 7: "lift ticket search GET (start date, show savings, age category, component id)".
// A page block names its product (its component); the search answers for that product alone.

jest.setTimeout(120_000);

const input = (offset: number) => formatDate(resortToday('America/Denver').plus({ days: offset }));

describe.each(testBackends())('lift ticket search by component id on %s', (backend) => {
  const testApp = useLines(backend, [line]);

  const search = async (extra: string) => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${input(15)}&numberOfDays=2&ageCategory=adult${extra}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { products: { id: string }[]; days: { date: string; prices: unknown[] }[] };
  };

  it('narrows the products to the one named, with its prices', async () => {
    const all = await search('');
    expect(all.products.map((p) => p.id)).toEqual(['summit-peak-2day']);
    const named = await search('&componentId=summit-peak-2day');
    expect(named.products.map((p) => p.id)).toEqual(['summit-peak-2day']);
    expect(named.days.length).toBeGreaterThan(0);
    expect(named.days).toEqual(all.days);
  });

  it('answers no product and no day for a component this search does not sell', async () => {
    for (const other of ['summit-peak-3day', 'green-mountain-2day', 'summit-peak-bike-park-1day', 'no-such-thing']) {
      const narrowed = await search(`&componentId=${other}`);
      expect({ other, products: narrowed.products, days: narrowed.days }).toEqual({ other, products: [], days: [] });
    }
    // Asked again without it, the search is whole again (no shared answer mixes the two).
    expect((await search('')).products).toHaveLength(1);
    expect((await search('&componentId=')).products).toHaveLength(1);
  });
});
