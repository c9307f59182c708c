import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { isDomainError, isoDaysBetween, PRODUCT_CANNOT_BE_ADDED } from '@resort/shared/core';
import { ageBandOf, RELEASE_OF_LIABILITY_REQUIRED, releaseOfLiabilityField } from '@resort/shared/rules';
import { formatDate, parseDate } from '@resort/shared/dates';
import { uuid } from '@resort/shared/contracts';
import {
  badRequest,
  notFound,
  type CatalogProvider,
  type CatalogRegistry,
  type Db,
  type Hold,
  type ItemRequest,
  type Quote,
  type UnmetRequirement,
} from '@resort/shared/server';
import {
  PACKAGE_DISCOUNT_PERCENT,
  PACKAGE_MAX_NIGHTS,
  PACKAGE_MIN_NIGHTS,
  PACKAGE_NIGHTS_RULE,
  PackageLineOptions,
  type PackageComponent,
  type PackageOffer,
  type PackagesRequest,
  type PackagesResponse,
} from '../contract';
import { LINE as LODGING } from './catalog';
import { packageHolds } from './schema';
import { keepLodgingRequirements, lodgingRequirementFields, lodgingRequirementsUnmet } from './services/lodging-requirements';
import { searchResults } from './services/properties';
import { stayFromSearch } from './services/stays';
import { PACKAGES_CART_CALLS } from './cart-calls';

export const PACKAGES = 'packages';
const LIFT = 'liftaccess';
const RENTALS = 'rentals';

/** The lift line's age category for a child's age (a child guest is at most 17: toddler, child or teen). */
const liftAgeCode = (age: number) => ageBandOf(age).code;

export const packagePrice = (partsPrice: number) => Math.round((partsPrice * (100 - PACKAGE_DISCOUNT_PERCENT)) / 100);

interface Party {
  roomId: string;
  arrival: string;
  departure: string;
  nights: number;
  adults: number;
  childAges: number[];
  rentals: boolean;
}

function partyOf(item: ItemRequest): Party {
  const options = PackageLineOptions.safeParse(item.options ?? {});
  if (!options.success || item.quantity !== 1) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  const o = options.data;
  const nights = isoDaysBetween(item.date, o.departure);
  if (nights < PACKAGE_MIN_NIGHTS || nights > PACKAGE_MAX_NIGHTS) throw badRequest(PACKAGE_NIGHTS_RULE);
  const childAges = Array.from({ length: o.children ?? 0 }, (_, i) => o.childAges?.[i] ?? 0);
  return {
    roomId: item.productId,
    arrival: item.date,
    departure: o.departure,
    nights,
    adults: o.adults,
    childAges,
    rentals: o.rentals === true,
  };
}

/**
 * The parts of a package as each line sells them: the room for the stay; a lift ticket for every
 * guest, one day for each night from the arrival day, by the lift line's age categories; and,
 * with rentals, a ski package for every guest for the same days (kids packages for children).
 */
export function componentItems(p: Party, resortId: string): ItemRequest[] {
  const lodging: ItemRequest = {
    line: LODGING,
    productId: p.roomId,
    date: p.arrival,
    quantity: 1,
    options: { departure: p.departure, adults: p.adults, children: p.childAges.length, childAges: p.childAges },
  };
  const byAge = new Map<string, number>([['adult', p.adults]]);
  for (const age of p.childAges) byAge.set(liftAgeCode(age), (byAge.get(liftAgeCode(age)) ?? 0) + 1);
  const lift = [...byAge].map(
    ([ageCategory, quantity]): ItemRequest => ({
      line: LIFT,
      productId: `${resortId}-${p.nights}day`,
      date: p.arrival,
      quantity,
      options: { ageCategory },
    }),
  );
  if (!p.rentals) return [lodging, ...lift];
  const lastSkiDay = DateTime.fromISO(p.arrival)
    .plus({ days: p.nights - 1 })
    .toISODate()!;
  const rental = (productId: string, quantity: number): ItemRequest => ({
    line: RENTALS,
    productId,
    date: p.arrival,
    quantity,
    options: { returnDate: lastSkiDay, locationId: `${resortId}-base`, bookingType: 1, pickupAfter3: false },
  });
  const rentals = [rental(`${resortId}-ski-sport`, p.adults)];
  if (p.childAges.length) rentals.push(rental(`${resortId}-ski-kids`, p.childAges.length));
  return [lodging, ...lift, ...rentals];
}

const providerOf = (catalog: CatalogRegistry, line: string) => {
  const provider = catalog.get(line);
  // A line that is not mounted cannot be part of a package.
  if (!provider) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  return provider;
};

