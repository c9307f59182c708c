import { eq } from 'drizzle-orm';
import { BOOKING_TYPE, PRODUCT_CANNOT_BE_ADDED, RENTAL_SEASON, formatMoney } from '@resort/shared/core';
import {
  BOOT_SIZE_MAX_LENGTH,
  HEIGHT_OUT_OF_RANGE,
  MAX_HEIGHT_CM,
  MAX_RENTER_AGE,
  MAX_WEIGHT_KG,
  MIN_HEIGHT_CM,
  MIN_RENTER_AGE,
  MIN_WEIGHT_KG,
  RENTER_AGE_OUT_OF_RANGE,
  REQUIRED_FIELD,
  SKIER_TYPES,
  WEIGHT_OUT_OF_RANGE,
  rentalProfileLabel,
  type QueryInput,
  type RentalProfile,
} from '@resort/shared/rules';
import {
  badRequest,
  type CatalogProvider,
  type ConfigureField,
  type Db,
  type Hold,
  type ItemConfiguration,
  type ItemRequest,
  type LineServices,
  type Quote,
  type UnmetRequirement,
} from '@resort/shared/server';
import {
  DAMAGE_WAIVER_NAME,
  DAMAGE_WAIVER_PER_DAY,
  DAMAGE_WAIVER_TERMS,
  HELMET_PER_DAY,
  PROFILE_NOT_YOURS,
  RentalLineOptions,
  referralPrice,
} from '../contract';
import { locations, rentalProducts } from './schema';
import { ledger, rentalBook, rentalUnits } from './services/inventory';
import { periodPrice, resolveRental } from './services/rental-search';
import { displayDate } from './services/rentals';
import { normaliseCode, REFERRAL_SESSION_KEY, verifyReferralCode } from './services/referrals';
import { RENTALS_CART_CALLS } from './cart-calls';

export const LINE = 'rentals';

const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

/** The line's options as the contract reads them; the cart has parsed them already, a direct call is held to the same rule. */
function optionsOf(item: ItemRequest) {
  const parsed = RentalLineOptions.safeParse(item.options ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? PRODUCT_CANNOT_BE_ADDED);
  return parsed.data;
}

async function resolveItem(db: Db, item: ItemRequest) {
  if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  const options = optionsOf(item);
  const [product] = await db.select().from(rentalProducts).where(eq(rentalProducts.id, item.productId));
  if (!product) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  const [location] = await db.select().from(locations).where(eq(locations.id, options.locationId));
  if (!location || location.resortId !== product.resortId) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  const delivery = options.bookingType === BOOKING_TYPE.delivery;
  if (delivery && !location.supportsDelivery) throw badRequest(PRODUCT_CANNOT_BE_ADDED);

  // The cart's options are the widget's choices; they go through the same query rules as a search.
  const query: QueryInput = {
    startdate: item.date,
    enddate: options.returnDate,
    delivery: delivery ? 'true' : 'false',
    time: delivery ? options.deliveryTime : undefined,
    after3: delivery ? 'false' : text(options.pickupAfter3 ?? false),
    daytype: product.season === RENTAL_SEASON.summer ? text(options.bikeRentalLength ?? 0) : undefined,
  };
  const rental = await resolveRental({ db, resortId: product.resortId, query });
  if (rental.halfDay && product.halfDayPrice === null) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  // A referral code is checked again at every quote: an expired one no longer discounts.
  const referral = options.referralCode ? await verifyReferralCode(db, options.referralCode) : null;
  if (referral && !referral.valid) throw badRequest(referral.message);
  return { product, location, rental, delivery, percentOff: referral?.percentOff ?? 0 };
}

/** Checkout asks each renter's name and height (spec section 5: "height for rentals"), per unit. */
const renterFields: ConfigureField[] = [
  { key: 'renterName', kind: 'text', label: "Renter's name", perUnit: true, required: true },
  {
    key: 'height',
    kind: 'height',
    label: 'Height',
    perUnit: true,
    required: true,
    min: MIN_HEIGHT_CM,
    max: MAX_HEIGHT_CM,
    help: 'Used to set up skis, boards and bikes to the renter.',
  },
];

/** The rest of a rental profile, optional: what the shop uses to set bindings and pick boots. */
const profileFields: ConfigureField[] = [
  {
    key: 'weight',
    kind: 'number',
    label: 'Weight in kg (optional)',
    perUnit: true,
    required: false,
    min: MIN_WEIGHT_KG,
    max: MAX_WEIGHT_KG,
  },
  { key: 'age', kind: 'number', label: 'Age (optional)', perUnit: true, required: false, min: MIN_RENTER_AGE, max: MAX_RENTER_AGE },
  {
    key: 'skierType',
    kind: 'select',
    label: 'Skier or rider type (optional)',
    perUnit: true,
    required: false,
    options: SKIER_TYPES.map((t) => ({ value: t.value, label: t.label })),
  },
  { key: 'bootSize', kind: 'text', label: 'Boot or shoe size (optional)', perUnit: true, required: false },
];

