import { DateTime } from 'luxon';
import { RENTAL_SEASON, getEventBus } from '@resort/shared';
import { rentalLineOfBusiness, rentalNights, type RentalState } from '@resort/shared/rules';
import { daysBetween, formatDate, normalizeDate } from '@resort/shared/dates';

/** The rental booking analytics record (spec section 3) for a search started from the widget. */
export function publishRentalSearch(state: RentalState, tabName: string): void {
  const isSummer = state.rentalSeason === RENTAL_SEASON.summer;
  getEventBus().publishAnalytics('rentalSearch', {
    lob: rentalLineOfBusiness(state.rentalSeason),
    isSummer,
    context: 'rentals widget',
    productFilters: isSummer ? { bikeRentalLength: state.bikeRentalLength } : { pickupAfter3: state.pickupAfter3 },
    booking: {
      startDate: normalizeDate(state.pickupDate),
      endDate: normalizeDate(state.returnDate),
      numberNights: rentalNights(state),
      bookingWindow: Math.max(0, daysBetween(formatDate(DateTime.now()), state.pickupDate)),
    },
    tabName,
  });
}
