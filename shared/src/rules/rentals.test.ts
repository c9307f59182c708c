import { BIKE_LENGTH, BOOKING_TYPE, BikeLength, RENTAL_SEASON } from '../constants';
import {
  DELIVERY_TIME_REQUIRED,
  PICKUP_DATE_REQUIRED,
  RETURN_DATE_REQUIRED,
  RentalState,
  activeCalendarGroup,
  firstSelectableDate,
  initialRentalState,
  isBlackedOut,
  isDeliveryAfter3,
  isRentalSearchComplete,
  minutesOfDay,
  parseRentalsQuery,
  rentalLineOfBusiness,
  rentalNights,
  rentalsSearchUrl,
  validateRental,
} from './rentals';
import { summer, winter, winterState } from './test-fixtures/rental-models';

describe('rental constants', () => {
  it('"Lines of business: Equipment Rental, Bike Rental"', () => {
    expect(rentalLineOfBusiness(RENTAL_SEASON.winter)).toBe('Equipment Rental');
    expect(rentalLineOfBusiness(RENTAL_SEASON.summer)).toBe('Bike Rental');
  });

  it('uses the spec messages word for word', () => {
    expect(PICKUP_DATE_REQUIRED).toBe('Enter valid date for PICK UP ON (MM/DD/YYYY)');
    expect(RETURN_DATE_REQUIRED).toBe('Enter valid date for RETURN ON (MM/DD/YYYY)');
    expect(DELIVERY_TIME_REQUIRED).toBe('Select Delivery Time');
  });
});

describe('delivery times', () => {
  it.each([
    ['2:59 PM', false],
    ['3:00 PM', true],
    ['3 PM', true],
    ['5:30 PM', true],
    ['12:00 PM', false],
    ['12:00 AM', false],
    ['9:00 AM', false],
    ['15:00', true],
    ['14:45', false],
    ['', false],
    ['soon', false],
  ])('"Delivery times at or after 3 PM count as \'after 3\'": %p is %p', (time, after3) => {
    expect(isDeliveryAfter3(time)).toBe(after3);
  });

  it('reads clock times', () => {
    expect(minutesOfDay('12:30 AM')).toBe(30);
    expect(minutesOfDay('1:05 pm')).toBe(13 * 60 + 5);
    expect(minutesOfDay('13:00 PM')).toBeNull();
    expect(minutesOfDay('9:75 AM')).toBeNull();
  });
});

describe('calendar groups', () => {
  it('picks the group for the booking type and bike length', () => {
    expect(activeCalendarGroup(winter, winterState())).toBe(winter.calendars.fullDay);
    expect(activeCalendarGroup(winter, winterState({ bookingType: BOOKING_TYPE.delivery }))).toBe(winter.calendars.delivery);
    const bike = initialRentalState(summer);
    expect(activeCalendarGroup(summer, { ...bike, bikeRentalLength: BIKE_LENGTH.halfDayMorning })).toBe(summer.calendars.halfDayMorning);
    expect(activeCalendarGroup(summer, { ...bike, bikeRentalLength: BIKE_LENGTH.halfDayAfternoon })).toBe(
      summer.calendars.halfDayAfternoon,
    );
  });

  it('knows blackout dates in any accepted spelling', () => {
    expect(isBlackedOut(winter.calendars.fullDay, '12/25/26')).toBe(true);
    expect(isBlackedOut(winter.calendars.fullDay, '12/26/2026')).toBe(false);
    expect(isBlackedOut(winter.calendars.fullDay, '')).toBe(false);
  });

  it('starts at the window start, or the first day after it that is not blacked out', () => {
    expect(firstSelectableDate(winter.calendars.fullDay)).toBe('11/27/2026');
    expect(firstSelectableDate(summer.calendars.halfDayMorning)).toBe('06/06/2027');
    expect(firstSelectableDate({ startDate: '', endDate: '', blackoutDates: [] })).toBe('');
  });
});

