import { DateTime } from 'luxon';
import { lineTax } from '@resort/shared/core';
import { todayIsoIn, toIsoDate } from '@resort/shared/dates';
import { DEMO_RESORTS, derivedFrom, notFound, SOLD_OUT, type Db } from '@resort/shared/server';
import {
  CALENDAR_NIGHTS,
  PROPERTY_NOT_FOUND,
  type PropertyCalendar,
  type RESULT_SORTS,
  type PropertyDetails,
  type PropertyResult,
  type LodgingResultsRequest,
  type PropertySummary,
  type ResultsResponse,
  type RoomResult,
  type TaxOrFee,
} from '../../contract';
import type { properties } from '../schema';
import { byRoomNight, freeRooms, ledger, nightlyRatesFor, ratesOf } from './availability';
import { lodgingCatalog, type LodgingCatalog } from './catalog-reads';
import { stayFromSearch, type Stay } from './stays';

const resortById = (id: string) => DEMO_RESORTS.find((r) => r.id === id);

/** Each resort's taxes and fees as a result lists them. */
function taxesOf(catalog: LodgingCatalog, resortId: string): TaxOrFee[] {
  return (catalog.taxesByResort.get(resortId) ?? []).map((row) => ({ name: row.name, rateBp: row.rateBp }));
}

/**
 * Rounding rule for a stay's taxes and fees: each tax or fee of the resort is its rate applied to
 * the rooms' price for the whole stay (all nights, all rooms of the line), rounded half up to the
 * minor unit once per fee per stay (`lineTax`), never per night. The cart charges these amounts as
 * quoted and shows them as LodgingTaxesAndFees.
 */
export async function stayTaxesAndFees({ db, resortId, amount }: { db: Db; resortId: string; amount: number }) {
  const rows = (await lodgingCatalog(db)).taxesByResort.get(resortId) ?? [];
  return rows.map((row) => ({ name: row.name, amount: lineTax(amount, row.rateBp) }));
}

function summarise(property: typeof properties.$inferSelect, currency: string, taxes: TaxOrFee[]): PropertySummary {
  return {
    id: property.id,
    resortId: property.resortId,
    resortName: resortById(property.resortId)?.name ?? property.resortId,
    name: property.name,
    description: property.description,
    image: property.image,
    amenities: property.amenities,
    currency,
    taxesAndFees: taxes,
  };
}

/**
 * Properties with the rooms that are priced for every night of the stay; a room with no room left
 * on some night is listed as 'Sold Out'. Stays that start before the resort's today are not offered.
 */
export interface ResultFilters {
  amenities?: string[];
  maxPrice?: number;
  sort?: (typeof RESULT_SORTS)[number];
}

export async function searchResults({
  db,
  stay,
  resortId,
  propertyId,
  filters = {},
}: {
  db: Db;
  stay: Stay;
  resortId?: string;
  propertyId?: string;
  filters?: ResultFilters;
}): Promise<ResultsResponse> {
  // Properties, rooms, rates and taxes are catalog, read once per process; availability is the one query.
  const catalog = await lodgingCatalog(db);
  const propertyRows = catalog.properties.filter((p) => (!resortId || p.resortId === resortId) && (!propertyId || p.id === propertyId));
  const bookable = propertyRows.filter((p) => {
    const resort = resortById(p.resortId);
    return resort && stay.arrival >= todayIsoIn(resort.timeZone);
  });
  const roomIds = bookable.flatMap((p) => (catalog.roomsByProperty.get(p.id) ?? []).map((r) => r.id));
  const read = await freeRooms({ db, roomIds, stay });
  const build = (): ResultsResponse => {
    const rates = ratesOf(catalog, roomIds, stay.arrival, stay.departure);
    const availability = byRoomNight(read);
    const results: PropertyResult[] = [];
    for (const property of bookable) {
      const roomResults: RoomResult[] = [];
      for (const room of catalog.roomsByProperty.get(property.id) ?? []) {
        const roomRates = rates.get(room.id);
        if (!roomRates || roomRates.size !== stay.nights) continue;
        const nights = [...(availability.get(room.id)?.values() ?? [])];
        const roomsLeft = nights.length === stay.nights ? Math.max(0, Math.min(...nights.map((n) => n.available))) : 0;
        roomResults.push({
          id: room.id,
          name: room.name,
          sleeps: room.sleeps,
          currency: room.currency,
          soldOut: roomsLeft === 0,
          label: roomsLeft === 0 ? SOLD_OUT : null,
          roomsLeft,
          nightlyRates: [...roomRates.entries()].map(([night, rate]) => ({ night, rate })),
          totalPrice: [...roomRates.values()].reduce((sum, rate) => sum + rate, 0),
          fitsParty: room.sleeps >= stay.adults + stay.children,
        });
      }
      if (roomResults.length === 0) continue;
      const open = roomResults.filter((r) => !r.soldOut && r.fitsParty).map((r) => r.totalPrice);
      results.push({
        ...summarise(property, roomResults[0].currency, taxesOf(catalog, property.resortId)),
        rooms: roomResults,
        fromPrice: open.length ? Math.min(...open) : null,
      });
    }
    const wanted = (filters.amenities ?? []).map((a) => a.toLowerCase());
    const kept = results.filter(
      (p) =>
        wanted.every((a) => p.amenities.some((x) => x.toLowerCase() === a)) &&
        (filters.maxPrice === undefined || (p.fromPrice !== null && p.fromPrice <= filters.maxPrice)),
    );
    // By price: the lowest price for the party first, properties with no room for it last.
    if (filters.sort === 'price') kept.sort((a, b) => (a.fromPrice ?? Number.MAX_SAFE_INTEGER) - (b.fromPrice ?? Number.MAX_SAFE_INTEGER));
    if (filters.sort === 'name') kept.sort((a, b) => a.name.localeCompare(b.name));
    return {
      arrival: stay.arrival,
      departure: stay.departure,
      nights: stay.nights,
      adults: stay.adults,
      children: stay.children,
      childAges: stay.childAges,
      count: kept.length,
      properties: kept,
    };
  };
  // The same search while the same free places are current shares one answer (and its JSON), found
  // before any room is priced. The resorts' todays (which properties are bookable) are part of the
  // question, so the hour is too.
  if (roomIds.length === 0) return build();
  const key = JSON.stringify([stay, resortId ?? null, propertyId ?? null, filters, new Date().toISOString().slice(0, 13)]);
  return derivedFrom(read, key, build);
}

