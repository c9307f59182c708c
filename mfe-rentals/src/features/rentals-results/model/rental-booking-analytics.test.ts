import { DateTime } from 'luxon';
import type { RentalSearchResult } from '../../../../contract';
import { isLowInventory, rentalBookingRecord } from './rental-booking-analytics';

const pickup = DateTime.utc().startOf('day').plus({ days: 20 });

const result: RentalSearchResult = {
  resort: { id: 'green-mountain', name: 'Green Mountain', currency: 'USD' },
  season: 1,
  bookingType: 1,
  pickupDate: pickup.toISODate()!,
  returnDate: pickup.plus({ days: 1 }).toISODate()!,
  deliveryTime: null,
  pickupAfter3: false,
  bikeRentalLength: 0,
  rentalDays: 2,
  nights: 1,
  duration: '2 days',
  locations: [{ id: 'green-mountain-base', name: 'Green Mountain Base Village Rentals', address: '1 Main St', supportsDelivery: false }],
  products: [],
};
const product = {
  id: 'green-mountain-ski-sport',
  category: 'ski' as const,
  tier: 'Sport' as const,
  name: 'Sport Ski Package',
  description: 'Skis, boots and poles.',
  pricePerDay: 4900,
  price: 9800,
  currency: 'USD',
  soldOut: false,
  availability: [],
};

describe('the rental booking analytics record (spec section 3)', () => {
  test('has every field of the spec: lob, isSummer, context, productFilters, booking, locationCode, products, tabName, pickupLocation, lowInventoryShown', () => {
    const record = rentalBookingRecord({
      result,
      location: result.locations[0],
      product,
      renters: 2,
      lowInventoryShown: true,
      tabName: 'Ski & Snowboard',
    });
    expect(Object.keys(record).sort()).toEqual(
      [
        'lob',
        'isSummer',
        'context',
        'productFilters',
        'booking',
        'locationCode',
        'products',
        'tabName',
        'pickupLocation',
        'lowInventoryShown',
      ].sort(),
    );
    expect(record).toMatchObject({
      lob: 'Equipment Rental',
      isSummer: false,
      productFilters: { pickupAfter3: false },
      booking: { startDate: result.pickupDate, endDate: result.returnDate, numberNights: 1, bookingWindow: 20 },
      locationCode: 'green-mountain-base',
      products: [{ id: 'green-mountain-ski-sport', quantity: 2 }],
      pickupLocation: 'Green Mountain Base Village Rentals',
      lowInventoryShown: true,
    });
  });

  test('the low-inventory signal: one to three units left, not none and not plenty', () => {
    expect([0, 1, 3, 4].map(isLowInventory)).toEqual([false, true, true, false]);
  });
});