describe('initialRentalState', () => {
  it('starts with pickup on the first rentable day, returned the same day', () => {
    expect(initialRentalState(winter)).toEqual({
      rentalSeason: RENTAL_SEASON.winter,
      bookingType: BOOKING_TYPE.pickup,
      pickupDate: '11/27/2026',
      returnDate: '11/27/2026',
      deliveryTime: '',
      pickupAfter3: false,
      bikeRentalLength: BIKE_LENGTH.fullDay,
      errors: {},
    });
  });

  it('honours SetDeliveryOptionAsDefault unless the shop is pickup only', () => {
    expect(initialRentalState({ ...winter, setDeliveryOptionAsDefault: true })).toMatchObject({
      bookingType: BOOKING_TYPE.delivery,
      pickupDate: '12/01/2026',
    });
    expect(initialRentalState({ ...winter, setDeliveryOptionAsDefault: true, isPickUpOnly: true }).bookingType).toBe(BOOKING_TYPE.pickup);
  });

  it('leaves dates empty when the season is closed', () => {
    expect(initialRentalState({ ...winter, isSeasonOpen: false })).toMatchObject({ pickupDate: '', returnDate: '' });
  });
});

describe('validateRental', () => {
  it.each<[string, Partial<RentalState>, object]>([
    ['"pickup date required"', { pickupDate: '' }, { pickup: PICKUP_DATE_REQUIRED }],
    ['"return date required"', { returnDate: '12/3' }, { return: RETURN_DATE_REQUIRED }],
    [
      '"delivery time required when delivering"',
      { bookingType: BOOKING_TYPE.delivery, deliveryTime: '' },
      { deliveryTime: DELIVERY_TIME_REQUIRED },
    ],
    ['a return before the pickup', { returnDate: '12/09/2026' }, { return: RETURN_DATE_REQUIRED }],
    ['nothing wrong', {}, {}],
  ])('%s', (_name, over, errors) => {
    expect(validateRental(winterState({ pickupDate: '12/10/2026', returnDate: '12/10/2026', ...over }))).toEqual(errors);
  });
});

describe('isRentalSearchComplete', () => {
  const base = winterState({ pickupDate: '12/10/2026', returnDate: '12/12/2026' });
  it.each<[string, Partial<RentalState>, boolean]>([
    ['both dates exist (winter pickup)', {}, true],
    ['no return date', { returnDate: '' }, false],
    ['no pickup date', { pickupDate: '' }, false],
    ['delivery without a time', { bookingType: BOOKING_TYPE.delivery }, false],
    ['delivery with a time', { bookingType: BOOKING_TYPE.delivery, deliveryTime: '9:00 AM' }, true],
    ['summer with a bike rental duration', { rentalSeason: RENTAL_SEASON.summer, bikeRentalLength: BIKE_LENGTH.halfDayMorning }, true],
    ['summer without a known duration', { rentalSeason: RENTAL_SEASON.summer, bikeRentalLength: 7 as BikeLength }, false],
    ['winter without the pickup-after-3 answer', { pickupAfter3: undefined as unknown as boolean }, false],
  ])(
    '"Search criteria are complete only when both dates exist and, for delivery, a delivery time is chosen; summer also needs a bike rental duration, otherwise the pickup-after-3 flag is needed": %s',
    (_name, over, complete) => {
      expect(isRentalSearchComplete({ ...base, ...over })).toBe(complete);
    },
  );
});

