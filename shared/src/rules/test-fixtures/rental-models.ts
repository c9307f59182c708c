import { RENTAL_SEASON } from '../../constants';
import { initialRentalState, type RentalState, type RentalWidgetModel } from '../rentals';

// The rental widget models the rule tests run on: a winter and a summer season with blackouts.

export const winter: RentalWidgetModel = {
  season: RENTAL_SEASON.winter,
  isSeasonOpen: true,
  isPickUpOnly: false,
  hasDeliveryDates: true,
  hasPickupDates: true,
  isOnlySingleDayRentals: false,
  deliveryTimes: ['9:00 AM', '12:00 PM', '3:00 PM', '5:30 PM'],
  setDeliveryOptionAsDefault: false,
  calendars: {
    fullDay: { startDate: '11/27/2026', endDate: '04/15/2027', blackoutDates: ['12/25/2026'] },
    halfDayMorning: { startDate: '11/27/2026', endDate: '04/15/2027', blackoutDates: [] },
    halfDayAfternoon: { startDate: '11/27/2026', endDate: '04/15/2027', blackoutDates: [] },
    delivery: { startDate: '12/01/2026', endDate: '04/10/2027', blackoutDates: ['12/24/2026', '12/25/2026'] },
  },
};

export const summer: RentalWidgetModel = {
  ...winter,
  season: RENTAL_SEASON.summer,
  calendars: {
    fullDay: { startDate: '06/01/2027', endDate: '09/30/2027', blackoutDates: ['07/04/2027'] },
    halfDayMorning: { startDate: '06/05/2027', endDate: '09/15/2027', blackoutDates: ['06/05/2027'] },
    halfDayAfternoon: { startDate: '06/01/2027', endDate: '09/15/2027', blackoutDates: [] },
    delivery: { startDate: '06/10/2027', endDate: '09/01/2027', blackoutDates: [] },
  },
};

export const winterState = (over: Partial<RentalState> = {}): RentalState => ({ ...initialRentalState(winter), ...over });
