import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  badRequest,
  type CatalogProvider,
  type ConfigurableItem,
  type ConfigureField,
  type Db,
  type ItemConfiguration,
  type ItemRequest,
  type Quote,
  type UnmetRequirement,
} from '@resort/shared/server';
import { PRODUCT_CANNOT_BE_ADDED, formatDate, formatMoney, parseDate, releaseOfLiabilityField, toIsoDate } from '@resort/shared';
import { ageCategories, capacity, dayPrices, liftProducts, passPrices } from './schema';
import { LIFT_POOL, PASS_POOL, ledger, passResource } from './services/capacity';
import { findResort, resortTodayIso } from './services/resorts';
import { ageCategoryLabel, onlinePriceFor } from './services/pricing';
import { findPassRow, heldLastSeason, passCategory } from './services/passes';
import {
  assignedElsewhere,
  checkNotAssignedElsewhere,
  isTraveler,
  issuePasses,
  personKey,
  recordUnits,
  withdrawPasses,
  type UnitScope,
} from './services/assignments';
import {
  AUTO_RENEW_REQUIRED,
  LiftTicketOptions,
  MAX_TICKET_DAYS,
  NOT_A_RENEWAL,
  PASS_INSURANCE_NAME,
  PASS_INSURANCE_PRICE,
  PASS_INSURANCE_TERMS,
  PASS_TERMS_REQUIRED,
  RELEASE_OF_LIABILITY_REQUIRED,
} from '../contract';

export const LINE = 'liftaccess';

const cannotAdd = () => badRequest(PRODUCT_CANNOT_BE_ADDED);

interface ResolvedTicket {
  quote: Quote;
  /** The ledger places one unit takes: every day a ticket covers, or the pass's season. */
  units: { resourceId: string; pool: string; day: string }[];
}

/** Season pass SKUs start with this; lift tickets with 'LT-'. */
const PASS_SKU = 'SP-';
const isPass = (item: ConfigurableItem) => item.quote.sku.startsWith(PASS_SKU);

/**
 * A season pass (spec sections 2 and 3): priced by age category, or at the renewal price (IsRenew)
 * when asked; its one date is the season's first day, on which the holder's age is judged.
 */
async function resolvePass(db: Db, item: ItemRequest, ageCode: string, renew: boolean): Promise<ResolvedTicket | null> {
  const pass = await findPassRow(db, item.productId);
  if (!pass) return null;
  const category = passCategory(ageCode);
  if (!category || !pass.seasonStart || item.date !== pass.seasonStart) throw cannotAdd();
  const [price] = await db
    .select()
    .from(passPrices)
    .where(and(eq(passPrices.passId, pass.id), eq(passPrices.ageCode, ageCode)));
  const resort = await findResort(db, pass.resorts[0] ?? '');
  if (!price || !resort) throw cannotAdd();
  const quote: Quote = {
    line: LINE,
    productId: pass.id,
    sku: `${PASS_SKU}${pass.id}-${category.code}`.toUpperCase(),
    title: pass.name,
    description: ageCategoryLabel(category),
    resortId: resort.id,
    resortName: pass.resorts.length > 1 ? `${pass.resorts.length} resorts` : resort.name,
    timeZone: resort.timeZone,
    date: pass.seasonStart,
    quantity: item.quantity,
    unitPrice: renew ? price.renewPrice : price.price,
    currency: pass.currency,
    taxRateBp: resort.taxRateBp,
    // Each pass is for one person whose age on the season's first day fits the category.
    assignment: { minAge: category.minAge, maxAge: category.maxAge },
    display: { season: pass.season, IsRenew: renew ? 'Yes' : 'No', ...(pass.paymentPlan ? { paymentPlan: 'true' } : {}) },
  };
  return { quote, units: [{ resourceId: passResource(pass.id), pool: PASS_POOL, day: pass.seasonStart }] };
}

