import { badRequest, conflict, type CatalogProvider, type Quote } from '@resort/shared/server';

/**
 * A line with fixed prices, for the cart's own arithmetic (tax rounding, currencies) where a real
 * line's seeded prices would make the expected figures opaque.
 */
export function createFakeLine(line = 'testline') {
  const released: string[] = [];
  const committed: string[] = [];
  let holds = 0;
  const vanishing = new Set<string>();
  const prices: Record<string, { unitPrice: number; taxRateBp: number; currency: string }> = {
    'half-cent-tax': { unitPrice: 1250, taxRateBp: 100, currency: 'USD' },
    'plain-usd': { unitPrice: 10000, taxRateBp: 890, currency: 'USD' },
    'sold-out': { unitPrice: 10000, taxRateBp: 890, currency: 'USD' },
    // Its hold lapses and another buyer takes the last place before checkout completes.
    vanishes: { unitPrice: 5000, taxRateBp: 890, currency: 'USD' },
  };
  const provider: CatalogProvider = {
    line,
    async quote(item): Promise<Quote> {
      const price = prices[item.productId];
      if (!price) throw badRequest('no such product');
      return {
        line,
        productId: item.productId,
        sku: item.productId.toUpperCase(),
        title: `Product ${item.productId}`,
        description: `Description of ${item.productId}`,
        resortId: 'summit-peak',
        resortName: 'Summit Peak',
        timeZone: 'America/Denver',
        date: item.date,
        quantity: item.quantity,
        ...price,
        display: { pickUpDate: '12/01/2026', returnDate: '12/03/2026' },
      };
    },
    async hold(item) {
      if (item.productId === 'sold-out') throw conflict('Sold Out');
      holds += 1;
      if (item.productId === 'vanishes') vanishing.add(`hold-${holds}`);
      return { holdId: `hold-${holds}`, expiresAt: new Date(Date.now() + 900_000) };
    },
    async release(holdId) {
      released.push(holdId);
    },
    async commit(holdId) {
      if (vanishing.has(holdId)) throw conflict('Sold Out');
      committed.push(holdId);
    },
  };
  return { provider, released, committed };
}
