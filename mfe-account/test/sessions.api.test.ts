import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { CatalogRegistry, LineServices, registerPlatform, runJobOnce, type DatabaseHandle, type LineServer } from '@resort/shared/server';
import { newVisitor, testBackends, useLines, type Visitor } from '../server/testing';
import { line } from '../server/plugin';
import { sessions } from '../server/schema';
import { DEMO_ACCOUNT } from '../server/seed';
import type { FastifyRequest } from 'fastify';
import { createSessionStore, IDLE_TIMEOUT_MINUTES, SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_SWEEP } from '../server/sessions';

jest.setTimeout(120_000);

/**
 * A line that keeps notes in the session, as the cart keeps its cart id, the orders this browser
 * placed and the checkout's billing step: enough to see what a sign-in carries over.
 */
const notesLine: LineServer = {
  packageName: 'test-notes',
  migrations: [],
  seed: async () => undefined,
  plugin: async (app, { sessions: store }) => {
    app.post<{ Params: { key: string }; Body: { value: string } }>('/notes/:key', async (request) => {
      await store.setData(request, request.params.key, request.body.value);
      return { success: true, data: null };
    });
    app.get('/notes', async (request) => ({ success: true, data: request.session.data }));
    // A search sent as POST: it reads nothing of the session, so only the token is checked.
    app.post('/notes-search', { config: { tokenOnly: true } }, async (request) => ({
      success: true,
      data: { sessionRead: request.session.id !== '' },
    }));
  },
};

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/** The Set-Cookie header of a response, or '' when it sets none. */
const setCookie = (res: LightMyRequestResponse): string => {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header) ?? '';
};
const idOf = (cookie: string) => cookie.split(';')[0].split('=')[1] ?? '';

