/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { useContracts, type Db, type SessionStore } from '@resort/shared/server';
import { registerAccountRoutes } from './account';

describe('account routes in the API docs', () => {
  it('names each route after the spec section 7 call it implements, under the account tag', async () => {
    const app = Fastify();
    const named: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD') return;
      named[`${String(route.method)} ${route.url}`] = { summary: route.schema?.summary, tags: route.schema?.tags };
    });
    // Registering touches neither the database nor the sessions.
    registerAccountRoutes(useContracts(app), { db: {} as Db, sessions: {} as SessionStore });
    await app.ready();
    const account = (summary: string) => ({ summary, tags: ['account'] });
    expect(named).toEqual({
      'GET /account/session': account('Account session'),
      'POST /account/create': account('Create account widget'),
      'POST /account/login': account('Existing account login'),
      'POST /account/logout': account('Log out'),
      'GET /account/profile': account('My account profile'),
    });
    await app.close();
  });
});
