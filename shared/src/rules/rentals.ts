import {
  BIKE_LENGTH,
  BOOKING_TYPE,
  BikeLength,
  BookingType,
  HALF_DAY_NIGHTS,
  RENTAL_LINES_OF_BUSINESS,
  RENTAL_SEASON,
  RentalSeason,
  SAME_DAY_DELIVERY_CUTOFF,
} from '@resort/shared/core';
import { addDays, compareDates, daysBetween, isSameDate, isValidDate, normalizeDate } from '../dates/calendar-math';
import { finishedDate } from '../dates/entry';
import { isoPlusDays } from '../dates/iso-days';
import { isoFromInput } from '../dates/parse';
import { ParsedQuery, QueryInput, queryValue, withSearchParams } from './search-url';

export const PICKUP_DATE_REQUIRED = 'Enter valid date for PICK UP ON (MM/DD/YYYY)';
export const RETURN_DATE_REQUIRED = 'Enter valid date for RETURN ON (MM/DD/YYYY)';
export const DELIVERY_TIME_REQUIRED = 'Select Delivery Time';
export const INVALID_DELIVERY_TIME = 'Select a valid Delivery Time';

export interface CalendarGroup {
  /** MM/DD/YYYY; '' leaves that end of the window open. */
  startDate: string;
  endDate: string;
  blackoutDates: string[];
}

export interface RentalWidgetModel {
  season: RentalSeason;
  isSeasonOpen: boolean;
  isPickUpOnly: boolean;
  hasDeliveryDates: boolean;
  hasPickupDates: boolean;
  isOnlySingleDayRentals: boolean;
  /** '9:00 AM' */
  deliveryTimes: string[];
  setDeliveryOptionAsDefault: boolean;
  calendars: { fullDay: CalendarGroup; halfDayMorning: CalendarGroup; halfDayAfternoon: CalendarGroup; delivery: CalendarGroup };
}

export interface RentalErrors {
  pickup?: string;
  return?: string;
  deliveryTime?: string;
}

export interface RentalState {
  rentalSeason: RentalSeason;
  bookingType: BookingType;
  /** MM/DD/YYYY, '' when empty; text that is not yet a date is kept as typed. */
  pickupDate: string;
  returnDate: string;
  /** '' until a time is chosen. */
  deliveryTime: string;
  pickupAfter3: boolean;
  bikeRentalLength: BikeLength;
  errors: RentalErrors;
}

export type RentalAction =
  | { type: 'switchBookingType'; bookingType: BookingType }
  | { type: 'choosePickupDate'; date: string }
  | { type: 'chooseReturnDate'; date: string }
  | { type: 'chooseDeliveryTime'; time: string }
  | { type: 'togglePickupAfter3'; on: boolean }
  | { type: 'chooseBikeLength'; length: BikeLength }
  | { type: 'validate' };

export function rentalLineOfBusiness(season: RentalSeason): string {
  return season === RENTAL_SEASON.summer ? RENTAL_LINES_OF_BUSINESS.summer : RENTAL_LINES_OF_BUSINESS.winter;
}

/** Minutes after midnight of '3:00 PM', '3 PM' or '15:00'; null when unreadable. */
export function minutesOfDay(time: string): number | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$/.exec(time ?? '');
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] ? Number(match[2]) : 0;
  const meridiem = match[3]?.toUpperCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'PM' ? 12 : 0);
  } else if (hours > 23 || !match[2]) {
    return null;
  }
  return hours * 60 + minutes;
}

const CUTOFF_MINUTES = minutesOfDay(SAME_DAY_DELIVERY_CUTOFF)!;

/** "Delivery times at or after 3 PM count as 'after 3'" (spec section 5). */
export function isDeliveryAfter3(time: string): boolean {
  const minutes = minutesOfDay(time);
  return minutes !== null && minutes >= CUTOFF_MINUTES;
}

export function isHalfDay(length: BikeLength): boolean {
  return length !== BIKE_LENGTH.fullDay;
}

const isDelivery = (s: Pick<RentalState, 'bookingType'>) => s.bookingType === BOOKING_TYPE.delivery;

