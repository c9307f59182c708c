import { DateTime } from 'luxon';
import { PRODUCT_CANNOT_BE_ADDED, soldOut } from '@resort/shared/core';
import { REQUIRED_FIELD, ageOn } from '@resort/shared/rules';
import { formatDate, parseDate, resortToday, toIsoDate } from '@resort/shared/dates';
import { uuid } from '@resort/shared/contracts';
import {
  DEMO_RESORTS,
  badRequest,
  notFound,
  SOLD_OUT,
  type CatalogProvider,
  type ConfigureField,
  type Db,
  type DemoResort,
  type LineServices,
  type Quote,
  type UnmetRequirement,
} from '@resort/shared/server';
import { eq } from 'drizzle-orm';
import {
  MEG_ACKNOWLEDGE_LABEL,
  MEG_ADULT_AGE,
  MEG_BIRTH_DATE_NEEDED,
  MEG_SIGN_IN,
  MEG_UNDER_18,
  MembershipLineOptions,
  type MyEpicGearProduct,
} from '../../contract';
import { holds } from '../schema';
import { ledger } from './inventory';
import { forbidden, signInRequired } from '@resort/shared/core';
import { MEMBERSHIPS_CART_CALLS } from '../cart-calls';

/** Members a resort takes each season: the gear is kept ready for each of them. */
export const MEG_MEMBERS_PER_SEASON = 200;
const MEG_PRICE_USD = 29900;

export const MEG_BENEFITS = [
  'Choose your exact skis or snowboard and boots, and keep them all season',
  'Your gear waits at the slope every day you ride: no lines, no carrying',
  'Free tune-ups and swaps whenever conditions change',
  'One price for the whole season, however often you ride',
];

/**
 * The winter a membership bought today belongs to: from November 1 to April 30, the one under
 * way or, from May on, the next.
 */
