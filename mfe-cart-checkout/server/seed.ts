import { sql } from 'drizzle-orm';
import { todayIsoIn } from '@resort/shared/dates';
import { DEMO_RESORTS, type Db } from '@resort/shared/server';
import { genericCapacity, genericProducts, promoCodes } from './schema';

/** Days ahead the generic catalog can be bought for (topped up at each seed). */
export const GENERIC_SEED_DAYS = 120;

/** The operator's own products: a gift card per currency and day parking at each resort. */
export const GENERIC_PRODUCTS: (typeof genericProducts.$inferInsert)[] = [
  ...['USD', 'CAD'].map((currency) => ({
    id: `gift-card-${currency.toLowerCase()}`,
    kind: 'gift-card' as const,
    resortId: null,
    title: `Summit Resorts gift card (${currency})`,
    description: `Good for lift tickets, lessons, rentals and lodging at every resort that prices in ${currency}. Emailed on the day you choose.`,
    price: null,
    currency,
    dailyCapacity: 500,
  })),
  ...DEMO_RESORTS.map((r) => ({
    id: `parking-${r.id}`,
    kind: 'parking' as const,
    resortId: r.id,
    title: `Day parking at ${r.name}`,
    description: `A reserved space in the ${r.name} base lot for one day, from 6 AM to midnight.`,
    price: r.currency === 'CAD' ? 3400 : 2500,
    currency: r.currency,
    dailyCapacity: 150,
  })),
];

/** The demo's promo codes and generic catalog; inserted once, never overwritten; the days are topped up. */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(promoCodes)
    .values([{ code: 'EARLYBIRD', percentOff: 10, active: true }])
    .onConflictDoNothing();
  await db.insert(genericProducts).values(GENERIC_PRODUCTS).onConflictDoNothing();
  const start = todayIsoIn(DEMO_RESORTS[0].timeZone);
  // From the day before the operator's today, so a resort west of it has its today too.
  await db.execute(sql`
    INSERT INTO ${genericCapacity} (resource_id, day, total)
    SELECT p.id, (${start}::date - 1 + g.n), p.daily_capacity
    FROM ${genericProducts} p CROSS JOIN generate_series(0, ${GENERIC_SEED_DAYS}::int) AS g(n)
    WHERE p.active
    ON CONFLICT DO NOTHING`);
}