/** Half-day bike rentals live on the bike tab only; winter always rents by the full day. */
function isHalfDayRental(s: Pick<RentalState, 'rentalSeason' | 'bikeRentalLength'>): boolean {
  return s.rentalSeason === RENTAL_SEASON.summer && isHalfDay(s.bikeRentalLength);
}

/** Delivery swaps to the delivery dates; half-day bike lengths have their own (spec section 4). */
export function activeCalendarGroup(
  model: RentalWidgetModel,
  state: Pick<RentalState, 'bookingType' | 'rentalSeason' | 'bikeRentalLength'>,
): CalendarGroup {
  if (isDelivery(state)) return model.calendars.delivery;
  if (state.rentalSeason === RENTAL_SEASON.summer) {
    if (state.bikeRentalLength === BIKE_LENGTH.halfDayMorning) return model.calendars.halfDayMorning;
    if (state.bikeRentalLength === BIKE_LENGTH.halfDayAfternoon) return model.calendars.halfDayAfternoon;
  }
  return model.calendars.fullDay;
}

export function isBlackedOut(group: CalendarGroup, date: string): boolean {
  const day = isoFromInput(date);
  return day !== null && group.blackoutDates.some((blackout) => isoFromInput(blackout) === day);
}

export function isInWindow(group: CalendarGroup, date: string): boolean {
  if (!isValidDate(date)) return false;
  if (isValidDate(group.startDate) && compareDates(date, group.startDate) < 0) return false;
  if (isValidDate(group.endDate) && compareDates(date, group.endDate) > 0) return false;
  return true;
}

export function isSelectableDate(group: CalendarGroup, date: string): boolean {
  return isInWindow(group, date) && !isBlackedOut(group, date);
}

/** The window start, or the first later day that is not blacked out; '' when none is left. */
export function firstSelectableDate(group: CalendarGroup): string {
  const start = isoFromInput(group.startDate);
  if (!start) return '';
  const end = isoFromInput(group.endDate);
  const blackout = new Set(group.blackoutDates.map((d) => isoFromInput(d)));
  // A window is one season long; the bound only stops a fully blacked-out open-ended window.
  for (let day = start, i = 0; i < 400 && (!end || day <= end); day = isoPlusDays(day, 1), i += 1) {
    if (!blackout.has(day)) return normalizeDate(day);
  }
  return '';
}

/** True when the return has to fall on a later day than the pickup. */
export function needsNextDayReturn(s: RentalState): boolean {
  if (isHalfDayRental(s)) return false;
  return isDelivery(s) ? isDeliveryAfter3(s.deliveryTime) : s.pickupAfter3;
}

/**
 * Return date picker minimum (spec section 4): "next day if pickupAfter3 is on or delivery time is
 * 3:00 PM or later; otherwise the pickup date". '' without a pickup date.
 */
export function returnDateMin(state: RentalState): string {
  if (!isValidDate(state.pickupDate)) return '';
  return needsNextDayReturn(state) ? addDays(state.pickupDate, 1) : normalizeDate(state.pickupDate);
}

/** The checkbox 'pickup after 3PM' can only be ticked when the next day is still rentable. */
export function canPickupAfter3(model: RentalWidgetModel, state: RentalState): boolean {
  if (isDelivery(state) || isHalfDayRental(state)) return false;
  const group = activeCalendarGroup(model, state);
  return !(isValidDate(state.pickupDate) && isSameDate(state.pickupDate, group.endDate));
}

function defaultBookingType(model: RentalWidgetModel): BookingType {
  const deliveryPossible = model.hasDeliveryDates && !model.isPickUpOnly;
  if (deliveryPossible && (model.setDeliveryOptionAsDefault || !model.hasPickupDates)) return BOOKING_TYPE.delivery;
  return BOOKING_TYPE.pickup;
}