/** Each part quoted by its own line; a part a line refuses makes the package unavailable. */
async function quoteParts(catalog: CatalogRegistry, p: Party, resortId: string | null): Promise<{ items: ItemRequest[]; quotes: Quote[] }> {
  const lodgingItem = componentItems(p, resortId ?? '')[0];
  const lodgingQuote = await providerOf(catalog, LODGING).quote(lodgingItem);
  const items = componentItems(p, lodgingQuote.resortId);
  const quotes = [lodgingQuote];
  for (const item of items.slice(1)) quotes.push(await providerOf(catalog, item.line).quote(item));
  return { items, quotes };
}

const partOf = (q: Quote, line: string): PackageComponent => ({
  line: line as PackageComponent['line'],
  productId: q.productId,
  title: q.title,
  description: q.description,
  date: q.date,
  endDate: q.endDate ?? null,
  quantity: q.quantity,
  price: q.unitPrice * q.quantity,
});

function offerOf(p: Party, items: ItemRequest[], quotes: Quote[], propertyId: string): PackageOffer {
  const components = quotes.map((q, i) => partOf(q, items[i].line));
  const partsPrice = components.reduce((sum, c) => sum + c.price, 0);
  const price = packagePrice(partsPrice);
  const [stay] = quotes;
  const propertyName = stay.title.split(' — ')[0];
  return {
    roomId: p.roomId,
    propertyId,
    propertyName,
    resortId: stay.resortId,
    resortName: stay.resortName,
    name: `Ski & Stay at ${propertyName}`,
    arrival: p.arrival,
    departure: p.departure,
    nights: p.nights,
    rentals: p.rentals,
    currency: stay.currency,
    components,
    partsPrice,
    saving: partsPrice - price,
    price,
  };
}

/**
 * "Packages" (spec section 7): for each property with a free room that sleeps the party, the
 * cheapest such room with lift tickets (and rentals when asked) for the stay, as one price.
 */
export async function listPackages({
  db,
  catalog,
  request,
}: {
  db: Db;
  catalog: CatalogRegistry;
  request: PackagesRequest;
}): Promise<PackagesResponse> {
  const stay = stayFromSearch(request);
  if (stay.nights < PACKAGE_MIN_NIGHTS || stay.nights > PACKAGE_MAX_NIGHTS) return { message: PACKAGE_NIGHTS_RULE, packages: [] };
  const results = await searchResults({ db, stay, resortId: request.resort });
  const packages: PackageOffer[] = [];
  for (const property of results.properties) {
    const room = property.rooms.filter((r) => r.fitsParty && !r.soldOut).sort((a, b) => a.totalPrice - b.totalPrice)[0];
    if (!room) continue;
    const party: Party = {
      roomId: room.id,
      arrival: stay.arrival,
      departure: stay.departure,
      nights: stay.nights,
      adults: stay.adults,
      childAges: stay.childAges,
      rentals: request.rentals === true,
    };
    try {
      const { items, quotes } = await quoteParts(catalog, party, property.resortId);
      packages.push(offerOf(party, items, quotes, property.id));
    } catch (error) {
      // A part sold out or not sold those days: that property has no package for this stay.
      if (!isDomainError(error) || error.kind === 'unavailable') throw error;
    }
  }
  return { message: null, packages: packages.sort((a, b) => a.price - b.price) };
}

/** "Component details" (spec section 7): one package's parts, each as its own line quotes it. */
export async function componentDetails({
  catalog,
  roomId,
  date,
  options,
}: {
  catalog: CatalogRegistry;
  roomId: string;
  date: string;
  options: unknown;
}) {
  const item: ItemRequest = { line: PACKAGES, productId: roomId, date, quantity: 1, options: options as Record<string, unknown> };
  const party = partyOf(item);
  const { items, quotes } = await quoteParts(catalog, party, null);
  return offerOf(party, items, quotes, '');
}

type HeldPart = { line: string; holdId: string };

/**
 * The `packages` line: productId = the room the package is built around, date = arrival,
 * quantity = 1, options = the stay and party (and whether rentals are in). Every part is held in
 * its own line, all or nothing: a part that cannot be held releases the parts already held. The
 * package's hold keeps the parts' holds, which commit, revert and release together.
 */