describe.each(testBackends())('sessions and cookies on %s', (backend) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let other: { email: string; password: string };

  const testApp = useLines(backend, [notesLine]);
  beforeAll(async () => {
    ({ app, handle } = testApp);
    other = { email: `pat-${Date.now()}@example.com`, password: 'Switchback-Trail-9' };
    const created = await (await newVisitor(app)).post('/api/account/create', {
      ...other,
      firstName: 'Pat',
      lastName: 'Other',
      dateOfBirth: '05/05/1995',
    });
    expect(created.json().data.signedIn).toBe(true);
  });

  const signIn = async (visitor: Visitor, who: { email: string; password: string }) => {
    const res = await visitor.post('/api/account/login', who);
    expect(res.statusCode).toBe(200);
  };
  const demo = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
  const notes = async (visitor: Visitor) => (await visitor.get('/api/notes')).json().data as Record<string, string>;

  describe('a malformed session cookie starts a new session, never a 500', () => {
    const malformed: [string, string][] = [
      ['a broken percent escape', `${SESSION_COOKIE}=%E0%A4%A`],
      ['an escaped NUL', `${SESSION_COOKIE}=%00abc`],
      ['a NUL byte', `${SESSION_COOKIE}=abc\u0000def`],
      ['an over-long value', `${SESSION_COOKIE}=${'a'.repeat(8000)}`],
      ['an unterminated quote', `${SESSION_COOKIE}="abc`],
      ['a well-formed id no session has', `${SESSION_COOKIE}=${'A'.repeat(43)}`],
      ['a cookie header of nothing but separators', ';;;=;='],
    ];

    it.each(malformed)('on an API path: %s', async (_label, cookie) => {
      const res = await app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ signedIn: false, user: null, csrfToken: expect.any(String) });
      const fresh = setCookie(res);
      expect(idOf(fresh)).toMatch(SESSION_ID);
      // The new session works.
      const again = await app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie: fresh.split(';')[0] } });
      expect(again.json().data.csrfToken).toBe(res.json().data.csrfToken);
    });

    it.each(malformed)('on a page path: %s', async (_label, cookie) => {
      const res = await app.inject({ method: 'GET', url: '/lift-tickets', headers: { cookie } });
      expect(res.statusCode).toBeLessThan(500);
      expect(idOf(setCookie(res))).toMatch(SESSION_ID);
    });

    it('on a state-changing call: 403 for the missing token, not 500', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/logout',
        headers: { cookie: `${SESSION_COOKIE}=%E0%A4%A`, RequestVerificationToken: 'x', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('secure cookies (production, or SECURE_COOKIES=1 over HTTPS)', () => {
    let secureApp: FastifyInstance;

    beforeAll(async () => {
      secureApp = Fastify();
      const store = createSessionStore(handle.db, { secureCookies: true });
      await registerPlatform(secureApp, { sessions: store });
      await secureApp.register(line.plugin, {
        prefix: '/api',
        db: handle.db,
        catalog: new CatalogRegistry(),
        sessions: store,
        services: new LineServices(),
      });
      await secureApp.ready();
    });

    afterAll(async () => {
      await secureApp?.close();
    });

    it('names the cookie __Host-resort_sid and marks it Secure, HttpOnly, SameSite=Lax, Path=/ without a Domain', async () => {
      const res = await secureApp.inject({ method: 'GET', url: '/api/account/session' });
      const cookie = setCookie(res);
      expect(cookie.startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true);
      const attributes = cookie
        .split(';')
        .slice(1)
        .map((a) => a.trim());
      expect(attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']));
      expect(attributes.some((a) => /^domain=/i.test(a))).toBe(false);

      const again = await secureApp.inject({ method: 'GET', url: '/api/account/session', headers: { cookie: cookie.split(';')[0] } });
      expect(setCookie(again)).toBe('');
      expect(again.json().data.csrfToken).toBe(res.json().data.csrfToken);
    });

    it('does not take a plain resort_sid cookie for a session (a sibling host could have set it)', async () => {
      const plain = await newVisitor(app);
      const res = await secureApp.inject({ method: 'GET', url: '/api/account/session', headers: { cookie: plain.cookie } });
      expect(res.json().data.csrfToken).not.toBe(plain.token);
      expect(setCookie(res).startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true);
    });
  });

  describe('idle timeout and lifetime, judged by the database clock', () => {
    const sessionOf = async (visitor: Visitor) =>
      (
        await handle.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, idOf(visitor.cookie)))
      )[0];
    const setTimes = (visitor: Visitor, values: { lastSeenAt?: SQL; expiresAt?: SQL }) =>
      handle.db
        .update(sessions)
        .set(values)
        .where(eq(sessions.id, idOf(visitor.cookie)));

    it(`ends a signed-in session after ${IDLE_TIMEOUT_MINUTES} minutes without a request`, async () => {
      const visitor = await newVisitor(app);
      await signIn(visitor, demo);
      await setTimes(visitor, { lastSeenAt: sql`now() - interval '${sql.raw(String(IDLE_TIMEOUT_MINUTES - 1))} minutes'` });
      expect((await visitor.get('/api/account/session')).json().data.signedIn).toBe(true);

      await setTimes(visitor, { lastSeenAt: sql`now() - interval '${sql.raw(String(IDLE_TIMEOUT_MINUTES + 1))} minutes'` });
      const before = visitor.cookie;
      const after = await visitor.get('/api/account/session');
      expect(after.json().data).toMatchObject({ signedIn: false, user: null });
      expect(visitor.cookie).not.toBe(before);
      expect((await visitor.get('/api/account/profile')).statusCode).toBe(401);
    });

    it('ends a session at its absolute lifetime however active it is', async () => {
      const visitor = await newVisitor(app);
      await signIn(visitor, demo);
      await setTimes(visitor, { expiresAt: sql`now() - interval '1 second'` });
      expect((await visitor.get('/api/account/session')).json().data.signedIn).toBe(false);
    });

    it('writes the last-seen time at most once a minute', async () => {
      const visitor = await newVisitor(app);
      await setTimes(visitor, { lastSeenAt: sql`now() - interval '30 seconds'` });
      const recent = (await sessionOf(visitor)).lastSeenAt;
      await visitor.get('/api/account/session');
      expect((await sessionOf(visitor)).lastSeenAt).toEqual(recent);

      await setTimes(visitor, { lastSeenAt: sql`now() - interval '5 minutes'` });
      const stale = (await sessionOf(visitor)).lastSeenAt;
      await visitor.get('/api/account/session');
      const touched = (await sessionOf(visitor)).lastSeenAt;
      expect(touched.getTime() - stale.getTime()).toBeGreaterThan(4 * 60_000);
    });

    it('sweeps expired and idle sessions with a scheduled job, and keeps live ones', async () => {
      expect(line.jobs).toContain(SESSION_SWEEP);
      const live = await newVisitor(app);
      const idle = await newVisitor(app);
      const expired = await newVisitor(app);
      await setTimes(idle, { lastSeenAt: sql`now() - interval '3 hours'` });
      await setTimes(expired, { expiresAt: sql`now() - interval '1 minute'` });

      expect(await runJobOnce(handle.db, SESSION_SWEEP)).toBe(true);
      expect(await sessionOf(live)).toBeDefined();
      expect(await sessionOf(idle)).toBeUndefined();
      expect(await sessionOf(expired)).toBeUndefined();
    });
  });

  describe('calls that check the token only (tokenOnly)', () => {
    const search = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/notes-search', headers: { 'content-type': 'application/json', ...headers }, payload: '{}' });

    it("passes with the session's own token and refuses a missing, wrong or other session's token with 403", async () => {
      const visitor = await newVisitor(app);
      const someoneElse = await newVisitor(app);
      const passed = await search({ cookie: visitor.cookie, RequestVerificationToken: visitor.token });
      expect(passed.statusCode).toBe(200);
      // The handler is given no session: it has none to read.
      expect(passed.json().data).toEqual({ sessionRead: false });
      expect((await search({ cookie: visitor.cookie })).statusCode).toBe(403);
      expect((await search({ cookie: visitor.cookie, RequestVerificationToken: `${visitor.token}x` })).statusCode).toBe(403);
      expect((await search({ cookie: visitor.cookie, RequestVerificationToken: someoneElse.token })).statusCode).toBe(403);
      expect((await search({ cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}`, RequestVerificationToken: visitor.token })).statusCode).toBe(
        403,
      );
      expect((await search({ RequestVerificationToken: '' })).statusCode).toBe(403);
    });

    it('another process reads a token once and then answers it from memory; a sign-out there forgets it', async () => {
      // A second store over the same database, as another API process has.
      const other = createSessionStore(handle.db);
      const visitor = await newVisitor(app);
      const asRequest = (cookie: string) => ({ headers: { cookie } }) as FastifyRequest;
      expect(await other.tokenOf(asRequest(visitor.cookie))).toBe(visitor.token);
      // Changed behind its back, the row is not read again: the token comes from memory.
      await handle.db
        .update(sessions)
        .set({ csrfToken: 'changed-in-the-database' })
        .where(eq(sessions.id, idOf(visitor.cookie)));
      expect(await other.tokenOf(asRequest(visitor.cookie))).toBe(visitor.token);
      // Signing out in that process ends the session and forgets its token there.
      const request = asRequest(visitor.cookie);
      request.session = { id: idOf(visitor.cookie), csrfToken: visitor.token, user: null, data: {} };
      const reply = { header: () => reply } as never;
      await other.signOut(request, reply);
      expect(await other.tokenOf(asRequest(visitor.cookie))).toBe('');
      expect(await other.tokenOf(asRequest(`${SESSION_COOKIE}=${'B'.repeat(43)}`))).toBe('');
      expect(await other.tokenOf(asRequest(''))).toBe('');
    });
  });

  describe('identity on a shared browser', () => {
    it("signing in as someone else starts clean: none of the previous person's session data carries over", async () => {
      const browser = await newVisitor(app);
      await signIn(browser, demo);
      for (const [key, value] of Object.entries({
        cartId: 'cart-of-alex',
        placedOrders: 'order-1,order-2',
        lastOrderedCartId: 'cart-0',
        billing: 'alex-address',
      })) {
        expect((await browser.post(`/api/notes/${key}`, { value })).statusCode).toBe(200);
      }
      // The same person signing in again keeps their session's data.
      await signIn(browser, demo);
      expect(await notes(browser)).toMatchObject({ cartId: 'cart-of-alex', placedOrders: 'order-1,order-2' });

      // The next person signs in on the same browser without signing out.
      await signIn(browser, other);
      expect((await browser.get('/api/account/session')).json().data.user.email).toBe(other.email);
      expect(await notes(browser)).toEqual({});
    });

    it("an anonymous session's data (its cart) follows its owner into their account", async () => {
      const browser = await newVisitor(app);
      await browser.post('/api/notes/cartId', { value: 'anonymous-cart' });
      await signIn(browser, other);
      expect(await notes(browser)).toEqual({ cartId: 'anonymous-cart' });
    });

    it('keeps every one of several session writes that race', async () => {
      const browser = await newVisitor(app);
      await Promise.all(['a', 'b', 'c', 'd'].map((key) => browser.post(`/api/notes/${key}`, { value: key.toUpperCase() })));
      expect(await notes(browser)).toEqual({ a: 'A', b: 'B', c: 'C', d: 'D' });
    });
  });
});