/** The earliest rentable day, returned the same day, by the default booking type. */
export function initialRentalState(model: RentalWidgetModel): RentalState {
  const base: RentalState = {
    rentalSeason: model.season,
    bookingType: defaultBookingType(model),
    pickupDate: '',
    returnDate: '',
    deliveryTime: '',
    pickupAfter3: false,
    bikeRentalLength: BIKE_LENGTH.fullDay,
    errors: {},
  };
  if (!model.isSeasonOpen) return base;
  const pickupDate = firstSelectableDate(activeCalendarGroup(model, base));
  return { ...base, pickupDate, returnDate: pickupDate };
}

/** The return that follows a pickup: same day, or the next day when the return must be later. */
function followingReturn(model: RentalWidgetModel, s: RentalState): string {
  if (!isValidDate(s.pickupDate)) return '';
  if (!needsNextDayReturn(s)) return normalizeDate(s.pickupDate);
  const next = addDays(s.pickupDate, 1);
  const group = activeCalendarGroup(model, s);
  return isValidDate(group.endDate) && compareDates(next, group.endDate) > 0 ? '' : next;
}

function withoutError(errors: RentalErrors, key: keyof RentalErrors): RentalErrors {
  const next = { ...errors };
  delete next[key];
  return next;
}

/** Keeps the pickup inside the active calendar: "resets to the window start if blacked out or out of range". */
function pickupInGroup(model: RentalWidgetModel, s: RentalState): string {
  const group = activeCalendarGroup(model, s);
  return isSelectableDate(group, s.pickupDate) ? normalizeDate(s.pickupDate) : firstSelectableDate(group);
}

function switchBookingType(model: RentalWidgetModel, s: RentalState, bookingType: BookingType): RentalState {
  if (bookingType === s.bookingType) return s;
  if (bookingType === BOOKING_TYPE.delivery && (model.isPickUpOnly || !model.hasDeliveryDates)) return s;
  const switched: RentalState = {
    ...s,
    bookingType,
    // The 3PM pickup option has no meaning for a delivery.
    pickupAfter3: bookingType === BOOKING_TYPE.delivery ? false : s.pickupAfter3,
  };
  const pickupDate = pickupInGroup(model, switched);
  const returnDate = isHalfDayRental(switched) ? pickupDate : '';
  return { ...switched, pickupDate, returnDate, errors: withoutError(s.errors, 'return') };
}

function choosePickupDate(model: RentalWidgetModel, s: RentalState, date: string): RentalState {
  const errors = withoutError(s.errors, 'pickup');
  // A half-day return mirrors the pickup, so it empties with it.
  const pickupDate = finishedDate(date);
  if (!pickupDate) return { ...s, pickupDate: date, returnDate: isHalfDayRental(s) ? '' : s.returnDate, errors };
  const group = activeCalendarGroup(model, s);
  const pickupAfter3 = isSameDate(pickupDate, group.endDate) ? false : s.pickupAfter3;
  const next: RentalState = { ...s, pickupDate, pickupAfter3, errors };
  const returnMissingOrEarlier = !isValidDate(s.returnDate) || compareDates(s.returnDate, returnDateMin(next)) < 0;
  if (returnMissingOrEarlier || model.isOnlySingleDayRentals || isHalfDayRental(next)) {
    return { ...next, returnDate: followingReturn(model, next) };
  }
  return next;
}

function chooseReturnDate(model: RentalWidgetModel, s: RentalState, date: string): RentalState {
  const errors = withoutError(s.errors, 'return');
  if (isHalfDayRental(s)) return { ...s, returnDate: isValidDate(s.pickupDate) ? normalizeDate(s.pickupDate) : '', errors };
  const returnDate = finishedDate(date);
  if (!returnDate) return { ...s, returnDate: date, errors };
  // A typed return before the minimum is refused rather than stored, so a return is never before the pickup.
  const min = returnDateMin(s);
  if (isValidDate(min) && compareDates(returnDate, min) < 0) return { ...s, returnDate: '', errors };
  if (model.isOnlySingleDayRentals && isValidDate(s.pickupDate)) return { ...s, returnDate: followingReturn(model, s), errors };
  return { ...s, returnDate, errors };
}

