import { PRODUCT_CANNOT_BE_ADDED } from '@resort/shared/core';
import { formatDate, parseDate, todayIsoIn } from '@resort/shared/dates';
import { DEMO_RESORTS, type CatalogProvider, type Db, type ItemRequest, type Quote } from '@resort/shared/server';
import { LodgingOptions } from '../contract';
import { ledger, nightlyRatesFor, stayBook, stayNights } from './services/availability';
import { lodgingCatalog } from './services/catalog-reads';
import { stayTaxesAndFees } from './services/properties';
import { keepLodgingRequirements, lodgingRequirementFields, lodgingRequirementsUnmet } from './services/lodging-requirements';
import { stayFromItem, type Stay } from './services/stays';
import { invalid } from '@resort/shared/core';
import { LODGING_CART_CALLS } from './cart-calls';

export const LINE = 'lodging';

async function roomWithProperty(db: Db, roomId: string) {
  const catalog = await lodgingCatalog(db);
  const room = catalog.roomById.get(roomId);
  const property = room && catalog.propertyById.get(room.propertyId);
  return room && property ? { room, property } : null;
}

function nightsLabel(nights: number): string {
  return nights === 1 ? '1 night' : `${nights} nights`;
}

/**
 * The lodging line's side of the catalog contract: an item is `quantity` rooms of one room type
 * for a stay from `date` (arrival) to `options.departure`.
 */
export function createLodgingProvider(db: Db): CatalogProvider {
  async function priced(item: ItemRequest): Promise<{ quote: Quote; stay: Stay }> {
    const stay = stayFromItem(item);
    const found = await roomWithProperty(db, item.productId);
    if (!found) throw invalid(PRODUCT_CANNOT_BE_ADDED);
    const { room, property } = found;
    const resort = DEMO_RESORTS.find((r) => r.id === property.resortId);
    if (!resort) throw invalid(PRODUCT_CANNOT_BE_ADDED);
    // Nights before the resort's today cannot be sold, wherever the server is.
    if (stay.arrival < todayIsoIn(resort.timeZone)) throw invalid(PRODUCT_CANNOT_BE_ADDED);

    const rates = (await nightlyRatesFor({ db, roomIds: [room.id], arrival: stay.arrival, departure: stay.departure })).get(room.id);
    if (!rates || rates.size !== stay.nights) throw invalid(PRODUCT_CANNOT_BE_ADDED);
    const perStay = [...rates.values()].reduce((sum, rate) => sum + rate, 0);
    const quote: Quote = {
      line: LINE,
      productId: room.id,
      sku: `LODGING-${room.id}-${stay.arrival}-${stay.nights}N`,
      title: `${property.name} — ${room.name}`,
      description: `${nightsLabel(stay.nights)}, ${stay.adults} adult${stay.adults === 1 ? '' : 's'}${
        stay.children ? `, ${stay.children} child${stay.children === 1 ? '' : 'ren'}` : ''
      }`,
      resortId: resort.id,
      resortName: resort.name,
      timeZone: resort.timeZone,
      date: stay.arrival,
      endDate: stay.departure,
      quantity: item.quantity,
      unitPrice: perStay,
      currency: room.currency,
      // Every tax and fee of the stay is quoted below and charged as quoted: no rate on top.
      taxRateBp: 0,
      taxesAndFees: await stayTaxesAndFees({ db, resortId: resort.id, amount: perStay * item.quantity }),
      taxesAndFeesLocation: property.name,
      // A stay is the trip travel insurance protects; the cart asks yes or no before review.
      travelInsurable: true,
      display: {
        date: formatDate(parseDate(stay.arrival)!),
        returnDate: formatDate(parseDate(stay.departure)!),
        duration: nightsLabel(stay.nights),
      },
    };
    return { quote, stay };
  }

  return {
    line: LINE,
    options: LodgingOptions,

    async quote(item) {
      return (await priced(item)).quote;
    },

    async hold(item, cartId, ttlSeconds) {
      const { stay } = await priced(item);
      // One unit per night of the stay, all or nothing; expiry on the database clock.
      const units = stayNights(stay).map((day) => ({ resourceId: item.productId, day, quantity: item.quantity }));
      return ledger.place(db, { units, cartId, ttlSeconds });
    },

    release: (holdId) => ledger.release(db, holdId),
    extend: (holdId, ttlSeconds) => ledger.extend(db, holdId, ttlSeconds),
    async commit(holdId, orderId, tx, booking) {
      await ledger.commit(tx, holdId, orderId);
      if (booking) await stayBook.record(tx, holdId, orderId, booking);
    },
    revert: (holdId, orderId, tx, ttlSeconds) => ledger.revert(tx, holdId, orderId, ttlSeconds),

    cartCalls: LODGING_CART_CALLS,
    configureCall: () => 'lodging-requirements',
    configureFields: (item) => lodgingRequirementFields(stayFromItem(item.request).childAges),
    configure: (_item, answers) => ({ item: keepLodgingRequirements(answers.item), units: [] }),
    requirements: (item) => lodgingRequirementsUnmet(item.configuration.item),
  };
}
