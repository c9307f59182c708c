import { BOOKING_TYPE, RENTAL_SEASON, formatDate, parseDate, type QueryInput, type RentalSeason } from '@resort/shared';
import type { Db } from '@resort/shared/server';
import type { RentalLocation, RentalProductResult, RentalSearchResult } from '../src/features/rentals-results/api/search-products';
import type { LocationPricingStats } from '../src/features/rentals-results/api/get-locations-pricing-stats';
import { availabilityKey, availableUnits } from './availability';
import type { LocationRow } from './catalog-data';
import { loadWidget, periodPrice, resolveRental, type ResolvedRental } from './rental-search';
import { findResort } from './resorts';

/** Body of the search routes: the rentals page query plus the resort. */
export interface SearchBody {
  resort: string;
  startdate: string;
  enddate: string;
  after3?: string | boolean;
  delivery?: string | boolean;
  time?: string;
  daytype?: string | number;
}

function queryOf(body: SearchBody): QueryInput {
  const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  return {
    startdate: body.startdate,
    enddate: body.enddate,
    after3: text(body.after3),
    delivery: text(body.delivery),
    time: text(body.time),
    daytype: text(body.daytype),
  };
}

const locationView = (l: LocationRow): RentalLocation => ({ id: l.id, name: l.name, address: l.address, supportsDelivery: l.supportsDelivery });

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

export async function searchProducts(db: Db, body: SearchBody): Promise<RentalSearchResult> {
  const rental = await resolveRental(db, body.resort, queryOf(body));
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

export async function locationsPricingStats(db: Db, body: SearchBody): Promise<LocationPricingStats[]> {
  const rental = await resolveRental(db, body.resort, queryOf(body));
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

export interface LocationsBody {
  resort: string;
  season?: RentalSeason;
  delivery?: boolean;
}

export async function searchLocations(db: Db, body: LocationsBody): Promise<RentalLocation[]> {
  const resort = findResort(body.resort);
  const { catalog } = await loadWidget(db, resort, body.season ?? RENTAL_SEASON.winter);
  return catalog.locations.filter((l) => !body.delivery || l.supportsDelivery).map(locationView);
}

export async function widgetModel(db: Db, resortId: string, season: RentalSeason) {
  return (await loadWidget(db, findResort(resortId), season)).model;
}

/** MM/DD/YYYY for display fields; the API itself speaks ISO. */
export const displayDate = (iso: string) => formatDate(parseDate(iso)!);