/** Everything that makes a lift ticket or a pass sellable, checked once for quote and hold alike. */
async function resolveTicket(db: Db, item: ItemRequest): Promise<ResolvedTicket> {
  // The cart parses options with the same schema first; a direct caller is held to it too.
  const options = LiftTicketOptions.safeParse(item.options ?? {});
  if (!options.success || !Number.isSafeInteger(item.quantity) || item.quantity < 1) throw cannotAdd();
  const ageCode = options.data.ageCategory;
  const pass = await resolvePass(db, item, ageCode, options.data.renew === true);
  if (pass) return pass;
  if (options.data.renew) throw cannotAdd();
  const [product] = await db.select().from(liftProducts).where(eq(liftProducts.id, item.productId));
  if (!product || product.days < 1 || product.days > MAX_TICKET_DAYS) throw cannotAdd();
  const resort = await findResort(db, product.resortId);
  if (!resort) throw cannotAdd();
  const first = parseDate(item.date, resort.timeZone);
  // A ski day is the resort's calendar date: a day already over at the mountain cannot be sold.
  if (!first || toIsoDate(first) !== item.date || item.date < resortTodayIso(resort)) throw cannotAdd();

  const [category] = await db
    .select()
    .from(ageCategories)
    .where(and(eq(ageCategories.resortId, resort.id), eq(ageCategories.code, ageCode)));
  if (!category) throw cannotAdd();
  const [price] = await db
    .select()
    .from(dayPrices)
    .where(and(eq(dayPrices.productId, product.id), eq(dayPrices.day, item.date), eq(dayPrices.ageCode, ageCode)));
  if (!price) throw cannotAdd();

  const days = Array.from({ length: product.days }, (_, i) => toIsoDate(first.plus({ days: i })));
  const endDate = days[days.length - 1];
  const [{ count }] = await db
    .select({ count: sql<string>`count(*)` })
    .from(capacity)
    .where(and(eq(capacity.resourceId, resort.id), eq(capacity.pool, LIFT_POOL), gte(capacity.day, item.date), lte(capacity.day, endDate)));
  if (Number(count) !== days.length) throw cannotAdd();

  const daysAhead = Math.round((Date.parse(item.date) - Date.parse(resortTodayIso(resort))) / 86_400_000);
  const quote: Quote = {
    line: LINE,
    productId: product.id,
    sku: `LT-${product.id}-${category.code}`.toUpperCase(),
    title: product.name,
    description: ageCategoryLabel(category),
    resortId: resort.id,
    resortName: resort.name,
    timeZone: resort.timeZone,
    date: item.date,
    endDate,
    quantity: item.quantity,
    unitPrice: onlinePriceFor(price.windowPrice, price.onlinePrice, daysAhead),
    currency: resort.currency,
    taxRateBp: resort.taxRateBp,
    // Each ticket is assigned to one skier whose age on the first day fits the category.
    assignment: { minAge: category.minAge, maxAge: category.maxAge },
    display: { date: formatDate(first), duration: product.days === 1 ? '1 day' : `${product.days} days` },
  };
  return { quote, units: days.map((day) => ({ resourceId: resort.id, pool: LIFT_POOL, day })) };
}

const PASS_TERMS =
  'The pass is for the named holder only and cannot be transferred. It is valid for the season shown, at the resorts listed, ' +
  'subject to the pass restrictions. Auto renew charges the renewal price before the next season; you can unenroll at any time in your account.';

/** The configure step's fields (shared/src/cart/configure.ts): a pass's choices, a ticket's release. */
function fieldsFor(item: ConfigurableItem): ConfigureField[] {
  if (isPass(item)) {
    return [
      { key: 'autoRenew', kind: 'yes-no', label: 'Renew this pass automatically next season?', perUnit: false, required: true },
      {
        key: 'passTerms',
        kind: 'acknowledge',
        label: 'I accept the pass terms and conditions',
        perUnit: false,
        required: true,
        terms: { title: 'Pass terms and conditions', body: PASS_TERMS },
      },
      {
        key: 'passInsurance',
        kind: 'acknowledge',
        label: `Add pass insurance (${formatMoney(PASS_INSURANCE_PRICE, item.quote.currency)} per pass)`,
        perUnit: false,
        required: false,
        terms: { title: `${PASS_INSURANCE_NAME} terms`, body: PASS_INSURANCE_TERMS },
      },
    ];
  }
  return [
    releaseOfLiabilityField,
    {
      key: 'isOptOutPhysicalPassCard',
      kind: 'acknowledge',
      label: 'I do not need a physical pass card (I will use my phone)',
      perUnit: false,
      required: false,
    },
  ];
}

