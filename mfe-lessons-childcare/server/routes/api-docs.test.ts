/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { useContracts, type Db, type LineServices } from '@resort/shared/server';
import { registerActivitiesRoutes } from './activities';
import { registerChildcareRoutes } from './childcare';
import { registerLessonsRoutes } from './lessons';

describe('lessons, activities and childcare routes in the API docs', () => {
  it("names each route after the spec section 7 call it implements, under the line's tag", async () => {
    const app = Fastify();
    const named: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD') return;
      named[`${String(route.method)} ${route.url}`] = { summary: route.schema?.summary, tags: route.schema?.tags };
    });
    // Registering touches no database.
    const api = useContracts(app);
    for (const register of [registerLessonsRoutes, registerActivitiesRoutes, registerChildcareRoutes])
      register(api, { db: {} as Db, services: {} as LineServices });
    await app.ready();
    const line = (summary: string) => ({ summary, tags: ['lessons-childcare'] });
    expect(named).toEqual({
      'POST /lessons/by-dates': line('Lessons by dates'),
      'POST /lessons/list': line('Lessons'),
      'GET /lessons/:id': line('Lessons detail'),
      'POST /lessons/private-pricing': line('Private lesson pricing'),
      'POST /lessons/participant-form': line('Participant form'),
      'POST /lessons/change-request': line('Ski school change request'),
      'GET /lessons/location-map': line('Lessons location map'),
      'GET /activities': line('Activities'),
      'GET /activities/locations-map': line('Activities locations map'),
      'POST /activities/mountain-events': line('Mountain events'),
      'GET /childcare/product': line('Childcare product'),
      'POST /childcare/products': line('Childcare products'),
      'GET /childcare/unavailable-dates': line('Childcare unavailable dates for one month'),
      'GET /childcare/unavailable-dates/two-months': line('Childcare unavailable dates for two months'),
    });
    await app.close();
  });
});
