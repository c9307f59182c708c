import type { RentalWidgetResponse } from '../contract';

export const MEG_CONTENT = {
  Title: 'Upgrade to My Epic Gear',
  Subtitle: 'Your gear, all season',
  Body: 'Pick your exact model.',
  MyEpicGearCTA: { Text: 'Upgrade now', Url: '/my-epic-gear' },
  ContinueToRentalsCTAText: 'Continue to rentals',
  Disclaimer: 'Members must be 18 or over.',
  MEGTitle: 'My Epic Gear',
  ShowMyEpicGearIcon: true,
  MEGRow1Text: 'Exact model',
  MEGRow2Text: 'Slope-side delivery',
  MEGRow3Text: 'Season price',
  RentalsTitle: 'Rentals',
  RentalsRow1Text: 'Package tier',
  RentalsRow2Text: 'Shop pickup',
  RentalsRow3Text: 'Daily price',
};

const closed = { startDate: '12/01/2026', endDate: '11/30/2026', blackoutDates: [] };

export function winterModel(overrides: Partial<RentalWidgetResponse> = {}): RentalWidgetResponse {
  return {
    season: 1,
    isSeasonOpen: true,
    isPickUpOnly: false,
    hasDeliveryDates: true,
    hasPickupDates: true,
    isOnlySingleDayRentals: false,
    deliveryTimes: ['9:00 AM', '2:00 PM', '3:00 PM', '4:00 PM'],
    setDeliveryOptionAsDefault: false,
    calendars: {
      fullDay: { startDate: '12/01/2026', endDate: '12/31/2026', blackoutDates: ['12/10/2026'] },
      halfDayMorning: closed,
      halfDayAfternoon: closed,
      delivery: { startDate: '12/02/2026', endDate: '12/31/2026', blackoutDates: [] },
    },
    myEpicGear: null,
    ...overrides,
  };
}

export function summerModel(): RentalWidgetResponse {
  return {
    season: 2,
    isSeasonOpen: true,
    isPickUpOnly: true,
    hasDeliveryDates: false,
    hasPickupDates: true,
    isOnlySingleDayRentals: false,
    deliveryTimes: [],
    setDeliveryOptionAsDefault: false,
    calendars: {
      fullDay: { startDate: '05/15/2027', endDate: '09/30/2027', blackoutDates: ['07/04/2027'] },
      halfDayMorning: { startDate: '05/15/2027', endDate: '09/30/2027', blackoutDates: [] },
      halfDayAfternoon: { startDate: '05/16/2027', endDate: '09/16/2027', blackoutDates: [] },
      delivery: closed,
    },
    myEpicGear: null,
  };
}
