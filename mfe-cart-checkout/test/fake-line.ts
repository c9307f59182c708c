import { count, z } from '@resort/shared/contracts';
import { badRequest, conflict, type CatalogProvider, type LineServer, type Quote } from '@resort/shared/server';

/** The fake line's cart-line options: a bounded count, as a real line's contract declares them. */
export const fakeOptions = z.object({ children: count(0, 6, 'No more than 6 children.').optional() }).strict();

/**
 * A line with fixed prices, for the cart's own arithmetic (tax rounding, currencies) where a real
 * line's seeded prices would make the expected figures opaque. It records what the cart asks of
 * it: quotes, releases, commits (sold hold → order) and reverts.
 */
export function createFakeLine(line = 'testline') {
  const released: string[] = [];
  const committed: string[] = [];
  const reverted: string[] = [];
  const quoted: string[] = [];
  const sold = new Map<string, string>();
  let holds = 0;
  const vanishing = new Set<string>();
  const prices: Record<string, { unitPrice: number; taxRateBp: number; currency: string }> = {
    'half-cent-tax': { unitPrice: 1250, taxRateBp: 100, currency: 'USD' },
    'plain-usd': { unitPrice: 10000, taxRateBp: 890, currency: 'USD' },
    'plain-cad': { unitPrice: 9000, taxRateBp: 500, currency: 'CAD' },
    'sold-out': { unitPrice: 10000, taxRateBp: 890, currency: 'USD' },
    // Its hold lapses and another buyer takes the last place before checkout completes.
    vanishes: { unitPrice: 5000, taxRateBp: 890, currency: 'USD' },
    // A stay: no rate tax, its own taxes and fees quoted per item (as lodging does).
    'stay-with-fees': { unitPrice: 30150, taxRateBp: 0, currency: 'USD' },
    // Sold only to a verified military buyer (as the lift line's Military Epic Pass).
    'military-pass': { unitPrice: 56700, taxRateBp: 890, currency: 'USD' },
    // A stay the cart's travel insurance may cover.
    'insurable-stay': { unitPrice: 20050, taxRateBp: 1000, currency: 'USD' },
    // A pass its line offers on the payment plan.
    'plan-pass': { unitPrice: 72900, taxRateBp: 890, currency: 'USD' },
  };
  const flags = (productId: string) =>
    productId === 'military-pass' ? { militaryVerification: true } : productId === 'insurable-stay' ? { travelInsurable: true } : {};
  const quotedFees = (productId: string, quantity: number) =>
    productId === 'stay-with-fees'
      ? {
          taxesAndFees: [
            { name: 'Lodging tax', amount: 3136 * quantity },
            { name: 'Resort fee', amount: 905 * quantity },
          ],
          taxesAndFeesLocation: 'Alpenglow Lodge',
        }
      : {};
  const provider: CatalogProvider = {
    line,
    options: fakeOptions,
    async quote(item): Promise<Quote> {
      quoted.push(item.productId);
      // Its quote already sees the last place taken (a racing buyer got there first).
      if (item.productId === 'quoted-sold-out') throw conflict('Sold Out');
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
        ...quotedFees(item.productId, item.quantity),
        ...flags(item.productId),
        display: item.productId === 'plan-pass' ? { paymentPlan: 'true' } : { pickUpDate: '12/01/2026', returnDate: '12/03/2026' },
      };
    },
    async hold(item) {
      if (item.productId === 'sold-out') throw conflict('Sold Out');
      holds += 1;
      // Unique across processes and test files: holds are only ever named, never looked up.
      const holdId = `hold-${process.pid}-${holds}-${Math.random().toString(36).slice(2, 8)}`;
      if (item.productId === 'vanishes') vanishing.add(holdId);
      return { holdId, expiresAt: new Date(Date.now() + 900_000) };
    },
    async release(holdId) {
      released.push(holdId);
    },
    async commit(holdId, orderId) {
      if (vanishing.has(holdId)) throw conflict('Sold Out');
      committed.push(holdId);
      sold.set(holdId, orderId);
    },
    async revert(holdId, orderId) {
      if (sold.get(holdId) !== orderId) return;
      sold.delete(holdId);
      reverted.push(holdId);
    },
  };
  return { provider, released, committed, reverted, quoted, sold };
}

/**
 * A line that only registers the given providers, placed before the cart in a test app: the cart
 * registers the cart calls its lines declare (as the store registers the lines before the cart).
 */
export function providersLine(...providers: CatalogProvider[]): LineServer {
  return {
    packageName: 'test-providers',
    migrations: [],
    seed: async () => {},
    plugin: async (_app, { catalog }) => {
      for (const provider of providers) catalog.register(provider);
    },
  };
}