const KNOWN_KEYS = (item: ConfigurableItem) => new Set(fieldsFor(item).map((f) => f.key));

/** The units' scope in the person ledger: which days (tickets) or which season (passes). */
function scopeOf(item: ConfigurableItem, answers: ItemConfiguration): UnitScope {
  const pass = isPass(item);
  return {
    holdId: item.holdId,
    kind: pass ? 'pass' : 'ticket',
    productId: item.request.productId,
    firstDay: item.quote.date,
    lastDay: item.quote.endDate ?? item.quote.date,
    season: pass ? (item.quote.display?.season ?? null) : null,
    ageCode: typeof item.request.options?.ageCategory === 'string' ? item.request.options.ageCategory : null,
    userId: item.userId,
    autoRenew: answers.item.autoRenew === true,
  };
}

export function createLiftCatalog(db: Db): CatalogProvider {
  return {
    line: LINE,
    options: LiftTicketOptions,
    quote: async (item) => (await resolveTicket(db, item)).quote,
    hold: async (item, cartId, ttlSeconds) => {
      const { units } = await resolveTicket(db, item);
      // A ticket is one place on every day it covers, all or nothing; a pass one of its season.
      return ledger.place(db, { units: units.map((u) => ({ ...u, quantity: item.quantity })), cartId, ttlSeconds });
    },
    release: (holdId) => ledger.release(db, holdId),
    extend: (holdId, ttlSeconds) => ledger.extend(db, holdId, ttlSeconds),
    commit: async (holdId, orderId, tx) => {
      await ledger.commit(tx, holdId, orderId);
      await issuePasses(tx, holdId, orderId);
    },
    revert: async (holdId, orderId, tx, ttlSeconds) => {
      await ledger.revert(tx, holdId, orderId, ttlSeconds);
      await withdrawPasses(tx, holdId, orderId);
    },

    configureCall: (item) => (isPass(item) ? 'season-pass' : 'lift-tickets'),
    configureFields: fieldsFor,

    /** Keeps this product's own answers; records each unit's traveler after the 2004 check. */
    async configure(item, answers) {
      const known = KNOWN_KEYS(item);
      const kept: ItemConfiguration = {
        item: Object.fromEntries(Object.entries(answers.item).filter(([k, v]) => known.has(k) && (typeof v === 'boolean' || v === null))),
        units: answers.units.map((u) => (isTraveler(u.traveler) ? { traveler: u.traveler } : {})),
      };
      const scope = scopeOf(item, kept);
      const travelers = kept.units.map((u) => (isTraveler(u.traveler) ? u.traveler : null));
      const seen = new Set<string>();
      for (const t of travelers) {
        if (!t) continue;
        // Two units of one item for one person is the same clash as two items.
        const key = personKey(t);
        if (seen.has(key)) throw assignedElsewhere(t, scope.kind);
        seen.add(key);
        await checkNotAssignedElsewhere(db, scope, t);
      }
      await recordUnits(db, scope, travelers);
      return kept;
    },

    // Pass insurance, when chosen, for every pass of the item.
    charges: (item) =>
      isPass(item) && item.configuration.item.passInsurance === true
        ? [{ name: PASS_INSURANCE_NAME, amount: PASS_INSURANCE_PRICE * item.request.quantity }]
        : [],

    async requirements(item) {
      const answers = item.configuration.item;
      const unmet: UnmetRequirement[] = [];
      if (isPass(item)) {
        if (typeof answers.autoRenew !== 'boolean') unmet.push({ message: AUTO_RENEW_REQUIRED, key: 'autoRenew' });
        if (answers.passTerms !== true) unmet.push({ message: PASS_TERMS_REQUIRED, key: 'passTerms' });
        if (item.request.options?.renew === true) {
          const pass = await findPassRow(db, item.request.productId);
          if (!pass || !(await heldLastSeason(db, item.userId, pass))) unmet.push({ message: NOT_A_RENEWAL });
        }
      } else if (answers.isErolAccepted !== true) {
        unmet.push({ message: RELEASE_OF_LIABILITY_REQUIRED, key: 'isErolAccepted' });
      }
      return unmet;
    },
  };
}
