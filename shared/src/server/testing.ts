import { randomBytes } from 'node:crypto';
import { openDatabase, runMigrations, type DatabaseHandle, type MigrationSet } from './db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from './db';
import type { LineServer } from './plugin-options';
import type { SessionStore } from './session';
import { CatalogRegistry } from './catalog';
import { LineServices } from './line-services';

export type Backend = 'pglite' | 'postgres';

/** API tests run on PGlite always, and on PostgreSQL too when DATABASE_URL is set. */
export function testBackends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: PGlite in memory, or a throw-away PostgreSQL database created
 * next to DATABASE_URL's and dropped on close, so parallel test files never share rows.
 */
export async function createTestDatabase(backend: Backend, migrations: MigrationSet[]): Promise<DatabaseHandle> {
  if (backend === 'pglite') {
    const handle = await openDatabase();
    await runMigrations(handle, migrations);
    return handle;
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await runMigrations(handle, migrations);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new Client({ connectionString: base });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  catalog: CatalogRegistry;
  services: LineServices;
  close(): Promise<void>;
}

/**
 * The platform (sessions, the token rule, errors) and `lines` over an open database, as one API
 * process; closing it closes the database too. Its rate-limit counters are in Redis when REDIS_URL
 * is set, under a namespace of its own.
 */
async function mountLines(handle: DatabaseHandle, lines: LineServer[], sessions: (db: Db) => SessionStore, name: string): Promise<TestApp> {
  const [{ default: Fastify }, { registerPlatform }] = await Promise.all([import('fastify'), import('./platform')]);
  const app = Fastify();
  const store = sessions(handle.db);
  await registerPlatform(app, {
    sessions: store,
    rateLimits: { redisUrl: process.env.REDIS_URL, namespace: `${name}-${randomBytes(6).toString('hex')}:` },
  });
  const catalog = new CatalogRegistry();
  const services = new LineServices();
  for (const line of lines) await app.register(line.plugin, { prefix: '/api', db: handle.db, catalog, sessions: store, services });
  return {
    app,
    handle,
    catalog,
    services,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * Some lines' API behind the platform over a fresh, migrated and seeded database. `sessions`
 * comes from the account line, which owns the sessions table.
 */
export async function startTestApp(backend: Backend, lines: LineServer[], sessions: (db: Db) => SessionStore): Promise<TestApp> {
  const handle = await createTestDatabase(
    backend,
    lines.flatMap((l) => l.migrations),
  );
  for (const line of lines) await line.seed(handle.db);
  const started = await mountLines(handle, lines, sessions, 't');
  await started.app.ready();
  return started;
}

/**
 * A second API process over the same PostgreSQL database as `first`: its own pool, sessions,
 * catalog, services and platform, nothing migrated or seeded again. Races between two instances
 * are raced through it.
 */
export async function startSecondInstance(first: TestApp, lines: LineServer[], sessions: (db: Db) => SessionStore): Promise<TestApp> {
  const url = String((first.handle.pool as unknown as { options: { connectionString: string } }).options.connectionString);
  return mountLines(await openDatabase({ url }), lines, sessions, 't-second');
}

/** Two API processes over one fresh PostgreSQL database, for races between instances. */
export async function startInstancePair(
  lines: LineServer[],
  sessions: (db: Db) => SessionStore,
): Promise<{ first: TestApp; second: TestApp; close(): Promise<void> }> {
  const first = await startTestApp('postgres', lines, sessions);
  const second = await startSecondInstance(first, lines, sessions);
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}

export interface Visitor {
  readonly cookie: string;
  /** This browser's client address: each visitor has its own, so their abuse limits are apart. */
  readonly ip: string;
  readonly token: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** A POST without the request-verification token, as a forged cross-site request would send it. */
  postWithoutToken(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

let visitors = 0;
/** A client address of the benchmarking range 198.18.0.0/15, a new one for each test visitor. */
export const randomAddress = (): string => {
  visitors += 1;
  return `198.${18 + ((visitors >> 16) & 1)}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

/** The cookies an answer sets, name → value (the session's, and the store's visitor id). */
const setCookies = (res: LightMyRequestResponse): Map<string, string> => {
  const header = res.headers['set-cookie'];
  const cookies = new Map<string, string>();
  for (const line of Array.isArray(header) ? header : header ? [header] : []) {
    const pair = line.split(';')[0];
    const eq = pair.indexOf('=');
    if (eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return cookies;
};

/**
 * A new visitor with a session (and its request-verification token) from `GET /api/account/session`,
 * from one client address: every request carries the cookies the store has set, as a browser's do.
 */
export async function newVisitor(app: FastifyInstance, ip = randomAddress()): Promise<Visitor> {
  const res = await app.inject({ method: 'GET', url: '/api/account/session', remoteAddress: ip });
  const jar = setCookies(res);
  if (!jar.size) throw new Error('no session cookie');
  let cookie = '';
  let token = res.json().data.csrfToken as string;
  const follow = (r: LightMyRequestResponse) => {
    for (const [name, value] of setCookies(r)) jar.set(name, value);
    cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const rotated = r.headers.requestverificationtoken;
    if (typeof rotated === 'string') token = rotated;
    return r;
  };
  follow(res);
  const body = (b: unknown) => (b === undefined ? undefined : JSON.stringify(b));
  return {
    get cookie() {
      return cookie!;
    },
    get token() {
      return token;
    },
    ip,
    get: async (url) => follow(await app.inject({ method: 'GET', url, remoteAddress: ip, headers: { cookie: cookie! } })),
    post: async (url, b = {}) =>
      follow(
        await app.inject({
          method: 'POST',
          url,
          remoteAddress: ip,
          payload: body(b),
          headers: { cookie: cookie!, 'content-type': 'application/json', RequestVerificationToken: token },
        }),
      ),
    postWithoutToken: (url, b = {}) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        payload: body(b),
        headers: { cookie: cookie!, 'content-type': 'application/json' },
      }),
  };
}

let signUps = 0;

/**
 * Creates an account for the visitor, with an email of its own each time, and answers its user
 * id; the visitor is signed in as it afterwards.
 */
export async function signUpVisitor(
  v: Visitor,
  {
    firstName = 'Robin',
    lastName = 'Rivers',
    dateOfBirth = '03/14/1980',
  }: { firstName?: string; lastName?: string; dateOfBirth?: string } = {},
): Promise<string> {
  signUps += 1;
  const res = await v.post('/api/account/create', {
    email: `visitor-${process.pid}-${Date.now().toString(36)}-${signUps}@example.com`,
    password: 'correct horse battery staple',
    firstName,
    lastName,
    dateOfBirth,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up refused: ${res.statusCode} ${res.body}`);
  return res.json().data.user.id as string;
}

export { testBillingAddress, testCard } from '../testing/checkout-details';

/**
 * Starts an app before a describe block's tests and closes it after them; the returned function is
 * the started app, to be called inside a test.
 */
export function startedAroundTests<T extends { close(): Promise<void> }>(start: () => Promise<T>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (!started) throw new Error('The app has not started: read it inside a test.');
    return started;
  };
}

/** A started app's fields, read through `current` each time: they exist once it has started. */
const readThrough = (current: () => TestApp): TestApp => ({
  get app() {
    return current().app;
  },
  get handle() {
    return current().handle;
  },
  get catalog() {
    return current().catalog;
  },
  get services() {
    return current().services;
  },
  close: () => current().close(),
});

/**
 * A test app started before a describe block's tests and closed after them; read its fields inside
 * the tests (or in a later `beforeAll`).
 */
export const testAppAroundTests = (start: () => Promise<TestApp>): TestApp => readThrough(startedAroundTests(start));

/** Two API processes over one database, started before a describe block's tests and closed after them. */
export function instancePairAroundTests(start: () => Promise<{ first: TestApp; second: TestApp; close(): Promise<void> }>): {
  first: TestApp;
  second: TestApp;
} {
  const current = startedAroundTests(start);
  return { first: readThrough(() => current().first), second: readThrough(() => current().second) };
}

/**
 * Runs `run` while this process's clock stands `ms` behind the database's; only `Date` is faked,
 * so timers and I/O run as usual.
 */
export async function withClockBehind<T>(ms: number, run: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: Date.now() - ms,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  try {
    return await run();
  } finally {
    jest.useRealTimers();
  }
}
