import { desc, eq } from 'drizzle-orm';
import { newVisitor, signUpVisitor, testBackends } from '../server/testing';
import { SUBSCRIBER_LINK_INVALID, SUBSCRIBER_NEEDS_LINK, SUBSCRIBER_NOT_FOUND, SUBSCRIBER_RESORT } from '../contract';
import { outbox, subscribers, users } from '../server/schema';
import { useAccountApp } from './account-app';

// Spec section 7, account: "subscriber profile get/create/update"; other: "email signup POST". The
// marketing subscriber, with or without an account; double opt-in by a link mailed to the address.

describe.each(testBackends())('subscribers and email signup on %s', (backend) => {
  const testApp = useAccountApp(backend);

  const db = () => testApp.handle.db;
  const mailsTo = (email: string) => db().select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt));
  const linkTokenIn = async (email: string) => {
    const [mail] = await mailsTo(email);
    const match = /https?:\/\/\S+\/account\/newsletter\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
    if (!match) throw new Error(`no link in ${mail?.body}`);
    return { token: match[1], subject: mail.subject };
  };
  const count = async () => (await db().select().from(subscribers)).length;
  const row = async (email: string) => (await db().select().from(subscribers).where(eq(subscribers.email, email)))[0];

  test('email signup is anonymous and double opt-in: pending until the mailed link confirms it', async () => {
    const visitor = await newVisitor(testApp.app);
    const res = await visitor.post('/api/account/email-signup', { email: '  Pow.Hound@Example.com ', homeResort: 'cascade-ridge' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ confirmationSent: true, subscriber: null });
    expect(await row('pow.hound@example.com')).toMatchObject({ status: 'pending', homeResort: 'cascade-ridge', userId: null });
    const { token, subject } = await linkTokenIn('pow.hound@example.com');
    expect(subject).toBe('Confirm your Summit Resorts emails');
    // Only the token's hash is kept.
    expect(JSON.stringify(await row('pow.hound@example.com'))).not.toContain(token);

    const confirmed = await visitor.post('/api/account/email-signup/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ email: 'pow.hound@example.com', status: 'confirmed', hasAccount: false });

    // The same link manages the profile: get, then update.
    const anyone = await newVisitor(testApp.app);
    expect((await anyone.post('/api/account/subscriber/get', { token })).json().data.homeResort).toBe('cascade-ridge');
    const updated = await anyone.post('/api/account/subscriber/update', {
      token,
      firstName: 'Pat',
      lastName: 'Hound',
      homeResort: 'summit-peak',
      interests: ['lessons', 'events', 'lessons'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ firstName: 'Pat', homeResort: 'summit-peak', interests: ['lessons', 'events'] });
    expect(await row('pow.hound@example.com')).toMatchObject({ firstName: 'Pat', lastName: 'Hound', interests: ['lessons', 'events'] });
  });

  test('signing up an address again changes nothing but sends a new link, and the old one stops working', async () => {
    const visitor = await newVisitor(testApp.app);
    await visitor.post('/api/account/subscriber/create', { email: 'again@example.com', firstName: 'Ana', interests: ['skiing'] });
    const first = (await linkTokenIn('again@example.com')).token;
    await visitor.post('/api/account/email-signup/confirm', { token: first });
    // Someone else types the same address with other details: the subscription is not theirs to change.
    const stranger = await newVisitor(testApp.app);
    const res = await stranger.post('/api/account/subscriber/create', {
      email: 'again@example.com',
      firstName: 'Mallory',
      interests: ['summer'],
    });
    expect(res.json().data).toEqual({ confirmationSent: true, subscriber: null });
    expect(await row('again@example.com')).toMatchObject({ firstName: 'Ana', interests: ['skiing'], status: 'confirmed' });
    const second = await linkTokenIn('again@example.com');
    expect(second.subject).toBe('Your Summit Resorts emails');
    const stale = await stranger.post('/api/account/subscriber/get', { token: first });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Message).toBe(SUBSCRIBER_LINK_INVALID);
    expect((await stranger.post('/api/account/subscriber/get', { token: second.token })).json().data.firstName).toBe('Ana');
  });

  test("a holder subscribing their own account's address is confirmed at once and reads it signed in", async () => {
    const visitor = await newVisitor(testApp.app);
    const userId = await signUpVisitor(visitor, { firstName: 'Robin' });
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect((await visitor.post('/api/account/subscriber/get', {})).json().Message).toBe(SUBSCRIBER_NOT_FOUND);
    const created = await visitor.post('/api/account/subscriber/create', {
      email: user.email.toUpperCase(),
      firstName: 'Robin',
      lastName: 'Rivers',
      homeResort: 'green-mountain',
      interests: ['snowboarding'],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ confirmationSent: false, subscriber: { status: 'confirmed', hasAccount: true } });
    const got = await visitor.post('/api/account/subscriber/get', {});
    expect(got.json().data).toMatchObject({ email: user.email, homeResort: 'green-mountain', interests: ['snowboarding'] });
    const updated = await visitor.post('/api/account/subscriber/update', { interests: [] });
    expect(updated.json().data.interests).toEqual([]);
    // A guest without the link reads nothing.
    const guest = await newVisitor(testApp.app);
    const res = await guest.post('/api/account/subscriber/get', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().Message).toBe(SUBSCRIBER_NEEDS_LINK);
  });

  test('bad input is refused in words and stores nothing', async () => {
    const visitor = await newVisitor(testApp.app);
    const before = await count();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/account/email-signup', { email: 'not-an-address' }, 'Enter a valid email address.'],
      ['/api/account/email-signup', { email: 'a@example.com', homeResort: 'atlantis' }, SUBSCRIBER_RESORT],
      ['/api/account/subscriber/create', { email: 'a@example.com', interests: ['gambling'] }, 'Please choose from the interests listed.'],
      ['/api/account/email-signup/confirm', { token: 'short' }, SUBSCRIBER_LINK_INVALID],
      ['/api/account/email-signup/confirm', { token: 'x'.repeat(43) }, SUBSCRIBER_LINK_INVALID],
    ];
    for (const [url, body, message] of cases) {
      const res = await visitor.post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toContain(message);
    }
    const after = await count();
    expect(after).toBe(before);
  });
});