export function membershipSeason(today: DateTime): { start: string; end: string; label: string } {
  const startYear = today.month >= 5 ? today.year : today.year - 1;
  return {
    start: `${startYear}-11-01`,
    end: `${startYear + 1}-04-30`,
    label: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`,
  };
}

const productId = (resort: DemoResort) => `my-epic-gear-${resort.id}`;
/** The ledger resource of a resort's memberships: one capacity row, on the season's first day. */
export const membershipResource = (resortId: string) => `my-epic-gear:${resortId}`;
const localPrice = (resort: DemoResort) => (resort.currency === 'CAD' ? Math.ceil((MEG_PRICE_USD * 1.35) / 100) * 100 : MEG_PRICE_USD);

function productOf(resort: DemoResort, placesLeft: number): MyEpicGearProduct {
  const season = membershipSeason(resortToday(resort.timeZone));
  return {
    id: productId(resort),
    resortId: resort.id,
    resortName: resort.name,
    name: `My Epic Gear Membership at ${resort.name}`,
    season: season.label,
    startDate: season.start,
    endDate: season.end,
    price: localPrice(resort),
    currency: resort.currency,
    benefits: MEG_BENEFITS,
    placesLeft,
    soldOut: placesLeft <= 0,
  };
}

/** The capacity rows the seed keeps: each resort's members for the season a buyer would get today. */
export function membershipCapacityRows(): { resourceId: string; day: string; total: number }[] {
  return DEMO_RESORTS.map((r) => ({
    resourceId: membershipResource(r.id),
    day: membershipSeason(resortToday(r.timeZone)).start,
    total: MEG_MEMBERS_PER_SEASON,
  }));
}

/** "My epic gear products" (spec section 7): each resort's membership for the season, with places left. */
export async function listMembershipProducts(db: Db, resortId?: string): Promise<MyEpicGearProduct[]> {
  const resorts = DEMO_RESORTS.filter((r) => !resortId || r.id === resortId);
  const products: MyEpicGearProduct[] = [];
  for (const resort of resorts) {
    const season = membershipSeason(resortToday(resort.timeZone));
    const [row] = await ledger.availability(db, { resourceIds: [membershipResource(resort.id)], from: season.start, to: season.start });
    if (row) products.push(productOf(resort, row.available));
  }
  return products;
}

/**
 * Who may buy: a signed-in adult (spec: "Under-18 users cannot buy My Epic Gear memberships; an
 * adult in the household must"). The member, named at checkout, may be any household member.
 * Returns the spec's refusal, or null.
 */
export async function buyerProblem(services: LineServices, userId: string | null, onIso: string): Promise<string | null> {
  if (!userId) return MEG_SIGN_IN;
  const buyer = await services.people.person(userId);
  if (!buyer?.dateOfBirth) return MEG_BIRTH_DATE_NEEDED;
  return ageOn(buyer.dateOfBirth, onIso) < MEG_ADULT_AGE ? MEG_UNDER_18 : null;
}

const acknowledgeField: ConfigureField = {
  key: 'acknowledged',
  kind: 'acknowledge',
  label: MEG_ACKNOWLEDGE_LABEL,
  perUnit: false,
  required: true,
};

/**
 * The `memberships` line: productId = a resort's My Epic Gear membership, date = its season's
 * first day, quantity = members. Each member is named at checkout (household members offered); the
 * buyer must be a signed-in adult, checked when adding and again before the order completes.
 */
export function membershipsProvider(db: Db, services: LineServices): CatalogProvider {
  const resortOf = (item: { productId: string }) => DEMO_RESORTS.find((r) => productId(r) === item.productId);

  const quote = async (item: Parameters<CatalogProvider['quote']>[0]): Promise<Quote> => {
    const resort = resortOf(item);
    if (!resort || !Number.isInteger(item.quantity) || item.quantity < 1) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    const season = membershipSeason(resortToday(resort.timeZone));
    if (item.date !== season.start) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    const [row] = await ledger.availability(db, { resourceIds: [membershipResource(resort.id)], from: season.start, to: season.start });
    if (!row) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    if (row.available < item.quantity) throw soldOut(SOLD_OUT);
    return {
      line: 'memberships',
      productId: productId(resort),
      sku: `MEG-${resort.id.toUpperCase()}-${season.label.replace('/', '')}`,
      title: `My Epic Gear Membership ${season.label}`,
      description: `My Epic Gear Membership at ${resort.name}`,
      resortId: resort.id,
      resortName: resort.name,
      timeZone: resort.timeZone,
      date: season.start,
      endDate: season.end,
      quantity: item.quantity,
      unitPrice: localPrice(resort),
      currency: resort.currency,
      taxRateBp: resort.taxRateBp,
      assignment: { minAge: null, maxAge: null },
      display: {
        date: formatDate(parseDate(season.start)!),
        endDate: formatDate(parseDate(season.end)!),
        duration: `Season ${season.label}`,
      },
    };
  };

  return {
    line: 'memberships',
    options: MembershipLineOptions,
    quote,
    async admit(item, buyer) {
      const resort = resortOf(item);
      const problem = await buyerProblem(services, buyer.userId, toIsoDate(resortToday(resort?.timeZone ?? 'UTC')));
      if (problem) throw problem === MEG_SIGN_IN ? signInRequired(problem) : forbidden(problem);
    },
    async hold(item, cartId, ttlSeconds) {
      const q = await quote(item);
      return ledger.place(db, {
        units: [{ resourceId: membershipResource(q.resortId), day: q.date, quantity: q.quantity }],
        cartId,
        ttlSeconds,
      });
    },
    async release(holdId) {
      if (uuid.safeParse(holdId).success) await ledger.release(db, holdId);
    },
    extend: (holdId, ttlSeconds) => ledger.extend(db, holdId, ttlSeconds),
    async commit(holdId, orderId, tx) {
      if (!uuid.safeParse(holdId).success) throw notFound();
      const [row] = await tx.select({ id: holds.id }).from(holds).where(eq(holds.holdId, holdId)).limit(1);
      if (!row) throw notFound();
      await ledger.commit(tx, holdId, orderId);
    },
    async revert(holdId, orderId, tx, ttlSeconds) {
      if (uuid.safeParse(holdId).success) await ledger.revert(tx, holdId, orderId, ttlSeconds);
    },
    cartCalls: MEMBERSHIPS_CART_CALLS,
    configureCall: () => 'my-epic-gear',
    configureFields: () => [acknowledgeField],
    configure: (_item, answers) => ({
      item: answers.item.acknowledged === true ? { acknowledged: true } : {},
      units: answers.units.map((u) => (u?.traveler !== undefined ? { traveler: u.traveler } : {})),
    }),
    async requirements(item) {
      const unmet: UnmetRequirement[] = [];
      if (item.configuration.item.acknowledged !== true) unmet.push({ message: REQUIRED_FIELD, key: 'acknowledged' });
      const resort = resortOf(item.request);
      const problem = await buyerProblem(services, item.userId, toIsoDate(resortToday(resort?.timeZone ?? 'UTC')));
      if (problem) unmet.push({ message: problem });
      return unmet;
    },
  };
}
