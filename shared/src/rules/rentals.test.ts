import fc from 'fast-check';
import { BIKE_LENGTH, BOOKING_TYPE, BikeLength, RENTAL_SEASON } from '../constants';
import { addDays, compareDates, isValidDate } from '../dates/calendar-math';
import {
  DELIVERY_TIME_REQUIRED,
  PICKUP_DATE_REQUIRED,
  RETURN_DATE_REQUIRED,
  RentalAction,
  RentalState,
  RentalWidgetModel,
  activeCalendarGroup,
  canPickupAfter3,
  firstSelectableDate,
  initialRentalState,
  isBlackedOut,
  isDeliveryAfter3,
  isRentalSearchComplete,
  minutesOfDay,
  parseRentalsQuery,
  rentalErrorMessages,
  rentalLineOfBusiness,
  rentalNights,
  rentalReducer,
  rentalsSearchUrl,
  returnDateMin,
  validateRental,
} from './rentals';

const winter: RentalWidgetModel = {
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

const summer: RentalWidgetModel = {
  ...winter,
  season: RENTAL_SEASON.summer,
  calendars: {
    fullDay: { startDate: '06/01/2027', endDate: '09/30/2027', blackoutDates: ['07/04/2027'] },
    halfDayMorning: { startDate: '06/05/2027', endDate: '09/15/2027', blackoutDates: ['06/05/2027'] },
    halfDayAfternoon: { startDate: '06/01/2027', endDate: '09/15/2027', blackoutDates: [] },
    delivery: { startDate: '06/10/2027', endDate: '09/01/2027', blackoutDates: [] },
  },
};

const run = (model: RentalWidgetModel, actions: RentalAction[], from = initialRentalState(model)) =>
  actions.reduce((s, a) => rentalReducer(model, s, a), from);

const winterState = (over: Partial<RentalState> = {}): RentalState => ({ ...initialRentalState(winter), ...over });

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

describe('rentalReducer: spec section 4 transitions', () => {
  it('"Switching to delivery swaps the calendar group; the pickup date resets to the window start if blacked out or out of range, and the return date is cleared"', () => {
    const s = run(winter, [{ type: 'switchBookingType', bookingType: BOOKING_TYPE.delivery }]);
    expect(s).toMatchObject({ bookingType: BOOKING_TYPE.delivery, pickupDate: '12/01/2026', returnDate: '' });
  });

  it('switching to delivery keeps a pickup date that the delivery calendar allows, still clearing the return', () => {
    const s = run(winter, [
      { type: 'choosePickupDate', date: '12/10/2026' },
      { type: 'chooseReturnDate', date: '12/12/2026' },
      { type: 'switchBookingType', bookingType: BOOKING_TYPE.delivery },
    ]);
    expect(s).toMatchObject({ pickupDate: '12/10/2026', returnDate: '' });
  });

  it('switching to delivery moves a blacked-out pickup date to the window start', () => {
    const s = run(winter, [
      { type: 'choosePickupDate', date: '12/24/2026' },
      { type: 'switchBookingType', bookingType: BOOKING_TYPE.delivery },
    ]);
    expect(s.pickupDate).toBe('12/01/2026');
  });

  it('refuses delivery in a pickup-only shop', () => {
    const model = { ...winter, isPickUpOnly: true };
    const s = initialRentalState(model);
    expect(rentalReducer(model, s, { type: 'switchBookingType', bookingType: BOOKING_TYPE.delivery })).toBe(s);
  });

  it('"Choosing a pickup date clears its error"', () => {
    const invalid = run(winter, [{ type: 'choosePickupDate', date: '' }, { type: 'validate' }]);
    expect(invalid.errors.pickup).toBe(PICKUP_DATE_REQUIRED);
    expect(rentalReducer(winter, invalid, { type: 'choosePickupDate', date: '12/02/2026' }).errors.pickup).toBeUndefined();
  });

  it('"If it equals the window end, pickupAfter3 turns off"', () => {
    const s = run(winter, [
      { type: 'togglePickupAfter3', on: true },
      { type: 'choosePickupDate', date: '04/15/2027' },
    ]);
    expect(s.pickupAfter3).toBe(false);
    expect(s.returnDate).toBe('04/15/2027');
  });

  it('"If the return date is missing or earlier ... the return date becomes the pickup date"', () => {
    const s = run(winter, [
      { type: 'choosePickupDate', date: '12/10/2026' },
      { type: 'chooseReturnDate', date: '12/12/2026' },
      { type: 'choosePickupDate', date: '12/20/2026' },
    ]);
    expect(s.returnDate).toBe('12/20/2026');
  });

  it('keeps a later return date when a multi-day rental moves its pickup', () => {
    const s = run(winter, [
      { type: 'choosePickupDate', date: '12/10/2026' },
      { type: 'chooseReturnDate', date: '12/20/2026' },
      { type: 'choosePickupDate', date: '12/12/2026' },
    ]);
    expect(s.returnDate).toBe('12/20/2026');
  });

  it('"(the next day when pickupAfter3 is on)"', () => {
    const s = run(winter, [
      { type: 'choosePickupDate', date: '12/10/2026' },
      { type: 'togglePickupAfter3', on: true },
      { type: 'choosePickupDate', date: '12/11/2026' },
    ]);
    expect(s).toMatchObject({ pickupAfter3: true, returnDate: '12/12/2026' });
  });

  it('"or only single-day rentals apply": the return follows the pickup', () => {
    const model = { ...winter, isOnlySingleDayRentals: true };
    const s = run(model, [
      { type: 'choosePickupDate', date: '12/10/2026' },
      { type: 'chooseReturnDate', date: '12/14/2026' },
    ]);
    expect(s.returnDate).toBe('12/10/2026');
    expect(rentalReducer(model, { ...s, returnDate: '12/13/2026' }, { type: 'choosePickupDate', date: '12/11/2026' }).returnDate).toBe(
      '12/11/2026',
    );
  });

  it('"For delivery, a delivery time at or after 3:00 PM on the same day clears the return date"', () => {
    const s = run(winter, [
      { type: 'switchBookingType', bookingType: BOOKING_TYPE.delivery },
      { type: 'choosePickupDate', date: '12/10/2026' },
    ]);
    expect(s.returnDate).toBe('12/10/2026');
    expect(rentalReducer(winter, s, { type: 'chooseDeliveryTime', time: '3:00 PM' }).returnDate).toBe('');
    expect(rentalReducer(winter, s, { type: 'chooseDeliveryTime', time: '12:00 PM' }).returnDate).toBe('12/10/2026');
  });

  it('"the return must be a later day" after a 3 PM delivery', () => {
    const s = run(winter, [
      { type: 'switchBookingType', bookingType: BOOKING_TYPE.delivery },
      { type: 'chooseDeliveryTime', time: '5:30 PM' },
      { type: 'choosePickupDate', date: '12/10/2026' },
    ]);
    expect(s.returnDate).toBe('12/11/2026');
    expect(rentalReducer(winter, s, { type: 'chooseReturnDate', date: '12/10/2026' }).returnDate).toBe('');
    expect(validateRental({ ...s, returnDate: '12/10/2026' }).return).toBe(RETURN_DATE_REQUIRED);
  });

  it('"Turning on pickupAfter3 with equal pickup and return dates clears the return date"', () => {
    const s = run(winter, [
      { type: 'choosePickupDate', date: '12/10/2026' },
      { type: 'togglePickupAfter3', on: true },
    ]);
    expect(s).toMatchObject({ pickupAfter3: true, returnDate: '' });
    const multi = run(winter, [
      { type: 'choosePickupDate', date: '12/10/2026' },
      { type: 'chooseReturnDate', date: '12/12/2026' },
      { type: 'togglePickupAfter3', on: true },
    ]);
    expect(multi.returnDate).toBe('12/12/2026');
  });

  it('cannot tick pickup after 3PM on the last day of the window', () => {
    const s = run(winter, [{ type: 'choosePickupDate', date: '04/15/2027' }]);
    expect(canPickupAfter3(winter, s)).toBe(false);
    expect(rentalReducer(winter, s, { type: 'togglePickupAfter3', on: true }).pickupAfter3).toBe(false);
  });

  it('"A half-day bike length forces return date equal to pickup date and switches the calendar group"', () => {
    const s = run(summer, [
      { type: 'choosePickupDate', date: '06/10/2027' },
      { type: 'chooseReturnDate', date: '06/12/2027' },
      { type: 'chooseBikeLength', length: BIKE_LENGTH.halfDayMorning },
    ]);
    expect(s).toMatchObject({ bikeRentalLength: BIKE_LENGTH.halfDayMorning, pickupDate: '06/10/2027', returnDate: '06/10/2027' });
    expect(activeCalendarGroup(summer, s)).toBe(summer.calendars.halfDayMorning);
  });

  it('a half-day length moves a pickup the half-day calendar does not have', () => {
    const s = run(summer, [
      { type: 'choosePickupDate', date: '09/20/2027' },
      { type: 'chooseBikeLength', length: BIKE_LENGTH.halfDayAfternoon },
    ]);
    expect(s).toMatchObject({ pickupDate: '06/01/2027', returnDate: '06/01/2027' });
  });

  it('"or bike length is not full day": a new pickup brings the return along', () => {
    const s = run(summer, [
      { type: 'chooseBikeLength', length: BIKE_LENGTH.halfDayAfternoon },
      { type: 'choosePickupDate', date: '07/02/2027' },
    ]);
    expect(s.returnDate).toBe('07/02/2027');
    expect(rentalReducer(summer, s, { type: 'chooseReturnDate', date: '07/05/2027' }).returnDate).toBe('07/02/2027');
  });

  it.each<[string, Partial<RentalState>, string]>([
    ['the pickup date', {}, '12/10/2026'],
    ['next day if pickupAfter3 is on', { pickupAfter3: true }, '12/11/2026'],
    ['next day if delivery time is 3:00 PM or later', { bookingType: BOOKING_TYPE.delivery, deliveryTime: '3:00 PM' }, '12/11/2026'],
    ['the pickup date for an earlier delivery', { bookingType: BOOKING_TYPE.delivery, deliveryTime: '9:00 AM' }, '12/10/2026'],
  ])('"Return date picker minimum": %s', (_name, over, min) => {
    expect(returnDateMin(winterState({ pickupDate: '12/10/2026', ...over }))).toBe(min);
  });

  it('has no return minimum without a pickup date', () => {
    expect(returnDateMin(winterState({ pickupDate: '' }))).toBe('');
  });

  it('validate sets the section 5 messages', () => {
    const s = run(winter, [
      { type: 'switchBookingType', bookingType: BOOKING_TYPE.delivery },
      { type: 'choosePickupDate', date: '' },
      { type: 'validate' },
    ]);
    expect(s.errors).toEqual({ pickup: PICKUP_DATE_REQUIRED, return: RETURN_DATE_REQUIRED, deliveryTime: DELIVERY_TIME_REQUIRED });
    expect(rentalErrorMessages(s.errors)).toEqual([PICKUP_DATE_REQUIRED, RETURN_DATE_REQUIRED, DELIVERY_TIME_REQUIRED]);
    expect(rentalReducer(winter, s, { type: 'chooseDeliveryTime', time: '9:00 AM' }).errors.deliveryTime).toBeUndefined();
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

describe('rentals properties', () => {
  const dateInWindow = (model: RentalWidgetModel) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: -5, max: 150 }).map((n) => addDays(model.calendars.fullDay.startDate, n)) },
      { weight: 1, arbitrary: fc.constantFrom('', '12/1', 'not a date') },
    );
  const actionArb = (model: RentalWidgetModel): fc.Arbitrary<RentalAction> =>
    fc.oneof(
      fc
        .constantFrom(BOOKING_TYPE.pickup, BOOKING_TYPE.delivery)
        .map((bookingType) => ({ type: 'switchBookingType' as const, bookingType })),
      dateInWindow(model).map((date) => ({ type: 'choosePickupDate' as const, date })),
      dateInWindow(model).map((date) => ({ type: 'chooseReturnDate' as const, date })),
      fc.constantFrom('', ...model.deliveryTimes).map((time) => ({ type: 'chooseDeliveryTime' as const, time })),
      fc.boolean().map((on) => ({ type: 'togglePickupAfter3' as const, on })),
      fc.constantFrom<BikeLength>(0, 1, 2).map((length) => ({ type: 'chooseBikeLength' as const, length })),
      fc.constant({ type: 'validate' as const }),
    );
  const modelArb = fc
    .record({
      base: fc.constantFrom(winter, summer),
      isOnlySingleDayRentals: fc.boolean(),
      isPickUpOnly: fc.boolean(),
    })
    .map(({ base, ...flags }) => ({ ...base, ...flags }));

  it('property: a return date is never before pickup', () => {
    fc.assert(
      fc.property(
        modelArb.chain((model) => fc.tuple(fc.constant(model), fc.array(actionArb(model), { maxLength: 30 }))),
        ([model, actions]) => {
          let s = initialRentalState(model);
          for (const action of actions) {
            s = rentalReducer(model, s, action);
            if (isValidDate(s.pickupDate) && isValidDate(s.returnDate))
              expect(compareDates(s.returnDate, s.pickupDate)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property: a half-day bike rental always returns the same day', () => {
    fc.assert(
      fc.property(fc.array(actionArb(summer), { maxLength: 30 }), (actions) => {
        let s = initialRentalState(summer);
        for (const action of actions) {
          s = rentalReducer(summer, s, action);
          if (s.bikeRentalLength !== BIKE_LENGTH.fullDay && s.returnDate) {
            expect(s.returnDate).toBe(s.pickupDate);
            expect(rentalNights(s)).toBe(0.5);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('property: a 3 PM pickup or delivery never returns the same day', () => {
    fc.assert(
      fc.property(fc.array(actionArb(winter), { maxLength: 30 }), (actions) => {
        let s = initialRentalState(winter);
        for (const action of actions) {
          s = rentalReducer(winter, s, action);
          const after3 = s.bookingType === BOOKING_TYPE.delivery ? isDeliveryAfter3(s.deliveryTime) : s.pickupAfter3;
          if (after3 && isValidDate(s.pickupDate) && isValidDate(s.returnDate)) expect(compareDates(s.returnDate, s.pickupDate)).toBe(1);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

// The range rules of spec sections 4 and 5 act on finished dates only: text still being typed is
// kept as typed and moves nothing, so '12/28/20' never becomes the year 2020 under the cursor.
const PARTIAL = ['1', '12/2', '12/28/20', '12/28/202', '1228'];

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
