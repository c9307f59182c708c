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
import { PRODUCT_CANNOT_BE_ADDED, SIGN_IN_PROMPT, formatMoney } from '@resort/shared/core';
import { releaseOfLiabilityField } from '@resort/shared/rules';
import { formatDate, isoDaysBetween, parseDate, toIsoDate } from '@resort/shared/dates';
import { capacity, passPrices } from './schema';
import { BIKE_PARK_POOL, LIFT_POOL, PASS_POOL, ledger, passResource } from './services/capacity';
import { findResort, resortTodayIso } from './services/resorts';
import { cachedAgeCategories, cachedDayPrice, cachedLiftProduct } from './services/catalog-reads';
import { ageCategoryLabel, onlinePriceFor } from './services/pricing';
import { findPassRow, heldLastSeason, passCategory } from './services/passes';
import { benefitFor, consumeBenefit } from './services/pass-holders';
import {
  assignedElsewhere,
  checkNoneSoldElsewhere,
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
  BENEFIT_ACK_REQUIRED,
  BENEFIT_NOT_YOURS,
  LiftTicketOptions,
  MAX_TICKET_DAYS,
  NOT_A_RENEWAL,
  PASS_INSURANCE_NAME,
  PASS_INSURANCE_PRICE,
  PASS_INSURANCE_TERMS,
  PASS_TERMS,
  PASS_TERMS_REQUIRED,
  RELEASE_OF_LIABILITY_REQUIRED,
} from '../contract';
import { forbidden, signInRequired } from '@resort/shared/core';
import { LIFT_CART_CALLS } from './cart-calls';

export const LINE = 'liftaccess';

const cannotAdd = () => badRequest(PRODUCT_CANNOT_BE_ADDED);

interface ResolvedTicket {
  quote: Quote;
  /** A benefit ticket's pass and benefit, counted against the pass when held. */
  benefit?: Awaited<ReturnType<typeof benefitFor>>;
  /** The ledger places one unit takes: every day a ticket covers, or the pass's season. */
  units: { resourceId: string; pool: string; day: string }[];
}

/** Season pass SKUs start with this; lift tickets with 'LT-', benefit tickets with 'BT-', bike park tickets with 'BP-'. */
const PASS_SKU = 'SP-';
const BENEFIT_SKU = 'BT-';
const isPass = (item: ConfigurableItem) => item.quote.sku.startsWith(PASS_SKU);
const isBenefit = (item: ConfigurableItem) => item.quote.sku.startsWith(BENEFIT_SKU);
/** The ledger pool of each kind of lift product: winter lift days, or summer bike park days. */
const POOL_OF = { ski: LIFT_POOL, 'bike-park': BIKE_PARK_POOL } as const;

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
  // The better pass of the same season and currency, at this age category's price.
  const better = pass.upsellPassId ? await findPassRow(db, pass.upsellPassId) : null;
  const [betterPrice] =
    better && better.currency === pass.currency && better.seasonStart === pass.seasonStart
      ? await db
          .select()
          .from(passPrices)
          .where(and(eq(passPrices.passId, better.id), eq(passPrices.ageCode, ageCode)))
      : [];
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
    ...(pass.military ? { militaryVerification: true } : {}),
    ...(better && betterPrice ? { offers: [{ productId: better.id, title: better.name, unitPrice: betterPrice.price }] } : {}),
  };
  return { quote, units: [{ resourceId: passResource(pass.id), pool: PASS_POOL, day: pass.seasonStart }] };
}

/** Per database handle, each day range's check: kept while it runs (a crowd buying one day shares one count) and, once found whole, for good. */
const coverChecks = new WeakMap<Db, Map<string, Promise<boolean>>>();

/**
 * Whether every day from `from` to `to` has a capacity row. Rows are only ever added, never
 * deleted, so a range once found whole is whole for good: only that answer is kept; a gap or a
 * failed read is asked again next time.
 */
function capacityCovers(db: Db, resortId: string, pool: string, from: string, to: string, days: number): Promise<boolean> {
  const key = `${resortId}|${pool}|${from}|${to}`;
  let checks = coverChecks.get(db);
  if (!checks) {
    checks = new Map();
    coverChecks.set(db, checks);
  }
  const known = checks.get(key);
  if (known) return known;
  // Keys come from sellable products and real dates only; the bound stops a mistake from growing without end.
  if (checks.size >= 20_000) checks.clear();
  const check = countCapacityDays(db, resortId, pool, from, to).then((count) => count === days);
  const kept = checks;
  const forget = () => {
    if (kept.get(key) === check) kept.delete(key);
  };
  kept.set(key, check);
  check.then((whole) => whole || forget(), forget);
  return check;
}

