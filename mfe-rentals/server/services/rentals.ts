import { BOOKING_TYPE, RENTAL_SEASON, type RentalSeason } from '@resort/shared/core';
import { formatDate, parseDate } from '@resort/shared/dates';
import type { Db } from '@resort/shared/server';
import {
  rentalsQueryOf,
  type LocationPricingStats,
  type LocationSearchRequest,
  type RentalLocation,
  type RentalProductResult,
  type RentalSearchRequest,
  type RentalSearchResult,
  type RentalWidgetResponse,
} from '../../contract';
import { availabilityKey, availableUnits } from './inventory';
import type { LocationRow } from './catalog-data';
import { loadWidget, periodPrice, resolveRental, type ResolvedRental } from './rental-search';
import { findResort } from './resorts';

/*
 * The rentals calls of spec section 7 (search products, locations pricing stats, search
 * locations) and the widget's view model, on plain inputs. Refusals are HttpErrors in the
 * widget's words (rental-search.ts, resorts.ts); the routes own everything about the request.
 */

const locationView = (l: LocationRow): RentalLocation => ({
  id: l.id,
  name: l.name,
  address: l.address,
  supportsDelivery: l.supportsDelivery,
});

/** Shops that can serve the rental: a delivery comes from a shop that delivers. */
function servingLocations(rental: ResolvedRental): LocationRow[] {
  const delivery = rental.state.bookingType === BOOKING_TYPE.delivery;
  return rental.catalog.locations.filter((l) => !delivery || l.supportsDelivery);
}

async function priceAndStock(db: Db, rental: ResolvedRental): Promise<{ locations: LocationRow[]; products: RentalProductResult[] }> {
  const locations = servingLocations(rental);
  const stock = await availableUnits(
    db,
    { locationIds: locations.map((l) => l.id), productIds: rental.catalog.products.map((p) => p.id) },
    rental.query.startDate,
    rental.query.endDate,
    rental.stockDays.length,
  );
  const products = rental.catalog.products
    .filter((p) => !rental.halfDay || p.halfDayPrice !== null)
    .map((p) => {
      const availability = locations.map((l) => {
        const units = stock.get(availabilityKey({ locationId: l.id, productId: p.id })) ?? 0;
        return { locationId: l.id, units, soldOut: units <= 0 };
      });
      return {
        id: p.id,
        category: p.category,
        tier: p.tier,
        name: p.name,
        description: p.description,
        pricePerDay: p.pricePerDay,
        price: periodPrice(p, rental),
        currency: p.currency,
        soldOut: availability.every((a) => a.soldOut),
        availability,
      };
    });
  return { locations, products };
}

export async function searchProducts({ db, request }: { db: Db; request: RentalSearchRequest }): Promise<RentalSearchResult> {
  const rental = await resolveRental({ db, resortId: request.resort, query: rentalsQueryOf(request) });
  const { locations, products } = await priceAndStock(db, rental);
  return {
    resort: { id: rental.resort.id, name: rental.resort.name, currency: rental.resort.currency },
    season: rental.query.season,
    bookingType: rental.state.bookingType,
    pickupDate: rental.query.startDate,
    returnDate: rental.query.endDate,
    deliveryTime: rental.query.deliveryTime,
    pickupAfter3: rental.query.after3,
    bikeRentalLength: rental.state.bikeRentalLength,
    rentalDays: rental.rentalDays,
    nights: rental.query.nights,
    duration: rental.duration,
    locations: locations.map(locationView),
    products,
  };
}

export async function locationsPricingStats({ db, request }: { db: Db; request: RentalSearchRequest }): Promise<LocationPricingStats[]> {
  const rental = await resolveRental({ db, resortId: request.resort, query: rentalsQueryOf(request) });
  const { locations, products } = await priceAndStock(db, rental);
  return locations.map((l) => {
    const free = products.filter((p) => p.availability.some((a) => a.locationId === l.id && !a.soldOut));
    return {
      locationId: l.id,
      name: l.name,
      minPrice: free.length ? Math.min(...free.map((p) => p.price)) : null,
      currency: rental.resort.currency,
      availableProducts: free.length,
    };
  });
}

export async function searchLocations({ db, request }: { db: Db; request: LocationSearchRequest }): Promise<RentalLocation[]> {
  const resort = findResort(request.resort);
  const { catalog } = await loadWidget(db, resort, request.season ?? RENTAL_SEASON.winter);
  return catalog.locations.filter((l) => !request.delivery || l.supportsDelivery).map(locationView);
}

export async function widgetModel({
  db,
  resortId,
  season,
}: {
  db: Db;
  resortId: string;
  season: RentalSeason;
}): Promise<RentalWidgetResponse> {
  return (await loadWidget(db, findResort(resortId), season)).model;
}

/** MM/DD/YYYY for display fields; the API itself speaks ISO. */
export const displayDate = (iso: string) => formatDate(parseDate(iso)!);
