import { ok, type CatalogRegistry, type ContractApp, type Db } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import {
  ComponentDetailsBody,
  LodgingResultsBody,
  PackageOffer,
  PackagesBody,
  PackagesResponse,
  PropertyAvailabilityBody,
  PropertyCalendar,
  PropertyCalendarBody,
  PropertyDetails,
  PropertyDetailsBody,
  ResultsResponse,
  RoomFilters,
  RoomFiltersBody,
} from '../../contract';
import { componentDetails, listPackages } from '../packages';
import { lodgingResults, propertyAvailability, propertyCalendar, propertyDetails } from '../services/properties';
import { roomFilters } from '../services/room-filters';
import { stayFromSearch } from '../services/stays';

/** /api/docs groups the line's calls under its name. */
const tags = ['lodging'];
/** No lodging call reads the session: the token alone is checked. */
const config = { tokenOnly: true };

/**
 * The lodging routes: each validates its request with contract.ts and carries the name of the
 * spec section 7 call it implements ("Lodging POST: results, property pricing and availability,
 * ... details"), judges the stay by the lodging rule, then hands plain inputs to the services.
 * No route reads or writes the session: each checks the visitor's request-verification token only
 * (`tokenOnly`), so a search costs no session read. Adding a room to the cart is the cart's call,
 * priced by this line's catalog provider.
 */
export function registerLodgingRoutes(api: ContractApp, { db, catalog }: { db: Db; catalog: CatalogRegistry }) {
  api.post(
    '/lodging/packages',
    { config, schema: { summary: 'Lodging packages', tags, body: PackagesBody, response: { 200: okResponse(PackagesResponse) } } },
    async (request) => ok(await listPackages({ db, catalog, request: request.body })),
  );

  api.post(
    '/lodging/component-details',
    {
      config,
      schema: { summary: 'Lodging component details', tags, body: ComponentDetailsBody, response: { 200: okResponse(PackageOffer) } },
    },
    async (request) => ok(await componentDetails({ catalog, ...request.body, roomId: request.body.roomId })),
  );

  api.post(
    '/lodging/results',
    { config, schema: { summary: 'Lodging results', tags, body: LodgingResultsBody, response: { 200: okResponse(ResultsResponse) } } },
    async (request) => ok(await lodgingResults(db, request.body)),
  );

  api.post(
    '/lodging/room-filters',
    { config, schema: { summary: 'Room filters', tags, body: RoomFiltersBody, response: { 200: okResponse(RoomFilters) } } },
    async (request) => ok(await roomFilters(db, request.body)),
  );

  api.post(
    '/lodging/property-availability',
    {
      config,
      schema: {
        summary: 'Lodging property pricing and availability',
        tags,
        body: PropertyAvailabilityBody,
        response: { 200: okResponse(ResultsResponse) },
      },
    },
    async (request) => ok(await propertyAvailability({ db, stay: stayFromSearch(request.body), propertyId: request.body.propertyId })),
  );

  // The same call night by night, for the property page's calendar.
  api.post(
    '/lodging/property-calendar',
    {
      config,
      schema: {
        summary: 'Lodging property pricing and availability',
        description: 'Night by night, for the calendar: the lowest rate of a free room that sleeps the party.',
        tags,
        body: PropertyCalendarBody,
        response: { 200: okResponse(PropertyCalendar) },
      },
    },
    async (request) => {
      const { propertyId, from, adultcount, childcount } = request.body;
      return ok(await propertyCalendar({ db, propertyId, from, party: adultcount + (childcount ?? 0) }));
    },
  );

  api.post(
    '/lodging/details',
    { config, schema: { summary: 'Lodging details', tags, body: PropertyDetailsBody, response: { 200: okResponse(PropertyDetails) } } },
    async (request) => ok(await propertyDetails({ db, propertyId: request.body.propertyId })),
  );
}