function chooseDeliveryTime(s: RentalState, time: string): RentalState {
  const next: RentalState = { ...s, deliveryTime: time, errors: withoutError(s.errors, 'deliveryTime') };
  if (isDelivery(next) && needsNextDayReturn(next) && isSameDate(next.pickupDate, next.returnDate)) {
    return { ...next, returnDate: '' };
  }
  return next;
}

function togglePickupAfter3(model: RentalWidgetModel, s: RentalState, on: boolean): RentalState {
  if (on && !canPickupAfter3(model, s)) return { ...s, pickupAfter3: false };
  const next = { ...s, pickupAfter3: on };
  if (on && isSameDate(s.pickupDate, s.returnDate)) return { ...next, returnDate: '' };
  return next;
}

function chooseBikeLength(model: RentalWidgetModel, s: RentalState, length: BikeLength): RentalState {
  if (length === s.bikeRentalLength) return s;
  const next: RentalState = { ...s, bikeRentalLength: length };
  if (!isHalfDayRental(next)) {
    const pickupDate = isValidDate(s.pickupDate) ? pickupInGroup(model, next) : s.pickupDate;
    if (pickupDate === s.pickupDate) return next;
    const moved = { ...next, pickupDate };
    return { ...moved, returnDate: followingReturn(model, moved) };
  }
  const halfDay: RentalState = { ...next, pickupAfter3: false };
  const pickupDate = isValidDate(s.pickupDate) ? pickupInGroup(model, halfDay) : s.pickupDate;
  const returnDate = isValidDate(pickupDate) ? pickupDate : '';
  return { ...halfDay, pickupDate, returnDate, errors: isValidDate(returnDate) ? withoutError(s.errors, 'return') : s.errors };
}

/** Every transition of the rentals widget (spec section 4). */
export function rentalReducer(model: RentalWidgetModel, state: RentalState, action: RentalAction): RentalState {
  switch (action.type) {
    case 'switchBookingType':
      return switchBookingType(model, state, action.bookingType);
    case 'choosePickupDate':
      return choosePickupDate(model, state, action.date);
    case 'chooseReturnDate':
      return chooseReturnDate(model, state, action.date);
    case 'chooseDeliveryTime':
      return chooseDeliveryTime(state, action.time);
    case 'togglePickupAfter3':
      return togglePickupAfter3(model, state, action.on);
    case 'chooseBikeLength':
      return chooseBikeLength(model, state, action.length);
    case 'validate':
      return { ...state, errors: validateRental(state) };
    default:
      return state;
  }
}

/**
 * Spec section 5: pickup date required, return date required, delivery time required when
 * delivering. A return before its minimum (same day after a 3 PM delivery) is not a valid return.
 */
export function validateRental(state: RentalState): RentalErrors {
  const errors: RentalErrors = {};
  if (!isValidDate(state.pickupDate)) errors.pickup = PICKUP_DATE_REQUIRED;
  const min = returnDateMin(state);
  if (!isValidDate(state.returnDate) || (isValidDate(min) && compareDates(state.returnDate, min) < 0)) {
    errors.return = RETURN_DATE_REQUIRED;
  }
  if (isDelivery(state) && !state.deliveryTime.trim()) errors.deliveryTime = DELIVERY_TIME_REQUIRED;
  return errors;
}

export function rentalErrorMessages(errors: RentalErrors): string[] {
  return [errors.pickup, errors.return, errors.deliveryTime].filter((m): m is string => Boolean(m));
}

/**
 * "Search criteria are complete only when both dates exist and, for delivery, a delivery time is
 * chosen; summer also needs a bike rental duration, otherwise the pickup-after-3 flag is needed"
 * (spec section 5). The flag is needed as an answer, true or false, not as a tick.
 */
export function isRentalSearchComplete(state: RentalState): boolean {
  if (!isValidDate(state.pickupDate) || !isValidDate(state.returnDate)) return false;
  if (isDelivery(state) && !state.deliveryTime.trim()) return false;
  if (state.rentalSeason === RENTAL_SEASON.summer) {
    return (Object.values(BIKE_LENGTH) as number[]).includes(state.bikeRentalLength);
  }
  return typeof state.pickupAfter3 === 'boolean';
}

