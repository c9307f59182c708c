/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { CatalogRegistry, useContracts, type Db } from '@resort/shared/server';
import { registerLodgingRoutes } from './lodging';

describe('lodging routes in the API docs', () => {
  it('names each route after the spec section 7 call it implements ("Lodging POST: results, property pricing and availability, ... details"), under the lodging tag, checking the token only', async () => {
    const app = Fastify();
    const named: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD') return;
      named[`${String(route.method)} ${route.url}`] = {
        summary: route.schema?.summary,
        tags: route.schema?.tags,
        tokenOnly: route.config?.tokenOnly,
      };
    });
    // Registering touches no database.
    registerLodgingRoutes(useContracts(app), { db: {} as Db, catalog: new CatalogRegistry() });
    await app.ready();
    // None reads the session: each checks the visitor's token alone.
    const lodging = (summary: string) => ({ summary, tags: ['lodging'], tokenOnly: true });
    expect(named).toEqual({
      'POST /lodging/results': lodging('Lodging results'),
      'POST /lodging/room-filters': lodging('Room filters'),
      'POST /lodging/property-availability': lodging('Lodging property pricing and availability'),
      'POST /lodging/property-calendar': lodging('Lodging property pricing and availability'),
      'POST /lodging/details': lodging('Lodging details'),
      'POST /lodging/packages': lodging('Lodging packages'),
      'POST /lodging/component-details': lodging('Lodging component details'),
    });
    await app.close();
  });
});
