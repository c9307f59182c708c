import { sql } from 'drizzle-orm';
import { DEMO_RESORTS, clearReadCaches, type Db } from '@resort/shared/server';
import { parseDate, resortToday, toIsoDate } from '@resort/shared/dates';
import { ageCategories, capacity, contentTexts, dayPrices, liftProducts, passPrices, passes, resorts, type PassBenefit } from './schema';
import { COVERAGE_CONTENT, MAX_TICKET_DAYS } from '../contract';
import { COVERAGE_TEXT_KEY } from './services/pass-holders';
import { AGE_CATEGORIES, advanceOnlinePrice, windowPrice } from './services/pricing';
import { BIKE_PARK_POOL, LIFT_POOL, PASS_POOL, passResource } from './services/capacity';
import { passPriceRows, seasonOnSale } from './services/passes';
import { seedReservations } from './seed-reservations';

/** Passes of one season are not limited; the ledger still holds them, as every sale goes through it. */
export const PASSES_PER_SEASON = 100_000;
/** Passes that offer the payment plan (spec section 9: 49 down, balance due in September). */
const PAYMENT_PLAN_PASSES = new Set(['peak-unlimited', 'peak-local']);

/** How far ahead the demo catalog always reaches, counted from each resort's today. */
export const SEEDED_DAYS = 150;
export const DEFAULT_DAILY_CAPACITY = 500;

export const productId = (resortId: string, days: number) => `${resortId}-${days}day`;

/** The buddy ticket most passes carry: a friend's one-day ticket at a price of the pass's own. */
const buddy = (price: number, perPass: number): PassBenefit => ({
  code: 'buddy',
  title: 'Buddy ticket',
  price,
  perPass,
  description: 'A one-day lift ticket for a friend who skis with you.',
});
/** Passes' benefit tickets and the better pass each suggests (the pass page's upsell). */
const PASS_EXTRAS: Record<string, { benefits: PassBenefit[]; upsellPassId: string | null }> = {
  'peak-unlimited': { benefits: [buddy(6900, 4)], upsellPassId: null },
  'peak-local': { benefits: [buddy(8900, 2)], upsellPassId: 'peak-unlimited' },
  'summit-peak-4-day': { benefits: [], upsellPassId: 'peak-local' },
  'coast-range-season': {
    benefits: [
      {
        code: 'ski-with-a-friend',
        title: 'Ski with a friend ticket',
        price: 7900,
        perPass: 6,
        description: 'A one-day Coast Range ticket for a friend.',
      },
    ],
    upsellPassId: null,
  },
  'military-epic': { benefits: [buddy(6900, 4)], upsellPassId: null },
};

const DEMO_PASSES = [
  {
    id: 'peak-unlimited',
    name: 'Peak Unlimited Pass',
    price: 98900,
    currency: 'USD',
    description: 'Unlimited, unrestricted skiing and riding at all four resorts all season, with no blackout dates.',
    resorts: DEMO_RESORTS.map((r) => r.id),
    sortOrder: 1,
  },
  {
    id: 'peak-local',
    name: 'Peak Local Pass',
    price: 72900,
    currency: 'USD',
    description: 'Unlimited skiing at Summit Peak, Cascade Ridge and Green Mountain, with holiday-week restrictions.',
    resorts: ['summit-peak', 'cascade-ridge', 'green-mountain'],
    sortOrder: 2,
  },
  {
    id: 'summit-peak-4-day',
    name: 'Summit Peak 4-Day Pass',
    price: 45900,
    currency: 'USD',
    description: 'Any four days of the season at Summit Peak, at the price of three window tickets.',
    resorts: ['summit-peak'],
    sortOrder: 3,
  },
  {
    id: 'coast-range-season',
    name: 'Coast Range Season Pass',
    price: 84900,
    currency: 'CAD',
    description: 'Unlimited skiing all season at Coast Range, British Columbia.',
    resorts: ['coast-range'],
    sortOrder: 4,
  },
  {
    id: 'military-epic',
    name: 'Military Epic Pass',
    price: 16700,
    currency: 'USD',
    description:
      'Unlimited skiing at all four resorts for active and retired members of the armed forces and their dependants, after military verification.',
    resorts: DEMO_RESORTS.map((r) => r.id),
    sortOrder: 5,
    military: true,
  },
];

/** Resorts whose bike park opens its lifts in summer, and the summer's season (month-day). */
const BIKE_PARK_RESORTS = ['summit-peak', 'green-mountain'];
const BIKE_PARK_OPENS = '06-13';
const BIKE_PARK_CLOSES = '09-27';
const BIKE_PARK_DAY_PRICE = 7900;
export const BIKE_PARK_DAILY_CAPACITY = 300;
export const bikeParkProductId = (resortId: string) => `${resortId}-bike-park-1day`;

/** The bike park days still to come: this summer's rest, or next summer's once this one is over. */
export function bikeParkDays(todayIso: string): string[] {
  const year = Number(todayIso.slice(0, 4));
  const y = todayIso.slice(5) > BIKE_PARK_CLOSES ? year + 1 : year;
  const from = parseDate(`${y}-${BIKE_PARK_OPENS}`)!;
  const to = `${y}-${BIKE_PARK_CLOSES}`;
  const days: string[] = [];
  for (let d = from; toIsoDate(d) <= to; d = d.plus({ days: 1 })) if (toIsoDate(d) >= todayIso) days.push(toIsoDate(d));
  return days;
}

// Bounded batches keep every insert well under PostgreSQL's 65535 bind parameters.
async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Idempotent: adds the resorts, products and passes when missing, then tops up prices and
 * capacity so that every resort always has SEEDED_DAYS bookable days from its own today.
 */