/** A helmet for one renter, an add-on priced per charged day like the rental itself. */
const helmetField = (currency: string): ConfigureField => ({
  key: 'helmet',
  kind: 'acknowledge',
  label: `Add a helmet (${formatMoney(HELMET_PER_DAY, currency)} per day)`,
  perUnit: true,
  required: false,
});

/** The account's saved renters, offered first; picking one fills the renter's fields. */
const savedRenterField = (profiles: RentalProfile[]): ConfigureField => ({
  key: 'savedRenter',
  kind: 'select',
  label: 'Use a saved renter',
  perUnit: true,
  required: false,
  options: profiles.map((p) => ({ value: p.id, label: rentalProfileLabel(p) })),
});

/** The damage waiver, chosen for the whole item (every renter of it), offered at the rental's own price. */
const waiverField = (currency: string): ConfigureField => ({
  key: 'damageWaiver',
  kind: 'acknowledge',
  label: `Add the damage waiver (${formatMoney(DAMAGE_WAIVER_PER_DAY, currency)} per renter per day)`,
  perUnit: false,
  required: false,
  terms: { title: `${DAMAGE_WAIVER_NAME} terms`, body: DAMAGE_WAIVER_TERMS },
});

const bounded = (value: unknown, min: number, max: number, message: string): number | undefined => {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? Math.round(value) : Number.NaN;
  if (!Number.isFinite(n) || n < min || n > max) throw badRequest(message);
  return n;
};

/** A saved profile as the renter's answers. */
const answersOfProfile = (p: RentalProfile): Record<string, unknown> => ({
  renterName: p.name,
  height: p.heightCm,
  ...(p.weightKg !== null ? { weight: p.weightKg } : {}),
  ...(p.age !== null ? { age: p.age } : {}),
  ...(p.skierType !== null ? { skierType: p.skierType } : {}),
  ...(p.bootSize !== null ? { bootSize: p.bootSize } : {}),
});

/**
 * Keeps each renter's answers, checked by the rental profile's rules (height in whole centimetres
 * within the bounds, else refused, and so on), and the waiver choice. A saved renter newly picked
 * fills the renter's fields from the account's profile; one not in the account is refused.
 */
function configureRenters(previous: ItemConfiguration, answers: ItemConfiguration, profiles: RentalProfile[]): ItemConfiguration {
  const units = answers.units.map((answered, i) => {
    let unit = answered ?? {};
    if (typeof unit.savedRenter === 'string' && unit.savedRenter !== previous.units[i]?.savedRenter) {
      const profile = profiles.find((p) => p.id === unit.savedRenter);
      if (!profile) throw badRequest(PROFILE_NOT_YOURS);
      unit = { ...unit, ...answersOfProfile(profile) };
    }
    const kept: Record<string, unknown> = {};
    if (typeof unit.savedRenter === 'string') kept.savedRenter = unit.savedRenter;
    if (typeof unit.renterName === 'string' && unit.renterName.trim()) kept.renterName = unit.renterName.trim().slice(0, 120);
    const numbers = {
      height: bounded(unit.height, MIN_HEIGHT_CM, MAX_HEIGHT_CM, HEIGHT_OUT_OF_RANGE),
      weight: bounded(unit.weight, MIN_WEIGHT_KG, MAX_WEIGHT_KG, WEIGHT_OUT_OF_RANGE),
      age: bounded(unit.age, MIN_RENTER_AGE, MAX_RENTER_AGE, RENTER_AGE_OUT_OF_RANGE),
    };
    for (const [key, value] of Object.entries(numbers)) if (value !== undefined) kept[key] = value;
    if (SKIER_TYPES.some((t) => t.value === unit.skierType)) kept.skierType = unit.skierType;
    if (typeof unit.bootSize === 'string' && unit.bootSize.trim()) kept.bootSize = unit.bootSize.trim().slice(0, BOOT_SIZE_MAX_LENGTH);
    if (unit.helmet === true) kept.helmet = true;
    return kept;
  });
  return { item: answers.item.damageWaiver === true ? { damageWaiver: true } : {}, units };
}

function renterRequirements(quantity: number, answers: ItemConfiguration): UnmetRequirement[] {
  const unmet: UnmetRequirement[] = [];
  for (let unitIndex = 0; unitIndex < quantity; unitIndex += 1) {
    const unit = answers.units[unitIndex] ?? {};
    for (const key of ['renterName', 'height']) if (unit[key] === undefined) unmet.push({ message: REQUIRED_FIELD, key, unitIndex });
  }
  return unmet;
}

