import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@resort/shared/server';
import { newVisitor, testBackends, type Visitor } from '../server/testing';
import { CHECK_YOUR_EMAIL, PASSWORD_COMMON_RULE, PASSWORD_RULE, REQUIRED_FIELD } from '../contract';
import { CURRENT_SCRYPT, hashPassword } from '../server/services/passwords';
import { outbox, users } from '../server/schema';
import { DEMO_ACCOUNT } from '../server/seed';
import { BAD_CREDENTIALS } from '../server/services/accounts';
import { line } from '../server/plugin';
import { SESSION_COOKIE } from '../server/sessions';
import { useAccountApp } from './account-app';

// Every hash costs about a third of a second (scrypt N=2^17): the tests create few accounts.
jest.setTimeout(120_000);

const PASSWORD = 'Corduroy-Lines7';
let emails = 0;
const uniqueEmail = (who: string) => {
  emails += 1;
  return `${who.toLowerCase()}-${Date.now()}-${emails}@example.com`;
};
const newAccount = (email: string) => ({ email, password: PASSWORD, firstName: 'Jamie', lastName: 'Carver', dateOfBirth: '07/04/1985' });

/**
 * What a response looks like without its values: its keys and those of its data, each with its
 * JSON type (null counts as an object, as `user` is an object or null in both answers).
 */
function shapeOf(body: Record<string, unknown>) {
  const typeOf = (v: unknown) => (v === null ? 'object' : typeof v);
  const data = body.data as Record<string, unknown>;
  return {
    body: Object.keys(body)
      .sort()
      .map((k) => `${k}:${typeOf(body[k])}`),
    data: Object.keys(data)
      .sort()
      .map((k) => `${k}:${typeOf(data[k])}`),
  };
}

const newCookie = (res: LightMyRequestResponse) => {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header) ?? null;
};

