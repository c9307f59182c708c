import { eq } from 'drizzle-orm';
import { BOOKING_TYPE, formatMoney, PRODUCT_CANNOT_BE_ADDED, RENTAL_SEASON, REQUIRED_FIELD, type QueryInput } from '@resort/shared';
import {
  badRequest,
  type CatalogProvider,
  type ConfigureField,
  type Db,
  type Hold,
  type ItemConfiguration,
  type ItemRequest,
  type Quote,
  type UnmetRequirement,
} from '@resort/shared/server';
import {
  DAMAGE_WAIVER_NAME,
  DAMAGE_WAIVER_PER_DAY,
  DAMAGE_WAIVER_TERMS,
  HEIGHT_OUT_OF_RANGE,
  MAX_HEIGHT_CM,
  MIN_HEIGHT_CM,
  RentalLineOptions,
} from '../contract';
import { locations, rentalProducts } from './schema';
import { ledger, rentalUnits } from './services/inventory';
import { periodPrice, resolveRental } from './services/rental-search';
import { displayDate } from './services/rentals';

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
  return { product, location, rental, delivery };
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

/** The damage waiver, chosen for the whole item (every renter of it), offered at the rental's own price. */
const waiverField = (currency: string): ConfigureField => ({
  key: 'damageWaiver',
  kind: 'acknowledge',
  label: `Add the damage waiver (${formatMoney(DAMAGE_WAIVER_PER_DAY, currency)} per renter per day)`,
  perUnit: false,
  required: false,
  terms: { title: `${DAMAGE_WAIVER_NAME} terms`, body: DAMAGE_WAIVER_TERMS },
});

/** Keeps each renter's name (trimmed) and height (whole centimetres within the bounds, else refused), and the waiver choice. */
function configureRenters(answers: ItemConfiguration): ItemConfiguration {
  const units = answers.units.map((unit) => {
    const kept: Record<string, unknown> = {};
    if (typeof unit.renterName === 'string' && unit.renterName.trim()) kept.renterName = unit.renterName.trim().slice(0, 120);
    if (unit.height !== undefined && unit.height !== null) {
      const cm = typeof unit.height === 'number' ? Math.round(unit.height) : Number.NaN;
      if (!Number.isFinite(cm) || cm < MIN_HEIGHT_CM || cm > MAX_HEIGHT_CM) throw badRequest(HEIGHT_OUT_OF_RANGE);
      kept.height = cm;
    }
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

export function createRentalsCatalog(db: Db): CatalogProvider {
  return {
    line: LINE,
    options: RentalLineOptions,

    async quote(item: ItemRequest): Promise<Quote> {
      const { product, location, rental, delivery } = await resolveItem(db, item);
      const display: Record<string, string> = delivery
        ? { deliveryDate: displayDate(rental.query.startDate), preferredDeliveryTime: rental.state.deliveryTime }
        : { pickUpDate: displayDate(rental.query.startDate) };
      display.returnDate = displayDate(rental.query.endDate);
      display.duration = rental.duration;
      display.pickupLocation = location.name;
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
        unitPrice: periodPrice(product, rental),
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
    commit: (holdId, orderId, tx) => ledger.commit(tx, holdId, orderId),
    revert: (holdId, orderId, tx, ttlSeconds) => ledger.revert(tx, holdId, orderId, ttlSeconds),

    // Several renters in one add are the spec's group rental.
    configureCall: (item) => (item.request.quantity > 1 ? 'group-rental' : 'rental'),
    configureFields: (item) => [...renterFields, waiverField(item.quote.currency)],
    configure: (_item, answers) => configureRenters(answers),
    requirements: (item) => renterRequirements(item.request.quantity, item.configuration),
    // Priced per renter and per charged day (a half-day bike rental is one), as the rental itself.
    async charges(item) {
      if (item.configuration.item.damageWaiver !== true) return [];
      const { rental } = await resolveItem(db, item.request);
      return [{ name: DAMAGE_WAIVER_NAME, amount: DAMAGE_WAIVER_PER_DAY * rental.rentalDays * item.request.quantity }];
    },
  };
}