describe('rentalsSearchUrl', () => {
  const params = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1]));
  it('"startdate, enddate, after3 (pickup, winter)"', () => {
    expect(
      params(rentalsSearchUrl('/rentals', winterState({ pickupDate: '12/10/2026', returnDate: '12/12/2026', pickupAfter3: true }))),
    ).toEqual({
      startdate: '12/10/2026',
      enddate: '12/12/2026',
      after3: 'true',
    });
  });

  it('"delivery=true and time (delivery, winter)"', () => {
    const s = winterState({
      bookingType: BOOKING_TYPE.delivery,
      pickupDate: '12/10/2026',
      returnDate: '12/11/2026',
      deliveryTime: '3:00 PM',
    });
    expect(params(rentalsSearchUrl('/rentals', s))).toEqual({
      startdate: '12/10/2026',
      enddate: '12/11/2026',
      delivery: 'true',
      time: '3:00 PM',
    });
  });

  it('"daytype (bike)"', () => {
    const s = { ...initialRentalState(summer), bikeRentalLength: BIKE_LENGTH.halfDayAfternoon };
    expect(params(rentalsSearchUrl('/rentals', s))).toEqual({ startdate: '06/01/2027', enddate: '06/01/2027', daytype: '2' });
  });
});

describe('rentalNights', () => {
  it.each<[string, Partial<RentalState>, number]>([
    [
      '"half-day bike rental counts as 0.5 nights"',
      { rentalSeason: RENTAL_SEASON.summer, bikeRentalLength: BIKE_LENGTH.halfDayMorning },
      0.5,
    ],
    ['a same-day full-day rental', {}, 0],
    ['three nights', { returnDate: '12/13/2026' }, 3],
    ['no return yet', { returnDate: '' }, 0],
  ])('%s', (_name, over, nights) => {
    expect(rentalNights(winterState({ pickupDate: '12/10/2026', returnDate: '12/10/2026', ...over }))).toBe(nights);
  });
});

describe('parseRentalsQuery', () => {
  const q = (s: RentalState) => Object.fromEntries(new URLSearchParams(rentalsSearchUrl('/r', s).split('?')[1]));

  it('reads what the widget builds, for each kind of search', () => {
    expect(parseRentalsQuery(q(winterState({ pickupDate: '12/10/2026', returnDate: '12/12/2026', pickupAfter3: true })))).toEqual({
      ok: true,
      value: {
        season: RENTAL_SEASON.winter,
        startDate: '2026-12-10',
        endDate: '2026-12-12',
        after3: true,
        delivery: false,
        deliveryTime: null,
        dayType: null,
        nights: 2,
      },
    });
    const delivery = winterState({
      bookingType: BOOKING_TYPE.delivery,
      pickupDate: '12/10/2026',
      returnDate: '12/10/2026',
      deliveryTime: '9:00 AM',
    });
    expect(parseRentalsQuery(q(delivery))).toMatchObject({ ok: true, value: { delivery: true, deliveryTime: '9:00 AM', nights: 0 } });
    const bike = { ...initialRentalState(summer), bikeRentalLength: BIKE_LENGTH.halfDayMorning };
    expect(parseRentalsQuery(q(bike))).toMatchObject({ ok: true, value: { season: RENTAL_SEASON.summer, dayType: 1, nights: 0.5 } });
  });

  it.each([
    [{ enddate: '12/12/2026' }, PICKUP_DATE_REQUIRED],
    [{ startdate: '12/10/2026' }, RETURN_DATE_REQUIRED],
    [{ startdate: '12/10/2026', enddate: '12/09/2026' }, RETURN_DATE_REQUIRED],
    [{ startdate: '12/10/2026', enddate: '12/10/2026', after3: 'true' }, RETURN_DATE_REQUIRED],
    [{ startdate: '12/10/2026', enddate: '12/10/2026', delivery: 'true' }, DELIVERY_TIME_REQUIRED],
    [{ startdate: '12/10/2026', enddate: '12/10/2026', delivery: 'true', time: '3:00 PM' }, RETURN_DATE_REQUIRED],
    [{ startdate: '06/10/2027', enddate: '06/11/2027', daytype: '1' }, RETURN_DATE_REQUIRED],
    [{ startdate: '06/10/2027', enddate: '06/10/2027', daytype: '5' }, 'Invalid bike rental length.'],
    [{ startdate: '06/10/2027', enddate: '06/10/2027', after3: 'maybe' }, 'Invalid rental options.'],
  ])('rejects %o', (query, message) => {
    expect(parseRentalsQuery(query)).toEqual({ ok: false, message });
  });
});
