import { DateTime } from 'luxon';
import { RENTAL_SEASON, getEventBus } from '@resort/shared';
import { rentalLineOfBusiness } from '@resort/shared/rules';
import type { RentalLocation, RentalProductResult, RentalSearchResult } from '../../../../contract';

/** At or below this many units left at the shop, the card says so ("Only 2 left"). */
export const LOW_INVENTORY_AT = 3;

export const isLowInventory = (units: number) => units > 0 && units <= LOW_INVENTORY_AT;

export interface RentalBookingAdd {
  result: RentalSearchResult;
  location: RentalLocation;
  product: RentalProductResult;
  renters: number;
  /** Whether the card showed the low-inventory signal when the visitor added it. */
  lowInventoryShown: boolean;
  /** The widget tab the search came from, when the address says ('tab'); else the season's own. */
  tabName: string;
}

/**
 * The rental booking analytics record (spec section 3) for a rental added from the results page,
 * with every field of the spec: lob, isSummer, context, productFilters, booking (startDate,
 * endDate, numberNights, bookingWindow), locationCode, products, tabName, pickupLocation,
 * lowInventoryShown.
 */
export function rentalBookingRecord({ result, location, product, renters, lowInventoryShown, tabName }: RentalBookingAdd) {
  const isSummer = result.season === RENTAL_SEASON.summer;
  const today = DateTime.now().setZone('UTC').startOf('day');
  return {
    lob: rentalLineOfBusiness(result.season),
    isSummer,
    context: 'rentals results',
    productFilters: isSummer ? { bikeRentalLength: result.bikeRentalLength } : { pickupAfter3: result.pickupAfter3 },
    booking: {
      startDate: result.pickupDate,
      endDate: result.returnDate,
      numberNights: result.nights,
      bookingWindow: Math.max(0, Math.round(DateTime.fromISO(result.pickupDate, { zone: 'UTC' }).diff(today, 'days').days)),
    },
    locationCode: location.id,
    products: [
      { id: product.id, name: product.name, category: product.category, tier: product.tier, quantity: renters, price: product.price },
    ],
    tabName,
    pickupLocation: location.name,
    lowInventoryShown,
  };
}

export const publishRentalBooking = (add: RentalBookingAdd) => getEventBus().publishAnalytics('rentalBooking', rentalBookingRecord(add));