/** The results call's answer to a search as the contract reads it: the page's and its first paint's. */
export const lodgingResults = (db: Db, { resort, amenities, maxPrice, sort, ...search }: LodgingResultsRequest) =>
  searchResults({ db, stay: stayFromSearch(search), resortId: resort, filters: { amenities, maxPrice, sort } });

/** One property's rooms and prices for a stay; 404 for a property that does not exist. */
export async function propertyAvailability({ db, stay, propertyId }: { db: Db; stay: Stay; propertyId: string }): Promise<ResultsResponse> {
  if (!(await lodgingCatalog(db)).propertyById.has(propertyId)) throw notFound(PROPERTY_NOT_FOUND);
  return searchResults({ db, stay, propertyId });
}

/** What a property offers: its rooms at their base rate, its taxes and fees; 404 when unknown. */
export async function propertyDetails({ db, propertyId }: { db: Db; propertyId: string }): Promise<PropertyDetails> {
  const catalog = await lodgingCatalog(db);
  const property = catalog.propertyById.get(propertyId);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  const roomRows = catalog.roomsByProperty.get(propertyId) ?? [];
  const currency = roomRows[0]?.currency ?? resortById(property.resortId)?.currency ?? 'USD';
  return {
    ...summarise(property, currency, taxesOf(catalog, property.resortId)),
    rooms: roomRows.map((r) => ({ id: r.id, name: r.name, sleeps: r.sleeps, baseRate: r.baseRate, currency: r.currency })),
  };
}

/**
 * A property's nights from `from`, each with the lowest rate among its room types that sleep the
 * party and have a room free that night (live holds count, as for a stay); null is Sold Out, and so
 * is a night before the resort's today or without a rate.
 */
export async function propertyCalendar({
  db,
  propertyId,
  from,
  party,
}: {
  db: Db;
  propertyId: string;
  from: string;
  party: number;
}): Promise<PropertyCalendar> {
  const catalog = await lodgingCatalog(db);
  const property = catalog.propertyById.get(propertyId);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  const resort = resortById(property.resortId);
  const fitting = (catalog.roomsByProperty.get(propertyId) ?? []).filter((r) => r.sleeps >= party);
  const start = DateTime.fromISO(from, { zone: 'UTC' });
  const nights = Array.from({ length: CALENDAR_NIGHTS }, (_, i) => toIsoDate(start.plus({ days: i })));
  const roomIds = fitting.map((r) => r.id);
  const departure = toIsoDate(start.plus({ days: CALENDAR_NIGHTS }));
  const [rates, free] = await Promise.all([
    nightlyRatesFor({ db, roomIds, arrival: from, departure }),
    roomIds.length ? ledger.availability(db, { resourceIds: roomIds, from, to: nights[nights.length - 1] }) : Promise.resolve([]),
  ]);
  const open = new Set(free.filter((n) => n.available > 0).map((n) => `${n.resourceId}|${n.day}`));
  const today = resort ? todayIsoIn(resort.timeZone) : from;
  return {
    propertyId,
    currency: fitting[0]?.currency ?? resort?.currency ?? 'USD',
    nights: nights.map((night) => {
      const prices = night < today ? [] : roomIds.flatMap((id) => (open.has(`${id}|${night}`) ? [rates.get(id)?.get(night)] : []));
      const known = prices.filter((p): p is number => p !== undefined);
      return { night, rate: known.length ? Math.min(...known) : null };
    }),
  };
}