/**
 * Spec section 2: startdate, enddate, after3 (pickup, winter), delivery=true and time (delivery,
 * winter), daytype (bike).
 */
export function rentalsSearchUrl(baseUrl: string, state: RentalState): string {
  const params: Record<string, string | number | boolean> = {
    startdate: normalizeDate(state.pickupDate) || state.pickupDate,
    enddate: normalizeDate(state.returnDate) || state.returnDate,
  };
  if (state.rentalSeason === RENTAL_SEASON.summer) {
    params.daytype = state.bikeRentalLength;
  } else if (isDelivery(state)) {
    params.delivery = true;
    params.time = state.deliveryTime;
  } else {
    params.after3 = state.pickupAfter3;
  }
  return withSearchParams(baseUrl, params);
}

/** Nights for the booking record: calendar nights, a half-day bike rental counting 0.5 (spec section 9). */
export function rentalNights(state: Pick<RentalState, 'pickupDate' | 'returnDate' | 'rentalSeason' | 'bikeRentalLength'>): number {
  if (isHalfDayRental(state)) return HALF_DAY_NIGHTS;
  const nights = daysBetween(state.pickupDate, state.returnDate);
  return Number.isFinite(nights) && nights > 0 ? nights : 0;
}

export interface RentalsQuery {
  season: RentalSeason;
  /** ISO yyyy-MM-dd */
  startDate: string;
  endDate: string;
  after3: boolean;
  delivery: boolean;
  deliveryTime: string | null;
  dayType: BikeLength | null;
  nights: number;
}

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, '': false };

/** Reads the rentals page query (rentalsSearchUrl's output) with the widget's own rules. */
export function parseRentalsQuery(q: QueryInput): ParsedQuery<RentalsQuery> {
  const start = isoFromInput(queryValue(q.startdate));
  if (!start) return { ok: false, message: PICKUP_DATE_REQUIRED };
  const end = isoFromInput(queryValue(q.enddate));
  if (!end) return { ok: false, message: RETURN_DATE_REQUIRED };

  const after3 = BOOLEAN_TEXT[queryValue(q.after3).trim().toLowerCase()];
  const delivery = BOOLEAN_TEXT[queryValue(q.delivery).trim().toLowerCase()];
  if (after3 === undefined || delivery === undefined) return { ok: false, message: 'Invalid rental options.' };

  const dayTypeText = queryValue(q.daytype).trim();
  let dayType: BikeLength | null = null;
  if (dayTypeText !== '') {
    const code = Number(dayTypeText);
    if (!(Object.values(BIKE_LENGTH) as number[]).includes(code) || !/^\d$/.test(dayTypeText)) {
      return { ok: false, message: 'Invalid bike rental length.' };
    }
    dayType = code as BikeLength;
  }

  const timeText = queryValue(q.time).trim();
  if (delivery && !timeText) return { ok: false, message: DELIVERY_TIME_REQUIRED };
  if (delivery && minutesOfDay(timeText) === null) return { ok: false, message: INVALID_DELIVERY_TIME };

  const state: RentalState = {
    rentalSeason: dayType === null ? RENTAL_SEASON.winter : RENTAL_SEASON.summer,
    bookingType: delivery ? BOOKING_TYPE.delivery : BOOKING_TYPE.pickup,
    pickupDate: normalizeDate(start),
    returnDate: normalizeDate(end),
    deliveryTime: delivery ? timeText : '',
    pickupAfter3: !delivery && after3,
    bikeRentalLength: dayType ?? BIKE_LENGTH.fullDay,
    errors: {},
  };
  const halfDay = isHalfDayRental(state);
  if (halfDay ? start !== end : compareDates(state.returnDate, returnDateMin(state)) < 0) {
    return { ok: false, message: RETURN_DATE_REQUIRED };
  }
  return {
    ok: true,
    value: {
      season: state.rentalSeason,
      startDate: start,
      endDate: end,
      after3: state.pickupAfter3,
      delivery,
      deliveryTime: state.deliveryTime || null,
      dayType,
      nights: rentalNights(state),
    },
  };
}
