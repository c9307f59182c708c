import { RENTAL_SEASON } from '../constants';
import { changeNonBookableStart, initialNonBookableState } from './booking-widgets';
import { changeLodgingCheckIn, changeLodgingCheckOut, initialLodgingState } from './lodging';
import { initialRentalState, type RentalState, type RentalWidgetModel, rentalReducer } from './rentals';

// The range rules of spec sections 4 and 5 act on finished dates only: text still being typed is
// kept as typed and moves nothing, so '12/28/20' never becomes the year 2020 under the cursor.
const PARTIAL = ['1', '12/2', '12/28/20', '12/28/202', '1228'];

const winter: RentalWidgetModel = {
  season: RENTAL_SEASON.winter,
  isSeasonOpen: true,
  isPickUpOnly: false,
  hasDeliveryDates: true,
  hasPickupDates: true,
  isOnlySingleDayRentals: false,
  deliveryTimes: ['9:00 AM'],
  setDeliveryOptionAsDefault: false,
  calendars: {
    fullDay: { startDate: '11/27/2026', endDate: '04/15/2027', blackoutDates: [] },
    halfDayMorning: { startDate: '11/27/2026', endDate: '04/15/2027', blackoutDates: [] },
    halfDayAfternoon: { startDate: '11/27/2026', endDate: '04/15/2027', blackoutDates: [] },
    delivery: { startDate: '12/01/2026', endDate: '04/10/2027', blackoutDates: [] },
  },
};

describe('lodging check-in and check-out while typed', () => {
  const stay = { ...initialLodgingState('12/20/2026'), checkOut: '12/31/2026' };

  it.each(PARTIAL)('check-in %p stays as typed and check-out does not move', (text) => {
    const next = changeLodgingCheckIn(stay, text);
    expect(next.checkIn).toBe(text);
    expect(next.checkOut).toBe('12/31/2026');
  });

  it.each(PARTIAL)('check-out %p stays as typed', (text) => {
    expect(changeLodgingCheckOut(stay, text).checkOut).toBe(text);
  });

  it('a finished check-in, typed with or without slashes, keeps a later check-out', () => {
    expect(changeLodgingCheckIn(stay, '12282026')).toMatchObject({ checkIn: '12/28/2026', checkOut: '12/31/2026' });
    expect(changeLodgingCheckIn(stay, '12/28/2026')).toMatchObject({ checkIn: '12/28/2026', checkOut: '12/31/2026' });
  });

  it('"If check-in is on or after check-out, check-out moves to check-in plus 1 day" once check-in is finished', () => {
    expect(changeLodgingCheckIn(stay, '01/02/2027')).toMatchObject({ checkIn: '01/02/2027', checkOut: '01/03/2027' });
  });
});

describe('rental pickup and return while typed', () => {
  const booked: RentalState = rentalReducer(
    winter,
    rentalReducer(winter, initialRentalState(winter), { type: 'choosePickupDate', date: '12/10/2026' }),
    {
      type: 'chooseReturnDate',
      date: '12/14/2026',
    },
  );

  it.each(PARTIAL)('pickup %p stays as typed and the return does not move', (text) => {
    const next = rentalReducer(winter, booked, { type: 'choosePickupDate', date: text });
    expect(next.pickupDate).toBe(text);
    expect(next.returnDate).toBe('12/14/2026');
  });

  it.each(PARTIAL)('return %p stays as typed (not emptied as a date before the pickup)', (text) => {
    expect(rentalReducer(winter, booked, { type: 'chooseReturnDate', date: text }).returnDate).toBe(text);
  });

  it('a finished return of 8 digits reads as that date', () => {
    expect(rentalReducer(winter, booked, { type: 'chooseReturnDate', date: '12272026' }).returnDate).toBe('12/27/2026');
  });
});

describe('non-bookable start while typed', () => {
  it.each(PARTIAL)('start %p stays as typed and the return minimum stays', (text) => {
    const state = initialNonBookableState('12/01/2026');
    const next = changeNonBookableStart(state, text);
    expect(next).toEqual({ ...state, startDate: text });
  });
});