async function countCapacityDays(db: Db, resortId: string, pool: string, from: string, to: string): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<string>`count(*)` })
    .from(capacity)
    .where(and(eq(capacity.resourceId, resortId), eq(capacity.pool, pool), gte(capacity.day, from), lte(capacity.day, to)));
  return Number(count);
}

/**
 * Everything that makes a lift ticket or a pass sellable, checked once for quote and hold alike.
 * `forHold`: the ledger itself refuses a day without capacity ('Product cannot be added'), so the
 * hold skips that read.
 */
async function resolveTicket(db: Db, item: ItemRequest, forHold = false): Promise<ResolvedTicket> {
  // The cart parses options with the same schema first; a direct caller is held to it too.
  const options = LiftTicketOptions.safeParse(item.options ?? {});
  if (!options.success || !Number.isSafeInteger(item.quantity) || item.quantity < 1) throw cannotAdd();
  const ageCode = options.data.ageCategory;
  const pass = await resolvePass(db, item, ageCode, options.data.renew === true);
  if (pass) {
    if (options.data.benefit) throw cannotAdd();
    return pass;
  }
  if (options.data.renew) throw cannotAdd();
  const product = await cachedLiftProduct(db, item.productId);
  if (!product || product.days < 1 || product.days > MAX_TICKET_DAYS) throw cannotAdd();
  const pool = POOL_OF[product.kind];
  // A benefit ticket is a one-day winter ticket at a resort the pass opens.
  const benefit = options.data.benefit ? await benefitFor(db, options.data.benefit.passNumber, options.data.benefit.code) : undefined;
  if (benefit === null || (benefit && (product.days !== 1 || product.kind !== 'ski' || !benefit.pass.resorts.includes(product.resortId)))) {
    throw cannotAdd();
  }
  const resort = await findResort(db, product.resortId);
  if (!resort) throw cannotAdd();
  const first = parseDate(item.date, resort.timeZone);
  // A ski day is the resort's calendar date: a day already over at the mountain cannot be sold.
  if (!first || toIsoDate(first) !== item.date || item.date < resortTodayIso(resort)) throw cannotAdd();

  const category = (await cachedAgeCategories(db, resort.id)).find((c) => c.code === ageCode);
  if (!category) throw cannotAdd();
  const price = await cachedDayPrice(db, product.id, item.date, ageCode);
  if (!price) throw cannotAdd();

  const days = Array.from({ length: product.days }, (_, i) => toIsoDate(first.plus({ days: i })));
  const endDate = days[days.length - 1];
  if (!forHold && !(await capacityCovers(db, resort.id, pool, item.date, endDate, days.length))) throw cannotAdd();

  const daysAhead = isoDaysBetween(resortTodayIso(resort), item.date);
  const skuPrefix = benefit ? BENEFIT_SKU : product.kind === 'bike-park' ? 'BP-' : 'LT-';
  const quote: Quote = {
    line: LINE,
    productId: product.id,
    sku: `${skuPrefix}${product.id}-${category.code}`.toUpperCase(),
    title: benefit ? `${benefit.benefit.title}: ${product.name}` : product.name,
    description: benefit ? `${ageCategoryLabel(category)}, with pass ${benefit.sold.passNumber}` : ageCategoryLabel(category),
    resortId: resort.id,
    resortName: resort.name,
    timeZone: resort.timeZone,
    date: item.date,
    endDate,
    quantity: item.quantity,
    unitPrice: benefit ? benefit.benefit.price : onlinePriceFor(price.windowPrice, price.onlinePrice, daysAhead),
    currency: resort.currency,
    taxRateBp: resort.taxRateBp,
    // Each ticket is assigned to one skier whose age on the first day fits the category.
    assignment: { minAge: category.minAge, maxAge: category.maxAge },
    display: { date: formatDate(first), duration: product.days === 1 ? '1 day' : `${product.days} days` },
  };
  return { quote, benefit, units: days.map((day) => ({ resourceId: resort.id, pool, day })) };
}

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
    ...(isBenefit(item)
      ? [
          {
            key: 'benefitAck',
            kind: 'acknowledge' as const,
            label: 'I acknowledge the pass holder must be the person to pick up the ticket',
            perUnit: false,
            required: true,
            terms: { title: 'Benefit ticket pick-up', body: BENEFIT_PICKUP_TERMS },
          },
        ]
      : []),
    {
      key: 'isOptOutPhysicalPassCard',
      kind: 'acknowledge',
      label: 'I do not need a physical pass card (I will use my phone)',
      perUnit: false,
      required: false,
    },
    {
      key: 'mobilePass',
      kind: 'select',
      label: 'Mobile pass',
      help: 'Where your phone keeps the ticket when you go without a card.',
      perUnit: false,
      required: false,
      options: MOBILE_PASS_OPTIONS,
    },
  ];
}

