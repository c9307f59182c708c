import fc from 'fast-check';
import { BIKE_LENGTH, BOOKING_TYPE, BikeLength } from '../constants';
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
  initialRentalState,
  isDeliveryAfter3,
  rentalErrorMessages,
  rentalNights,
  rentalReducer,
  returnDateMin,
  validateRental,
} from './rentals';
import { summer, winter, winterState } from './test-fixtures/rental-models';

// How the rental widget's state moves (spec section 4): each choice, the properties that hold
// whatever is chosen in whatever order, and dates while they are typed.

const run = (model: RentalWidgetModel, actions: RentalAction[], from = initialRentalState(model)) =>
  actions.reduce((s, a) => rentalReducer(model, s, a), from);

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
