import * as c from './constants';

describe('spec section 9 business constants', () => {
  it.each<[string, unknown, unknown]>([
    ['"maximum stay 28 days"', c.MAX_STAY_NIGHTS, 28],
    ['"maximum guests 19"', c.MAX_GUESTS, 19],
    ['"maximum children 6"', c.MAX_CHILDREN, 6],
    ['"same-day delivery cutoff 3:00 PM"', c.SAME_DAY_DELIVERY_CUTOFF, '3:00 PM'],
    ['"half-day bike rental counts as 0.5 nights"', c.HALF_DAY_NIGHTS, 0.5],
    ['"Rental season: winter 1, summer 2"', c.RENTAL_SEASON, { winter: 1, summer: 2 }],
    ['"Booking type: pickup 1, delivery 2"', c.BOOKING_TYPE, { pickup: 1, delivery: 2 }],
    [
      '"Bike length: full day 0, half day morning 1, half day afternoon 2"',
      c.BIKE_LENGTH,
      { fullDay: 0, halfDayMorning: 1, halfDayAfternoon: 2 },
    ],
    [
      '"Lines of business: Equipment Rental, Bike Rental"',
      c.RENTAL_LINES_OF_BUSINESS,
      { winter: 'Equipment Rental', summer: 'Bike Rental' },
    ],
    ['"Date format MM/DD/YYYY"', c.DATE_FORMAT, 'MM/dd/yyyy'],
    ['"Loading overlay limit 45000 ms, minimum 0"', [c.LOADING_OVERLAY_LIMIT_MS, c.LOADING_OVERLAY_MIN_MS], [45000, 0]],
    ['"Modal opening delay 10 ms"', c.MODAL_OPENING_DELAY_MS, 10],
    ['"phone below 768, ... desktop 1200 and above"', c.BREAKPOINTS, { tablet: 768, desktop: 1200 }],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
