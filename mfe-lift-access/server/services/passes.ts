import { DateTime } from 'luxon';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { seasonOnSale } from '@resort/shared/rules';
import { notFound, type Db } from '@resort/shared/server';
import { passPrices, passes, seasonPasses } from '../schema';
import { PASS_AGE_CATEGORIES, type PassView, type UpsellView } from '../../contract';
import { ageCategoryLabel } from './pricing';
import { cachedPassRow } from './catalog-reads';

export type PassRow = typeof passes.$inferSelect;
export type PassAgeCategory = (typeof PASS_AGE_CATEGORIES)[number];

/** Each category's share of the adult price, and the renewal discount for last season's holder. */
const PRICE_SHARE: Record<PassAgeCategory['code'], number> = { adult: 1, 'young-adult': 0.75, teen: 0.6, child: 0.45 };
const RENEWAL_SHARE = 0.9;
const toDollar = (cents: number) => Math.round(cents / 100) * 100;

export const passPriceRows = (pass: { id: string; price: number }) =>
  PASS_AGE_CATEGORIES.map((c) => {
    const price = toDollar(pass.price * PRICE_SHARE[c.code]);
    return { passId: pass.id, ageCode: c.code, price, renewPrice: toDollar(price * RENEWAL_SHARE) };
  });

/** The seed, the reservations and the tests of this line find the shared rule here. */
export { seasonOnSale };

export const passCategory = (code: string): PassAgeCategory | undefined => PASS_AGE_CATEGORIES.find((c) => c.code === code);

const view = (row: PassRow, prices: (typeof passPrices.$inferSelect)[]): PassView => ({
  id: row.id,
  name: row.name,
  price: row.price,
  currency: row.currency,
  description: row.description,
  resorts: row.resorts,
  season: row.season,
  seasonStart: row.seasonStart,
  paymentPlan: row.paymentPlan,
  military: row.military,
  priorityDays: row.priorityDays,
  upsellPassId: row.upsellPassId,
  benefits: row.benefits.map(({ code, title, description, price, perPass }) => ({ code, title, description, price, perPass })),
  prices: PASS_AGE_CATEGORIES.flatMap((c) => {
    const p = prices.find((x) => x.passId === row.id && x.ageCode === c.code);
    return p ? [{ ageCode: c.code, label: ageCategoryLabel(c), price: p.price, renewPrice: p.renewPrice }] : [];
  }),
});

export async function listPasses({ db }: { db: Db }): Promise<PassView[]> {
  const rows = await db.select().from(passes).orderBy(asc(passes.sortOrder), asc(passes.name));
  const prices = rows.length
    ? await db
        .select()
        .from(passPrices)
        .where(
          inArray(
            passPrices.passId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => view(r, prices));
}

/** A pass's row from the per-process catalog (the seed is its only writer); callers must not change it. */
export async function findPassRow(db: Db, id: string): Promise<PassRow | null> {
  return cachedPassRow(db, id);
}

/** One pass by id; an id that is not on sale is a 404 whose text the pass page shows as is. */
export async function findPass({ db, id }: { db: Db; id: string }): Promise<PassView> {
  const row = await findPassRow(db, id);
  if (!row) throw notFound('This pass is not on sale.');
  return view(row, await db.select().from(passPrices).where(eq(passPrices.passId, id)));
}

/** Whether `userId` held this pass last season (and so may renew it at the renewal price: IsRenew). */
export async function heldLastSeason(db: Db, userId: string | null, pass: PassRow): Promise<boolean> {
  if (!userId) return false;
  const previous = seasonOnSale(DateTime.fromISO(pass.seasonStart ?? '')).previous;
  const [row] = await db
    .select({ n: seasonPasses.passNumber })
    .from(seasonPasses)
    .where(and(eq(seasonPasses.userId, userId), eq(seasonPasses.passId, pass.id), eq(seasonPasses.season, previous)))
    .limit(1);
  return Boolean(row);
}

/** "Season pass info": may this visitor (signed in or not) renew the pass? */
export async function passRenewal({ db, id, userId }: { db: Db; id: string; userId: string | null }): Promise<{ eligible: boolean }> {
  const pass = await findPassRow(db, id);
  if (!pass) throw notFound('This pass is not on sale.');
  return { eligible: await heldLastSeason(db, userId, pass) };
}

/**
 * "Upsell category detail": the better pass a pass's page suggests, with the adult price
 * difference and what the buyer gains (more resorts, more priority days, more benefit tickets).
 */
export async function findUpsell({ db, id }: { db: Db; id: string }): Promise<UpsellView> {
  const row = await findPassRow(db, id);
  if (!row) throw notFound('This pass is not on sale.');
  const better = row.upsellPassId ? await findPassRow(db, row.upsellPassId) : null;
  if (!better || better.currency !== row.currency) return { pass: null, priceDifference: null, pitch: null };
  const gains: string[] = [];
  const more = better.resorts.filter((r) => !row.resorts.includes(r)).length;
  if (more > 0) gains.push(`${more} more resort${more === 1 ? '' : 's'}`);
  if (better.priorityDays > row.priorityDays) gains.push(`${better.priorityDays} priority days`);
  const buddy = better.benefits.reduce((n, b) => n + b.perPass, 0);
  if (buddy > row.benefits.reduce((n, b) => n + b.perPass, 0)) gains.push(`${buddy} benefit tickets`);
  return {
    pass: await findPass({ db, id: better.id }),
    priceDifference: better.price - row.price,
    pitch: gains.length ? `${better.name} adds ${gains.join(', ')}.` : `${better.name} has no restrictions.`,
  };
}