describe.each(testBackends())('account API on %s', (backend) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  const testApp = useAccountApp(backend);
  beforeAll(() => {
    ({ app, handle } = testApp);
  });

  const signUp = async (visitor: Visitor, email = uniqueEmail('jamie'), password = PASSWORD) => {
    const res = await visitor.post('/api/account/create', { ...newAccount(email), password });
    expect(res.statusCode).toBe(200);
    return { email, res };
  };

  it('creates an account, signs it in and returns the user', async () => {
    const visitor = await newVisitor(app);
    const email = uniqueEmail('Jamie');
    const response = await visitor.post('/api/account/create', newAccount(` ${email.toUpperCase()} `));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ signedIn: true, user: { email, firstName: 'Jamie', lastName: 'Carver' } });

    const after = await visitor.get('/api/account/session');
    expect(after.json().data).toMatchObject({ signedIn: true, user: { email } });
  });

  it('stores a salted scrypt hash at N=2^17, never the password', async () => {
    const a = await signUp(await newVisitor(app));
    const b = await signUp(await newVisitor(app));
    const hashes = await Promise.all(
      [a.email, b.email].map(async (email) => (await handle.db.select().from(users).where(eq(users.email, email)))[0].passwordHash),
    );
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(hash).not.toContain(PASSWORD);
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  describe('account creation does not reveal whether an email is registered', () => {
    it('answers a registered address with the same status and body shape as a new one, changes nothing and signs nobody in', async () => {
      const owner = await newVisitor(app);
      const { email } = await signUp(owner);
      const [before] = await handle.db.select().from(users).where(eq(users.email, email));

      const fresh = await (await newVisitor(app)).post('/api/account/create', newAccount(uniqueEmail('fresh')));
      const stranger = await newVisitor(app);
      const taken = await stranger.post('/api/account/create', {
        ...newAccount(email.toUpperCase()),
        password: 'Another-Pass-99',
        firstName: 'Mallory',
      });

      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.statusCode).toBe(200);
      expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
      expect(taken.json()).toMatchObject({ success: true, Message: CHECK_YOUR_EMAIL });
      expect(fresh.json()).toMatchObject({ success: true, Message: CHECK_YOUR_EMAIL });
      expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(JSON.stringify(taken.json())).not.toMatch(/exist|already|registered/i);

      // Nothing changed for the owner, and the stranger is not signed in to their account.
      const [after] = await handle.db.select().from(users).where(eq(users.email, email));
      expect(after).toEqual(before);
      expect((await stranger.get('/api/account/session')).json().data).toMatchObject({ signedIn: false, user: null });
      expect((await stranger.post('/api/account/login', { email, password: 'Another-Pass-99' })).statusCode).toBe(401);

      // The owner hears about it by email; a new address gets its welcome.
      const mail = await handle.db.select().from(outbox).where(eq(outbox.recipient, email));
      expect(mail.map((m) => m.subject).sort()).toEqual(['You already have an account', 'Your account is ready']);
    });

    it('spends the same hashing on a registered address as on a new one: one scrypt at full cost', async () => {
      const { email } = await signUp(await newVisitor(app));
      const spy = jest.spyOn(crypto, 'scrypt');
      try {
        const costs = async (body: ReturnType<typeof newAccount>) => {
          spy.mockClear();
          const visitor = await newVisitor(app);
          expect((await visitor.post('/api/account/create', body)).statusCode).toBe(200);
          return spy.mock.calls.map((call) => (call[3] as crypto.ScryptOptions).N);
        };
        const forNew = await costs(newAccount(uniqueEmail('timing')));
        const forTaken = await costs(newAccount(email));
        expect(forNew).toEqual([CURRENT_SCRYPT.N]);
        expect(forTaken).toEqual(forNew);
      } finally {
        spy.mockRestore();
      }
    });
  });

  it('gives the account a profile and a household with its owner', async () => {
    const visitor = await newVisitor(app);
    const { email } = await signUp(visitor);
    const response = await visitor.get('/api/account/profile');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.user).toMatchObject({ email, dateOfBirth: '07/04/1985' });
    expect(data.household.members).toEqual([
      {
        id: expect.any(String),
        firstName: 'Jamie',
        lastName: 'Carver',
        dateOfBirth: '07/04/1985',
        relationship: 'self',
        status: 'active',
        hasAccount: true,
      },
    ]);
  });

  it("signs the seeded demo account in with 'Powder2026!'", async () => {
    const visitor = await newVisitor(app);
    const response = await visitor.post('/api/account/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ signedIn: true, user: { firstName: 'Alex', lastName: 'Skier' } });
    const profile = await visitor.get('/api/account/profile');
    expect(profile.json().data.user.dateOfBirth).toBe('02/14/1990');
    expect(profile.json().data.contact.city).toBe('Denver');
  });

  it('seeds the demo account once however often it runs', async () => {
    await line.seed(handle.db);
    const rows = await handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(rows).toHaveLength(1);
  });

  it('rehashes a password stored with older scrypt parameters on a successful sign-in', async () => {
    const email = uniqueEmail('legacy');
    const legacy = await hashPassword(PASSWORD, { N: 16384, r: 8, p: 1 });
    await handle.db.insert(users).values({ email, passwordHash: legacy, firstName: 'Lee', lastName: 'Gacy', dateOfBirth: '1970-01-01' });

    const wrong = await (await newVisitor(app)).post('/api/account/login', { email, password: 'Not-The-Password' });
    expect(wrong.statusCode).toBe(401);
    expect((await handle.db.select().from(users).where(eq(users.email, email)))[0].passwordHash).toBe(legacy);

    const right = await (await newVisitor(app)).post('/api/account/login', { email, password: PASSWORD });
    expect(right.statusCode).toBe(200);
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row.passwordHash).not.toBe(legacy);
    // And the new hash signs in.
    expect((await (await newVisitor(app)).post('/api/account/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const visitor = await newVisitor(app);
    const wrong = await visitor.post('/api/account/login', { email: DEMO_ACCOUNT.email, password: 'Powder2025!' });
    const unknown = await visitor.post('/api/account/login', { email: 'nobody@resort.test', password: 'Powder2026!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().Message).toBe(BAD_CREDENTIALS);
    expect(unknown.json().Message).toBe(BAD_CREDENTIALS);
    expect(newCookie(wrong)).toBeNull();
  });

  it('rotates the session on sign-in: the old cookie no longer signs in', async () => {
    const visitor = await newVisitor(app);
    const { cookie, token } = visitor;
    expect((await visitor.post('/api/account/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).statusCode).toBe(200);
    expect(visitor.cookie).not.toBe(cookie);
    expect(visitor.token).not.toBe(token);

    const old = await app.inject({ method: 'GET', url: '/api/account/session', headers: { cookie } });
    expect(old.json().data).toMatchObject({ signedIn: false, user: null });
    expect((await visitor.get('/api/account/session')).json().data.signedIn).toBe(true);
  });

  it('signs out, and the signed-in cookie stops working', async () => {
    const visitor = await newVisitor(app);
    await visitor.post('/api/account/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const signedIn = visitor.cookie;
    const logout = await visitor.post('/api/account/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json().data).toMatchObject({ signedIn: false });

    const as = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await as(signedIn, '/api/account/session')).json().data.signedIn).toBe(false);
    expect((await visitor.get('/api/account/session')).json().data.signedIn).toBe(false);
    expect((await as(signedIn, '/api/account/profile')).statusCode).toBe(401);
  });

  it('refuses the profile to guests with 401', async () => {
    const response = await (await newVisitor(app)).get('/api/account/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it('refuses a state-changing call without the request verification token with 403', async () => {
    const visitor = await newVisitor(app);
    const response = await visitor.postWithoutToken('/api/account/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(response.statusCode).toBe(403);
    expect(newCookie(response)).toBeNull();
    const forged = await app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: { cookie: visitor.cookie, RequestVerificationToken: 'forged', 'content-type': 'application/json' },
      payload: JSON.stringify(newAccount(uniqueEmail('forged'))),
    });
    expect(forged.statusCode).toBe(403);
  });

  it.each([
    ['a missing field', { email: 'x@example.com', password: PASSWORD, firstName: 'A', lastName: 'B' }, REQUIRED_FIELD, 'dateOfBirth'],
    ['an object for a name', { ...newAccount('n@example.com'), firstName: { text: 'Jamie' } }, /./, 'firstName'],
    ['an unknown field', { ...newAccount('n2@example.com'), isAdmin: true }, /Unknown field: isAdmin/, null],
    ['an oversized password', { ...newAccount('o@example.com'), password: 'a1'.repeat(200) }, /at most 200 characters/, 'password'],
    ['a NUL byte in a name', { ...newAccount('nul@example.com'), lastName: 'Car\u0000ver' }, /not allowed/, null],
    [
      'a password of 9 characters: "at least 10 characters"',
      { ...newAccount('p@example.com'), password: 'Powder26!' },
      PASSWORD_RULE,
      'password',
    ],
    [
      'a common password: "not in a common-password list"',
      { ...newAccount('q@example.com'), password: 'Password1234' },
      PASSWORD_COMMON_RULE,
      'password',
    ],
    ['a common keyboard walk', { ...newAccount('q2@example.com'), password: 'QWERTYUIOP' }, PASSWORD_COMMON_RULE, 'password'],
    ['a name and a year', { ...newAccount('q3@example.com'), password: 'Michael1985' }, PASSWORD_COMMON_RULE, 'password'],
    [
      'a date of birth that is not MM/DD/YYYY',
      { ...newAccount('r@example.com'), dateOfBirth: '1985-07-04' },
      /valid date of birth/,
      'dateOfBirth',
    ],
    ['a date of birth in the future', { ...newAccount('s@example.com'), dateOfBirth: '01/01/2099' }, /future/, 'dateOfBirth'],
    ['an empty first name', { ...newAccount('t@example.com'), firstName: '  ' }, REQUIRED_FIELD, 'firstName'],
    ['an invalid email', { ...newAccount('u@example.com'), email: 'not-an-email' }, /valid email/, 'email'],
  ])('rejects account creation with %s as 400 and creates nothing', async (_label, payload, message, field) => {
    const response = await (await newVisitor(app)).post('/api/account/create', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().Message).toMatch(message);
    if (field) expect(response.json().data).toMatchObject({ field });
    const email = (payload as { email?: unknown }).email;
    if (typeof email === 'string') expect(await handle.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("accepts the demo password 'Powder2026!' for a new account: 10 characters, not a common one", async () => {
    const visitor = await newVisitor(app);
    const { res } = await signUp(visitor, uniqueEmail('demo-like'), DEMO_ACCOUNT.password);
    expect(res.json().data.signedIn).toBe(true);
  });

  it('rejects a malformed login body as 400, never 500', async () => {
    const visitor = await newVisitor(app);
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { cookie: visitor.cookie, RequestVerificationToken: visitor.token, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    const wrongShape = await visitor.post('/api/account/login', { email: { address: 'demo@resort.test' }, password: 'x' });
    expect(wrongShape.statusCode).toBe(400);
    const missing = await visitor.post('/api/account/login', { email: DEMO_ACCOUNT.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ Message: REQUIRED_FIELD, data: { field: 'password' } });
    const nul = await visitor.post('/api/account/login', { email: 'demo@resort.test\u0000', password: 'Powder2026!' });
    expect(nul.statusCode).toBe(400);
  });

  it('answers the 11th failed sign-in within the window with 429 and Retry-After', async () => {
    const visitor = await newVisitor(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = await visitor.post('/api/account/login', { email: DEMO_ACCOUNT.email, password: `Wrong-guess-${attempt}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await visitor.post('/api/account/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ success: false, Message: expect.stringMatching(/Too many attempts/) });
    expect(newCookie(blocked)).toBeNull();
    // Another browser (another address) is not held back.
    expect(
      (await (await newVisitor(app)).post('/api/account/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).statusCode,
    ).toBe(200);
  });

  it('limits account creation per address with 429', async () => {
    const visitor = await newVisitor(app);
    // Invalid bodies are cheap (no hashing) and still count.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await visitor.post('/api/account/create', { ...newAccount(uniqueEmail('rl')), password: 'short' })).statusCode).toBe(400);
    }
    const blocked = await visitor.post('/api/account/create', newAccount(uniqueEmail('rl')));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('keeps the plain resort_sid cookie, without Secure, when secure cookies are off (local http)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/account/session' });
    const cookie = String(newCookie(res));
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });
});