/** Mobile pass selection (spec section 5): where a ticket without a physical card is kept. */
const MOBILE_PASS_OPTIONS = [
  { value: 'apple-wallet', label: 'Apple Wallet' },
  { value: 'google-wallet', label: 'Google Wallet' },
  { value: 'resort-app', label: 'The resort app' },
];
export const MOBILE_PASS_REQUIRED = 'Please choose where to keep your mobile pass.';
const BENEFIT_PICKUP_TERMS =
  'Benefit tickets are picked up at a ticket window by the pass holder in person, with the pass and a photo ID. ' +
  'The friend the ticket is for may ski with it once it is picked up; it cannot be picked up without the holder.';

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
    insured: pass && answers.item.passInsurance === true,
  };
}

export function createLiftCatalog(db: Db): CatalogProvider {
  return {
    line: LINE,
    options: LiftTicketOptions,
    quote: async (item) => (await resolveTicket(db, item)).quote,
    // Only the holder's own account spends a pass's benefit tickets.
    async admit(item, buyer) {
      const parsed = LiftTicketOptions.safeParse(item.options ?? {});
      const b = parsed.success ? parsed.data.benefit : undefined;
      if (!b) return;
      if (!buyer.userId) throw signInRequired(SIGN_IN_PROMPT);
      const found = await benefitFor(db, b.passNumber, b.code);
      // A benefit the pass lacks is the quote's to refuse; someone else's pass is refused here.
      if (found && found.sold.userId !== buyer.userId) throw forbidden(BENEFIT_NOT_YOURS);
    },
    hold: async (item, cartId, ttlSeconds) => {
      const { units, benefit } = await resolveTicket(db, item, true);
      // A ticket is one place on every day it covers, all or nothing; a pass one of its season.
      const hold = await ledger.place(db, { units: units.map((u) => ({ ...u, quantity: item.quantity })), cartId, ttlSeconds });
      if (benefit) {
        try {
          await consumeBenefit(db, {
            holdId: hold.holdId,
            passNumber: benefit.sold.passNumber,
            benefit: benefit.benefit,
            quantity: item.quantity,
          });
        } catch (err) {
          await ledger.release(db, hold.holdId);
          throw err;
        }
      }
      return hold;
    },
    release: (holdId) => ledger.release(db, holdId),
    extend: (holdId, ttlSeconds) => ledger.extend(db, holdId, ttlSeconds),
    commit: async (holdId, orderId, tx) => {
      await checkNoneSoldElsewhere(tx, holdId);
      await ledger.commit(tx, holdId, orderId);
      await issuePasses(tx, holdId, orderId);
    },
    revert: async (holdId, orderId, tx, ttlSeconds) => {
      await ledger.revert(tx, holdId, orderId, ttlSeconds);
      await withdrawPasses(tx, holdId, orderId);
    },

    cartCalls: LIFT_CART_CALLS,
    configureCall: (item) => (isPass(item) ? 'season-pass' : isBenefit(item) ? 'benefit-tickets' : 'lift-tickets'),
    configureFields: fieldsFor,

    /** Keeps this product's own answers; records each unit's traveler after the 2004 check. */
    async configure(item, answers) {
      const known = KNOWN_KEYS(item);
      const kept: ItemConfiguration = {
        item: Object.fromEntries(
          Object.entries(answers.item).filter(
            ([k, v]) =>
              known.has(k) &&
              (typeof v === 'boolean' || v === null || (k === 'mobilePass' && MOBILE_PASS_OPTIONS.some((o) => o.value === v))),
          ),
        ),
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
      } else {
        if (answers.isErolAccepted !== true) unmet.push({ message: RELEASE_OF_LIABILITY_REQUIRED, key: 'isErolAccepted' });
        if (isBenefit(item) && answers.benefitAck !== true) unmet.push({ message: BENEFIT_ACK_REQUIRED, key: 'benefitAck' });
        if (answers.isOptOutPhysicalPassCard === true && typeof answers.mobilePass !== 'string') {
          unmet.push({ message: MOBILE_PASS_REQUIRED, key: 'mobilePass' });
        }
      }
      return unmet;
    },
  };
}
