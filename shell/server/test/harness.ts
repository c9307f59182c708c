import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase, type Backend } from '@resort/shared/server/testing';
import type { DatabaseHandle } from '@resort/shared/server';
import { buildApp } from '../app';
import { allMigrations, lines } from '../lines';

export interface StoreUnderTest {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** The whole store's API, every line mounted, over a fresh migrated and seeded database. */
export async function startStore(backend: Backend): Promise<StoreUnderTest> {
  const handle = await createTestDatabase(backend, allMigrations());
  for (const line of lines) await line.seed(handle.db);
  const app = await buildApp({ db: handle.db, serveStatic: false });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** A browser-like visitor: keeps its session cookie and request-verification token. */
export class Visitor {
  cookie = '';
  token = '';

  constructor(private readonly app: FastifyInstance) {}

  private remember(res: LightMyRequestResponse) {
    const setCookie = res.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    if (first) this.cookie = first.split(';')[0];
    const rotated = res.headers['requestverificationtoken'];
    if (typeof rotated === 'string') this.token = rotated;
  }

  async start(): Promise<this> {
    const res = await this.app.inject({ method: 'GET', url: '/api/account/session' });
    this.remember(res);
    this.token = res.json().data.csrfToken;
    return this;
  }

  async get(url: string) {
    const res = await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookie } });
    this.remember(res);
    return res;
  }

  async post(url: string, payload: unknown = {}, { withToken = true } = {}) {
    const headers: Record<string, string> = { cookie: this.cookie, 'content-type': 'application/json' };
    if (withToken) headers.requestverificationtoken = this.token;
    const res = await this.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(payload) });
    this.remember(res);
    return res;
  }
}
