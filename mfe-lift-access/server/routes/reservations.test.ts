/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { LineServices, useContracts, type Db } from '@resort/shared/server';
import { registerReservationRoutes } from './reservations';

describe('lift reservation routes in the API docs', () => {
  it('names each route after the spec section 7 call it implements and registers the account list', async () => {
    const app = Fastify();
    const named: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') named[`${String(route.method)} ${route.url}`] = route.schema?.summary;
    });
    const services = new LineServices();
    // Registering touches no database.
    registerReservationRoutes(useContracts(app), { db: {} as Db, services });
    await app.ready();
    expect(named).toEqual({
      'GET /liftaccess/reservations/inventory': 'Capacity, lift ticket and overall reservation inventory',
      'POST /liftaccess/reservations/pass-holders': 'Pass holders for reservation',
      'POST /liftaccess/reservations': 'Submit reservation',
      'POST /liftaccess/reservations/validate-scan': 'Validate scan',
      'POST /liftaccess/reservations/cancel': 'Cancel pass reservation',
      'GET /liftaccess/priority-days': 'Priority days get',
      'POST /liftaccess/priority-days/scan': 'Priority days scan',
      'POST /liftaccess/priority-days/save': 'Priority days save',
      'POST /liftaccess/priority-days/remove': 'Priority days remove',
    });
    expect(services.reservations.map((s) => s.line)).toEqual(['liftaccess']);
    await app.close();
  });
});
