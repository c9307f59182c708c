import { ok, type ContractApp, type Db } from '@resort/shared/server';
import { okResponse, z } from '@resort/shared/contracts';
import {
  LocationPricingStats,
  LocationSearchBody,
  RentalLocation,
  RentalSearchBody,
  RentalSearchResult,
  RentalWidgetQuery,
  RentalWidgetResponse,
} from '../../contract';
import { locationsPricingStats, searchLocations, searchProducts, widgetModel } from '../services/rentals';

/** /api/docs groups the line's calls under its name. */
const tags = ['rentals'];

/**
 * The rentals routes: each validates its request with contract.ts and carries the name of the
 * spec section 7 call it implements ("Rentals POST: locations pricing stats, search locations,
 * search products"), then hands plain inputs to the services.
 */
export function registerRentalsRoutes(api: ContractApp, { db }: { db: Db }) {
  api.get(
    '/rentals/widget',
    {
      schema: {
        // Section 7 does not list the widget's own read; it is the rental widget view model of section 3.
        summary: 'Rentals widget view model',
        description: "One resort's season as the rentals widget shows it: calendars, delivery times and the My Epic Gear upsell.",
        tags,
        querystring: RentalWidgetQuery,
        response: { 200: okResponse(RentalWidgetResponse) },
      },
    },
    async (request) => ok(await widgetModel({ db, resortId: request.query.resort, season: request.query.season })),
  );

  api.post(
    '/rentals/search-products',
    { schema: { summary: 'Rentals search products', tags, body: RentalSearchBody, response: { 200: okResponse(RentalSearchResult) } } },
    async (request) => ok(await searchProducts({ db, request: request.body })),
  );

  api.post(
    '/rentals/locations-pricing-stats',
    {
      schema: {
        summary: 'Rentals locations pricing stats',
        tags,
        body: RentalSearchBody,
        response: { 200: okResponse(z.array(LocationPricingStats)) },
      },
    },
    async (request) => ok(await locationsPricingStats({ db, request: request.body })),
  );

  api.post(
    '/rentals/search-locations',
    {
      schema: {
        summary: 'Rentals search locations',
        tags,
        body: LocationSearchBody,
        response: { 200: okResponse(z.array(RentalLocation)) },
      },
    },
    async (request) => ok(await searchLocations({ db, request: request.body })),
  );
}
