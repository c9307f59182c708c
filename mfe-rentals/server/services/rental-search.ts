import { DateTime } from 'luxon';
import { BIKE_LENGTH, BOOKING_TYPE, RENTAL_SEASON } from '@resort/shared/core';
import {
  INVALID_DELIVERY_TIME,
  PICKUP_DATE_REQUIRED,
  RETURN_DATE_REQUIRED,
  activeCalendarGroup,
  isSelectableDate,
  needsNextDayReturn,
  parseRentalsQuery,
  type QueryInput,
  type RentalState,
  type RentalsQuery,
} from '@resort/shared/rules';
import { daysBetween, normalizeDate, resortToday } from '@resort/shared/dates';
import { badRequest, type Db, type DemoResort } from '@resort/shared/server';
import { MAX_RENTAL_DAYS, type RentalWidgetResponse } from '../../contract';
import { loadSeasonCatalog, type SeasonCatalog } from './catalog-data';
import { findResort } from './resorts';
import { buildWidgetModel } from './widget-model';

export const DELIVERY_NOT_AVAILABLE = 'Delivery is not available for these dates.';

/** A rentals query checked against the resort's calendars, with what pricing and stock need. */
export interface ResolvedRental {
  resort: DemoResort;
  query: RentalsQuery;
  state: RentalState;
  model: RentalWidgetResponse;
  catalog: SeasonCatalog;
  /** Days charged (a half-day bike rental is one half-day price). */
  rentalDays: number;
  halfDay: boolean;
  /** Every day the units are out, pickup to return, ISO. */
  stockDays: string[];
  duration: string;
}

function stateOf(query: RentalsQuery): RentalState {
  return {
    rentalSeason: query.season,
    bookingType: query.delivery ? BOOKING_TYPE.delivery : BOOKING_TYPE.pickup,
    pickupDate: normalizeDate(query.startDate),
    returnDate: normalizeDate(query.endDate),
    deliveryTime: query.deliveryTime ?? '',
    pickupAfter3: query.after3,
    bikeRentalLength: query.dayType ?? BIKE_LENGTH.fullDay,
    errors: {},
  };
}

function durationText(halfDay: boolean, length: number, days: number): string {
  if (halfDay) return length === BIKE_LENGTH.halfDayMorning ? 'Half Day Morning' : 'Half Day Afternoon';
  return days === 1 ? '1 Day' : `${days} Days`;
}

/** Loads one resort's season and its widget model as of the resort's today. */
export async function loadWidget(db: Db, resort: DemoResort, season: RentalsQuery['season']) {
  const catalog = await loadSeasonCatalog(db, resort.id, season);
  return { catalog, model: buildWidgetModel(season, catalog, resortToday(resort.timeZone)) };
}

/**
 * Reads a rentals query with the widget's own rules, then holds it to what the resort offers:
 * dates inside the active calendar and not blacked out, a delivery time the resort offers, and a
 * single day where the resort only rents by the day. Every failure is a 400 with the widget's text.
 */
export async function resolveRental({
  db,
  resortId,
  query: input,
}: {
  db: Db;
  resortId: string;
  query: QueryInput;
}): Promise<ResolvedRental> {
  const resort = findResort(resortId);
  const parsed = parseRentalsQuery(input);
  if (!parsed.ok) throw badRequest(parsed.message);
  const query = parsed.value;
  // Bounded before anything counts the days; the calendar below is the real limit.
  if (query.nights >= MAX_RENTAL_DAYS) throw badRequest(RETURN_DATE_REQUIRED);
  const state = stateOf(query);
  const { catalog, model } = await loadWidget(db, resort, query.season);

  if (query.delivery && (model.isPickUpOnly || !model.hasDeliveryDates)) throw badRequest(DELIVERY_NOT_AVAILABLE);
  if (query.delivery && !model.deliveryTimes.includes(state.deliveryTime)) throw badRequest(INVALID_DELIVERY_TIME);
  const group = activeCalendarGroup(model, state);
  if (!isSelectableDate(group, state.pickupDate)) throw badRequest(PICKUP_DATE_REQUIRED);
  if (!isSelectableDate(group, state.returnDate)) throw badRequest(RETURN_DATE_REQUIRED);

  const nights = daysBetween(state.pickupDate, state.returnDate);
  const nextDay = needsNextDayReturn(state);
  if (model.isOnlySingleDayRentals && nights > (nextDay ? 1 : 0)) throw badRequest(RETURN_DATE_REQUIRED);

  const halfDay = query.season === RENTAL_SEASON.summer && state.bikeRentalLength !== BIKE_LENGTH.fullDay;
  // An after-3 pickup (or a delivery at 3 PM or later) is the evening before the first day out,
  // so that evening is not charged; otherwise pickup and return days both count.
  const rentalDays = halfDay ? 1 : nights + (nextDay ? 0 : 1);
  const first = DateTime.fromISO(query.startDate);
  const stockDays = Array.from({ length: nights + 1 }, (_, i) => first.plus({ days: i }).toISODate()!);
  return {
    resort,
    query,
    state,
    model,
    catalog,
    rentalDays,
    halfDay,
    stockDays,
    duration: durationText(halfDay, state.bikeRentalLength, rentalDays),
  };
}

/** Price of one unit for the whole rental, minor units. */
export function periodPrice(
  product: { pricePerDay: number; halfDayPrice: number | null },
  rental: Pick<ResolvedRental, 'halfDay' | 'rentalDays'>,
): number {
  if (rental.halfDay) return product.halfDayPrice ?? Math.round(product.pricePerDay / 2);
  return product.pricePerDay * rental.rentalDays;
}
