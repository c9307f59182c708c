import * as singleton from '../index';
import * as dates from '../dates';
import * as rules from './index';
import * as spinner from './spinner';

// The rules and dates entries ('@resort/shared/rules', '@resort/shared/dates') between them.
const shared = { ...rules, ...dates };

describe('the rules and dates entries', () => {
  it.each([
    'resolveMinMax',
    'addDays',
    'compareDates',
    'clampSpinnerValue',
    'initialLodgingState',
    'lodgingCheckOutMin',
    'changeLodgingCheckIn',
    'changeLodgingCheckOut',
    'changeAdults',
    'changeChildCount',
    'changeChildAge',
    'lodgingPlusButtons',
    'validateLodging',
    'lodgingSearchUrl',
    'parseLodgingQuery',
    'initialRentalState',
    'rentalReducer',
    'activeCalendarGroup',
    'isDeliveryAfter3',
    'returnDateMin',
    'isBlackedOut',
    'validateRental',
    'isRentalSearchComplete',
    'rentalsSearchUrl',
    'rentalNights',
    'parseRentalsQuery',
    'validateLessons',
    'lessonsSearchUrl',
    'parseLessonsQuery',
    'validateLiftTicket',
    'liftTicketSearchUrl',
    'parseLiftTicketQuery',
    'validateActivities',
    'activitiesSearchUrl',
    'parseActivitiesQuery',
    'seasonPassLink',
    'seasonPassAnalytics',
    'checkAssigneeAge',
  ])('exports %s', (name) => {
    expect(typeof (shared as Record<string, unknown>)[name]).toBe('function');
  });

  it('has one spinner rule, whichever path it is reached by', () => {
    expect(shared.clampSpinnerValue).toBe(spinner.clampSpinnerValue);
  });

  it('exports the rentals constants and messages', () => {
    expect(singleton.RENTAL_SEASON).toEqual({ winter: 1, summer: 2 });
    expect(shared.LODGING_MESSAGES['error-invalid']).toBe('Please enter valid dates (MM/DD/YYYY).');
    expect(shared.INVALID_FIRST_DAY).toBe('Please enter a valid first day (MM/DD/YYYY).');
  });
});
