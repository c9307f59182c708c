import Fastify, { type FastifyInstance } from 'fastify';
import { DomainError, type DomainErrorKind } from '../core/errors';
import { DOMAIN_STATUS } from './http';
import { registerPlatform } from './platform';
import { ANONYMOUS_SESSION, type SessionStore } from './session';

// Services refuse with a kind and the spec's words; the platform's one error handler gives the
// status. A route never translates a service's error itself.

const noSessions: SessionStore = {
  load: async () => ({ ...ANONYMOUS_SESSION }),
  signIn: async () => ({ ...ANONYMOUS_SESSION }),
  signOut: async () => ({ ...ANONYMOUS_SESSION }),
  setData: async () => {},
  tokenOf: async () => '',
};

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerPlatform(app, { sessions: noSessions });
    app.get('/api/refuse/:kind', async (request) => {
      const { kind } = request.params as { kind: DomainErrorKind };
      throw new DomainError(kind, `Refused as ${kind}`, kind === 'invalid' ? { field: 'date' } : null);
    });
    app.get('/api/crash', async () => {
      throw new Error('a bug with a secret path /srv/app');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(Object.entries(DOMAIN_STATUS))('answers a %s refusal with %i and its own message', async (kind, status) => {
    const res = await app.inject({ method: 'GET', url: `/api/refuse/${kind}` });
    expect([res.statusCode, res.json()]).toEqual([
      status,
      { success: false, Message: `Refused as ${kind}`, data: kind === 'invalid' ? { field: 'date' } : null },
    ]);
  });

  it('maps every kind, sold out and limits included', () => {
    expect(DOMAIN_STATUS).toMatchObject({ invalid: 400, 'not-found': 404, conflict: 409, 'sold-out': 409, limit: 429, unavailable: 503 });
  });

  it('answers anything else with 500 and the generic words, never the error itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('/srv/app');
  });
});
