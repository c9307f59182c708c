/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { useContracts, type Db, type LineServices } from '@resort/shared/server';
import { registerLiftAccessRoutes } from './lift-access';
import { registerPassHolderRoutes } from './pass-holders';

describe('lift access routes in the API docs', () => {
  it('names each route after the spec section 7 call it implements, under the liftaccess tag', async () => {
    const app = Fastify();
    const named: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD') return;
      named[`${String(route.method)} ${route.url}`] = { summary: route.schema?.summary, tags: route.schema?.tags };
    });
    // Registering touches no database.
    registerLiftAccessRoutes(useContracts(app), { db: {} as Db });
    registerPassHolderRoutes(useContracts(app), { db: {} as Db, services: {} as LineServices });
    await app.ready();
    const liftAccess = (summary: string) => ({ summary, tags: ['liftaccess'] });
    expect(named).toEqual({
      'GET /liftaccess/resorts': liftAccess('Lift ticket resorts'),
      'GET /liftaccess/lift-tickets/search': liftAccess('Lift ticket search'),
      'GET /liftaccess/unavailable-dates': liftAccess('Unavailable dates and start/end dates'),
      'GET /liftaccess/passes': liftAccess('Passes'),
      'GET /liftaccess/passes/:id': liftAccess('Pass category detail'),
      'GET /liftaccess/passes/:id/renewal': liftAccess('Season pass info'),
      'GET /liftaccess/passes/:id/upsell': liftAccess('Upsell category detail'),
      'GET /liftaccess/bike-park/resorts': liftAccess('Bike park resorts'),
      'GET /liftaccess/bike-park/tickets': liftAccess('Bike park lift tickets'),
      'POST /liftaccess/passes/validate': liftAccess('Validate pass'),
      'GET /liftaccess/passes/validate-activation-code': liftAccess('Validate activation code'),
      'GET /liftaccess/passes/validate-location': liftAccess('Validate edge card location'),
      'POST /liftaccess/my-passes/link': liftAccess('Pass/ticket number validation'),
      'POST /liftaccess/my-passes/:passNumber/accept-terms': liftAccess('Accept pass terms'),
      'GET /liftaccess/my-passes/:passNumber/benefits': liftAccess('Season pass benefit ticket consumption'),
      'POST /liftaccess/my-passes/:passNumber/terms-refund': liftAccess('Pass terms refund'),
      'GET /liftaccess/coverage': liftAccess('Epic coverage content'),
      'GET /liftaccess/my-passes/:passNumber/coverage': liftAccess('Epic coverage info'),
      'GET /liftaccess/my-passes': liftAccess('Auto renew status'),
      'POST /liftaccess/my-passes/:passNumber/auto-renew': liftAccess('Enroll/unenroll auto renew'),
    });
    await app.close();
  });
});
