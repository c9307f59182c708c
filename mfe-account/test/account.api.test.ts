import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { CatalogRegistry, registerPlatform, type DatabaseHandle } from '@resort/shared/server';
import { createTestDatabase, testBackends } from '@resort/shared/server/testing';
import { createSessionStore, SESSION_COOKIE } from '../server/sessions';
import { line } from '../server/plugin';
import { DEMO_ACCOUNT } from '../server/seed';
import { BAD_CREDENTIALS, DUPLICATE_EMAIL } from '../server/service';
import { PASSWORD_RULE, REQUIRED_FIELD } from '../src/features/create-account/model/account-rules';
import { users } from '../server/schema';

interface Visitor {
  cookie: string;
  csrf: string;
}

function cookieOf(response: LightMyRequestResponse): string | null {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(value) : null;
  return match ? `${SESSION_COOKIE}=${match[1]}` : null;
}

describe.each(testBackends())('account API on %s', (backend) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await createTestDatabase(backend, line.migrations);
    await line.seed(handle.db);
    app = Fastify();
    const sessions = createSessionStore(handle.db);
    registerPlatform(app, { sessions });
    await app.register(line.plugin, { prefix: '/api', db: handle.db, catalog: new CatalogRegistry(), sessions });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  async function visit(): Promise<Visitor> {
    const response = await app.inject({ method: 'GET', url: '/api/account/session' });
    return { cookie: cookieOf(response)!, csrf: response.json().data.csrfToken };
  }

  const post = (url: string, visitor: Visitor, payload: unknown = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { cookie: visitor.cookie, RequestVerificationToken: visitor.csrf },
      payload: payload as Record<string, unknown>,
    });

  const session = (cookie: string) => app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } });

  /** The visitor after a call that rotated the session. */
  const rotated = (response: LightMyRequestResponse): Visitor => ({
    cookie: cookieOf(response)!,
    csrf: String(response.headers['requestverificationtoken']),
  });

  const newAccount = (email: string) => ({
    email,
    password: 'Corduroy1',
    firstName: 'Jamie',
    lastName: 'Carver',
    dateOfBirth: '07/04/1985',
  });

  it('creates an account, signs it in and returns the user', async () => {
    const visitor = await visit();
    const response = await post('/api/account/create', visitor, newAccount('Jamie@Example.com '));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({ email: 'jamie@example.com', firstName: 'Jamie', lastName: 'Carver' });

    const after = await session(rotated(response).cookie);
    expect(after.json().data).toMatchObject({ signedIn: true, user: { email: 'jamie@example.com' } });
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const visitor = await visit();
    await post('/api/account/create', visitor, newAccount('salt-a@example.com'));
    await post('/api/account/create', await visit(), newAccount('salt-b@example.com'));
    const rows = await handle.db.select().from(users).where(eq(users.firstName, 'Jamie'));
    const hashes = rows.filter((r) => r.email.startsWith('salt-')).map((r) => r.passwordHash);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain('Corduroy1');
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it("refuses a second account with the same email: 'An account with this email already exists.'", async () => {
    await post('/api/account/create', await visit(), newAccount('twice@example.com'));
    const response = await post('/api/account/create', await visit(), newAccount('TWICE@example.com'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, Message: DUPLICATE_EMAIL });
  });

  it('gives the account a profile and a household with its owner', async () => {
    const created = await post('/api/account/create', await visit(), newAccount('household@example.com'));
    const response = await app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie: rotated(created).cookie } });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({ email: 'household@example.com', dateOfBirth: '07/04/1985' });
    expect(data.household.members).toEqual([
      { firstName: 'Jamie', lastName: 'Carver', dateOfBirth: '07/04/1985', relationship: 'self' },
    ]);
  });

  it('signs the seeded demo account in', async () => {
    const response = await post('/api/account/login', await visit(), { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ signedIn: true, user: { firstName: 'Alex', lastName: 'Skier' } });
    const profile = await app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie: rotated(response).cookie } });
    expect(profile.json().data.user.dateOfBirth).toBe('02/14/1990');
    expect(profile.json().data.contact.city).toBe('Denver');
  });

  it('seeds the demo account once however often it runs', async () => {
    await line.seed(handle.db);
    const rows = await handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(rows).toHaveLength(1);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await post('/api/account/login', await visit(), { email: DEMO_ACCOUNT.email, password: 'Powder2025!' });
    const unknown = await post('/api/account/login', await visit(), { email: 'nobody@resort.test', password: 'Powder2026!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().Message).toBe(BAD_CREDENTIALS);
    expect(unknown.json().Message).toBe(BAD_CREDENTIALS);
    expect(cookieOf(wrong)).toBeNull();
  });

  it('rotates the session on sign-in: the old cookie no longer signs in', async () => {
    const visitor = await visit();
    const response = await post('/api/account/login', visitor, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const next = rotated(response);
    expect(next.cookie).not.toBe(visitor.cookie);
    expect(next.csrf).not.toBe(visitor.csrf);

    const old = await session(visitor.cookie);
    expect(old.json().data).toMatchObject({ signedIn: false, user: null });
    expect((await session(next.cookie)).json().data.signedIn).toBe(true);
  });

  it('signs out, and the signed-in cookie stops working', async () => {
    const login = await post('/api/account/login', await visit(), { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const signedIn = rotated(login);
    const logout = await post('/api/account/logout', signedIn);
    expect(logout.statusCode).toBe(200);
    expect(logout.json().data).toMatchObject({ signedIn: false });

    expect((await session(signedIn.cookie)).json().data.signedIn).toBe(false);
    expect((await session(rotated(logout).cookie)).json().data.signedIn).toBe(false);
    const profile = await app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie: signedIn.cookie } });
    expect(profile.statusCode).toBe(401);
  });

  it('refuses the profile to guests with 401', async () => {
    const visitor = await visit();
    const response = await app.inject({ method: 'GET', url: '/api/account/profile', headers: { cookie: visitor.cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it('refuses a state-changing call without the request verification token with 403', async () => {
    const visitor = await visit();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { cookie: visitor.cookie },
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(response.statusCode).toBe(403);
    expect(cookieOf(response)).toBeNull();
    const forged = await post('/api/account/create', { ...visitor, csrf: 'forged' }, newAccount('forged@example.com'));
    expect(forged.statusCode).toBe(403);
  });

  it.each([
    ['a missing field', { email: 'x@example.com', password: 'Corduroy1', firstName: 'A', lastName: 'B' }, /Required Field: dateOfBirth/],
    ['an object for a name', { ...newAccount('n@example.com'), firstName: { text: 'Jamie' } }, /Invalid firstName/],
    ['an oversized password', { ...newAccount('o@example.com'), password: 'a1'.repeat(200) }, /Invalid password/],
    ['a password without a digit: "min 8, a letter and a digit"', { ...newAccount('p@example.com'), password: 'Corduroyyy' }, new RegExp(PASSWORD_RULE.replace('.', '\\.'))],
    ['a short password', { ...newAccount('q@example.com'), password: 'Cord1' }, /at least 8 characters/],
    ['a date of birth that is not MM/DD/YYYY', { ...newAccount('r@example.com'), dateOfBirth: '1985-07-04' }, /valid date of birth/],
    ['a date of birth in the future', { ...newAccount('s@example.com'), dateOfBirth: '01/01/2099' }, /future/],
    ['an empty first name', { ...newAccount('t@example.com'), firstName: '  ' }, new RegExp(REQUIRED_FIELD)],
    ['an invalid email', { ...newAccount('u@example.com'), email: 'not-an-email' }, /valid email/],
  ])('rejects account creation with %s as 400', async (_label, payload, message) => {
    const response = await post('/api/account/create', await visit(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().Message).toMatch(message);
  });

  it('rejects a malformed login body as 400, never 500', async () => {
    const visitor = await visit();
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { cookie: visitor.cookie, RequestVerificationToken: visitor.csrf, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    const wrongShape = await post('/api/account/login', visitor, { email: { address: 'demo@resort.test' }, password: 'x' });
    expect(wrongShape.statusCode).toBe(400);
    const missing = await post('/api/account/login', visitor, { email: DEMO_ACCOUNT.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe('Required Field: password');
  });
});