export async function seed(db: Db): Promise<void> {
  // The texts the operator edits: added when missing, edits kept.
  await db
    .insert(contentTexts)
    .values({ key: COVERAGE_TEXT_KEY, title: COVERAGE_CONTENT.title, body: COVERAGE_CONTENT.body })
    .onConflictDoNothing();
  await db
    .insert(resorts)
    .values(
      DEMO_RESORTS.map((r) => ({
        id: r.id,
        name: r.name,
        region: r.region,
        timeZone: r.timeZone,
        currency: r.currency,
        taxRateBp: r.taxRateBp,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(ageCategories)
    .values(
      DEMO_RESORTS.flatMap((r) =>
        AGE_CATEGORIES.map((c, i) => ({ resortId: r.id, code: c.code, name: c.name, minAge: c.minAge, maxAge: c.maxAge, sortOrder: i })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(liftProducts)
    .values(
      DEMO_RESORTS.flatMap((r) =>
        Array.from({ length: MAX_TICKET_DAYS }, (_, i) => ({
          id: productId(r.id, i + 1),
          resortId: r.id,
          days: i + 1,
          name: `${r.name} ${i + 1}-Day Lift Ticket`,
        })),
      ),
    )
    .onConflictDoNothing();
  await db.insert(passes).values(DEMO_PASSES).onConflictDoNothing();
  // Every start moves the passes on to the season on sale (judged in the first resort's zone).
  const { season, start } = seasonOnSale(resortToday(DEMO_RESORTS[0].timeZone));
  for (const pass of DEMO_PASSES) {
    await db
      .update(passes)
      .set({ season, seasonStart: start, paymentPlan: PAYMENT_PLAN_PASSES.has(pass.id), ...PASS_EXTRAS[pass.id] })
      .where(sql`${passes.id} = ${pass.id}`);
  }
  await db.insert(passPrices).values(DEMO_PASSES.flatMap(passPriceRows)).onConflictDoNothing();
  await db
    .insert(capacity)
    .values(DEMO_PASSES.map((p) => ({ resourceId: passResource(p.id), pool: PASS_POOL, day: start, total: PASSES_PER_SEASON, sold: 0 })))
    .onConflictDoNothing();

  await seedBikePark(db);
  await seedReservations(db);

  for (const resort of DEMO_RESORTS) {
    const today = resortToday(resort.timeZone);
    const [{ last }] = await db
      .select({ last: sql<string | null>`max(${capacity.day})::text` })
      .from(capacity)
      .where(sql`${capacity.resourceId} = ${resort.id} AND ${capacity.pool} = ${LIFT_POOL}`);
    const todayIso = toIsoDate(today);
    const from = last && last >= todayIso ? parseDate(last, resort.timeZone)!.plus({ days: 1 }) : today;
    const days: string[] = [];
    for (let d = from; d < today.plus({ days: SEEDED_DAYS }); d = d.plus({ days: 1 })) days.push(toIsoDate(d));
    if (days.length === 0) continue;

    await insertInBatches(
      days.map((day) => ({ resourceId: resort.id, pool: LIFT_POOL, day, total: DEFAULT_DAILY_CAPACITY, sold: 0 })),
      2000,
      (batch) => db.insert(capacity).values(batch).onConflictDoNothing(),
    );
    const priceRows = days.flatMap((day) =>
      Array.from({ length: MAX_TICKET_DAYS }, (_, i) => i + 1).flatMap((length) =>
        AGE_CATEGORIES.map((category) => {
          const window = windowPrice(resort.id, length, day, category.priceFactor);
          return {
            productId: productId(resort.id, length),
            day,
            ageCode: category.code,
            windowPrice: window,
            onlinePrice: advanceOnlinePrice(window),
          };
        }),
      ),
    );
    await insertInBatches(priceRows, 2000, (batch) => db.insert(dayPrices).values(batch).onConflictDoNothing());
  }
  // The seed is the only writer of the catalog: what this process read before it is stale now.
  clearReadCaches();
}

/** Summer lift days for bikes: one-day tickets, their own capacity pool, a flat price by age. */
async function seedBikePark(db: Db): Promise<void> {
  const resortsWithPark = DEMO_RESORTS.filter((r) => BIKE_PARK_RESORTS.includes(r.id));
  await db
    .insert(liftProducts)
    .values(
      resortsWithPark.map((r) => ({
        id: bikeParkProductId(r.id),
        resortId: r.id,
        days: 1,
        name: `${r.name} Bike Park Day Ticket`,
        kind: 'bike-park' as const,
      })),
    )
    .onConflictDoNothing();
  for (const resort of resortsWithPark) {
    const days = bikeParkDays(toIsoDate(resortToday(resort.timeZone)));
    await insertInBatches(
      days.map((day) => ({ resourceId: resort.id, pool: BIKE_PARK_POOL, day, total: BIKE_PARK_DAILY_CAPACITY, sold: 0 })),
      2000,
      (batch) => db.insert(capacity).values(batch).onConflictDoNothing(),
    );
    const rows = days.flatMap((day) =>
      AGE_CATEGORIES.map((c) => {
        const price = Math.round((BIKE_PARK_DAY_PRICE * c.priceFactor) / 100) * 100;
        return { productId: bikeParkProductId(resort.id), day, ageCode: c.code, windowPrice: price, onlinePrice: price };
      }),
    );
    await insertInBatches(rows, 2000, (batch) => db.insert(dayPrices).values(batch).onConflictDoNothing());
  }
}
