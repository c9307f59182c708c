import { ok, type ContractApp, type Db } from '@resort/shared/server';
import { LodgingResultsBody, PropertyAvailabilityBody, PropertyDetailsBody } from '../../contract';
import { propertyAvailability, propertyDetails, searchResults } from '../services/properties';
import { stayFromSearch } from '../services/stays';

/** /api/docs groups the line's calls under its name. */
const tags = ['lodging'];

/**
 * The lodging routes: each validates its request with contract.ts and carries the name of the
 * spec section 7 call it implements ("Lodging POST: results, property pricing and availability,
 * ... details"), judges the stay by the lodging rule, then hands plain inputs to the services.
 * No route reads or writes the session. Adding a room to the cart is the cart's call, priced by
 * this line's catalog provider.
 */
export function registerLodgingRoutes(api: ContractApp, { db }: { db: Db }) {
  api.post('/lodging/results', { schema: { summary: 'Lodging results', tags, body: LodgingResultsBody } }, async (request) =>
    ok(await searchResults({ db, stay: stayFromSearch(request.body), resortId: request.body.resort })),
  );

  api.post(
    '/lodging/property-availability',
    { schema: { summary: 'Lodging property pricing and availability', tags, body: PropertyAvailabilityBody } },
    async (request) => ok(await propertyAvailability({ db, stay: stayFromSearch(request.body), propertyId: request.body.propertyId })),
  );

  api.post('/lodging/details', { schema: { summary: 'Lodging details', tags, body: PropertyDetailsBody } }, async (request) =>
    ok(await propertyDetails({ db, propertyId: request.body.propertyId })),
  );
}