export function createPackagesProvider(db: Db, catalog: CatalogRegistry): CatalogProvider {
  const partsOf = async (holdId: string, tx: Db = db): Promise<HeldPart[] | null> => {
    if (!uuid.safeParse(holdId).success) return null;
    const [row] = await tx.select().from(packageHolds).where(eq(packageHolds.id, holdId)).limit(1);
    return row?.components ?? null;
  };

  async function priced(item: ItemRequest): Promise<{ quote: Quote; items: ItemRequest[] }> {
    const party = partyOf(item);
    const { items, quotes } = await quoteParts(catalog, party, null);
    const offer = offerOf(party, items, quotes, '');
    const [stay, ...rest] = quotes;
    // The stay's own taxes and fees as the lodging line quotes them; sales tax on the other parts after the saving.
    const otherParts = packagePrice(rest.reduce((sum, q) => sum + q.unitPrice * q.quantity, 0));
    const salesTax = Math.round((otherParts * (rest[0]?.taxRateBp ?? 0)) / 10_000);
    const quote: Quote = {
      line: PACKAGES,
      productId: party.roomId,
      sku: `PKG-${party.roomId}-${party.arrival}-${party.nights}N${party.rentals ? '-R' : ''}`.toUpperCase(),
      title: offer.name,
      description: offer.components.map((c) => `${c.title} × ${c.quantity}`).join('; '),
      resortId: stay.resortId,
      resortName: stay.resortName,
      timeZone: stay.timeZone,
      date: party.arrival,
      endDate: party.departure,
      quantity: 1,
      unitPrice: offer.price,
      currency: offer.currency,
      taxRateBp: 0,
      taxesAndFees: [
        ...(stay.taxesAndFees ?? []),
        ...(salesTax ? [{ name: 'Sales tax (lift tickets and rentals)', amount: salesTax }] : []),
      ],
      taxesAndFeesLocation: stay.taxesAndFeesLocation,
      travelInsurable: true,
      display: {
        date: formatDate(parseDate(party.arrival)!),
        returnDate: formatDate(parseDate(party.departure)!),
        duration: `${party.nights} nights`,
        saving: String(offer.saving),
      },
    };
    return { quote, items };
  }

  const eachPart = async (parts: HeldPart[], act: (provider: CatalogProvider, part: HeldPart) => Promise<unknown>) => {
    for (const part of parts) await act(providerOf(catalog, part.line), part);
  };

  return {
    line: PACKAGES,
    options: PackageLineOptions,
    quote: async (item) => (await priced(item)).quote,

    async hold(item, cartId, ttlSeconds): Promise<Hold> {
      const { items } = await priced(item);
      const held: (HeldPart & { expiresAt: Date })[] = [];
      try {
        for (const part of items) {
          const hold = await providerOf(catalog, part.line).hold(part, cartId, ttlSeconds);
          held.push({ line: part.line, holdId: hold.holdId, expiresAt: hold.expiresAt });
        }
        const [row] = await db
          .insert(packageHolds)
          .values({ components: held.map(({ line, holdId }) => ({ line, holdId })) })
          .returning({ id: packageHolds.id });
        return { holdId: row.id, expiresAt: new Date(Math.min(...held.map((h) => h.expiresAt.getTime()))) };
      } catch (error) {
        // All or nothing: what was held for this package goes back before the refusal is answered.
        await Promise.allSettled(held.map((h) => providerOf(catalog, h.line).release(h.holdId)));
        throw error;
      }
    },

    async release(holdId) {
      const parts = await partsOf(holdId);
      if (!parts) return;
      await eachPart(parts, (p, part) => p.release(part.holdId));
    },

    async extend(holdId, ttlSeconds) {
      const parts = await partsOf(holdId);
      if (!parts) return null;
      const until: Date[] = [];
      for (const part of parts) {
        const extended = (await providerOf(catalog, part.line).extend?.(part.holdId, ttlSeconds)) ?? null;
        // A part whose hold has ended cannot be brought back: the package is not extended.
        if (!extended) return null;
        until.push(extended);
      }
      return until.length ? new Date(Math.min(...until.map((d) => d.getTime()))) : null;
    },

    async commit(holdId, orderId, tx, booking) {
      const parts = await partsOf(holdId, tx);
      if (!parts) throw notFound();
      // Each part files its own booking (the stay in lodging's reservations), under the package's name.
      await eachPart(parts, (p, part) => p.commit(part.holdId, orderId, tx, booking));
    },

    async revert(holdId, orderId, tx, ttlSeconds) {
      const parts = await partsOf(holdId, tx);
      if (!parts) return;
      await eachPart(parts, (p, part) => p.revert(part.holdId, orderId, tx, ttlSeconds));
    },

    // The stay's requirements, and the release of liability its lift tickets need.
    cartCalls: PACKAGES_CART_CALLS,
    configureCall: () => 'lodging-requirements',
    configureFields: (item) => [...lodgingRequirementFields(partyOf(item.request).childAges), releaseOfLiabilityField],
    configure: (_item, answers) => ({
      item: { ...keepLodgingRequirements(answers.item), ...(answers.item.isErolAccepted === true ? { isErolAccepted: true } : {}) },
      units: [],
    }),
    requirements(item) {
      const unmet: UnmetRequirement[] = lodgingRequirementsUnmet(item.configuration.item);
      if (item.configuration.item.isErolAccepted !== true) unmet.push({ message: RELEASE_OF_LIABILITY_REQUIRED, key: 'isErolAccepted' });
      return unmet;
    },
  };
}