export function createRentalsCatalog(db: Db, services: LineServices): CatalogProvider {
  const profilesOf = async (userId: string | null) => (userId ? services.rentalProfiles.list(userId) : []);
  return {
    line: LINE,
    options: RentalLineOptions,

    // The referral alert the visitor set (set referral alert) goes with their next rental, unless
    // it names a code of its own; a code that lapsed since is dropped rather than refusing the add.
    async fromSession(options, session) {
      const code = session[REFERRAL_SESSION_KEY];
      if (!code || options.referralCode) return { options, used: [] };
      const referral = await verifyReferralCode(db, code);
      return { options: referral.valid ? { ...options, referralCode: referral.code } : options, used: [REFERRAL_SESSION_KEY] };
    },

    // A referral code that cannot be used is said in its own words, not as a product refusal.
    async admit(item) {
      const code = RentalLineOptions.safeParse(item.options ?? {}).data?.referralCode;
      const referral = code ? await verifyReferralCode(db, code) : null;
      if (referral && !referral.valid) throw badRequest(referral.message);
    },

    async quote(item: ItemRequest): Promise<Quote> {
      const { product, location, rental, delivery, percentOff } = await resolveItem(db, item);
      const display: Record<string, string> = delivery
        ? { deliveryDate: displayDate(rental.query.startDate), preferredDeliveryTime: rental.state.deliveryTime }
        : { pickUpDate: displayDate(rental.query.startDate) };
      display.returnDate = displayDate(rental.query.endDate);
      display.duration = rental.duration;
      display.pickupLocation = location.name;
      if (percentOff) display.referral = `${normaliseCode(optionsOf(item).referralCode ?? '')} (${percentOff}% off)`;
      return {
        line: LINE,
        productId: product.id,
        sku: `RENTAL-${product.id.toUpperCase()}`,
        title: product.name,
        description: `${product.tier} ${product.category} rental, ${rental.duration}`,
        resortId: rental.resort.id,
        resortName: rental.resort.name,
        timeZone: rental.resort.timeZone,
        date: rental.query.startDate,
        endDate: rental.query.endDate,
        quantity: item.quantity,
        unitPrice: referralPrice(periodPrice(product, rental), percentOff),
        currency: product.currency,
        taxRateBp: rental.resort.taxRateBp,
        display,
      };
    },

    async hold(item: ItemRequest, cartId: string, ttlSeconds: number): Promise<Hold> {
      const { product, location, rental } = await resolveItem(db, item);
      // Every day the units are out, all or nothing, expiring by the database clock.
      return ledger.place(db, { units: rentalUnits(location.id, product.id, rental.stockDays, item.quantity), cartId, ttlSeconds });
    },

    release: (holdId) => ledger.release(db, holdId),
    extend: (holdId, ttlSeconds) => ledger.extend(db, holdId, ttlSeconds),
    async commit(holdId, orderId, tx, booking) {
      await ledger.commit(tx, holdId, orderId);
      if (booking) await rentalBook.record(tx, holdId, orderId, booking);
    },
    revert: (holdId, orderId, tx, ttlSeconds) => ledger.revert(tx, holdId, orderId, ttlSeconds),

    // Several renters in one add are the spec's group rental.
    cartCalls: RENTALS_CART_CALLS,
    configureCall: (item) => (item.request.quantity > 1 ? 'group-rental' : 'rental'),
    async configureFields(item) {
      const profiles = await profilesOf(item.userId);
      return [
        ...(profiles.length ? [savedRenterField(profiles)] : []),
        ...renterFields,
        ...profileFields,
        helmetField(item.quote.currency),
        waiverField(item.quote.currency),
      ];
    },
    configure: async (item, answers) => configureRenters(item.configuration, answers, await profilesOf(item.userId)),
    requirements: (item) => renterRequirements(item.request.quantity, item.configuration),
    // Priced per renter and per charged day (a half-day bike rental is one), as the rental itself.
    async charges(item) {
      const waiver = item.configuration.item.damageWaiver === true;
      const helmets = item.configuration.units.slice(0, item.request.quantity).filter((u) => u?.helmet === true).length;
      if (!waiver && !helmets) return [];
      const { rental } = await resolveItem(db, item.request);
      const charges = [];
      if (waiver) charges.push({ name: DAMAGE_WAIVER_NAME, amount: DAMAGE_WAIVER_PER_DAY * rental.rentalDays * item.request.quantity });
      if (helmets)
        charges.push({ name: helmets === 1 ? 'Helmet' : `Helmets (${helmets})`, amount: HELMET_PER_DAY * rental.rentalDays * helmets });
      return charges;
    },
  };
}
