import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newVisitor, testBackends, type Visitor } from '@resort/shared/server/testing';
import { BOOT_SCRIPT_HASH, HOLD_SCRIPT_HASH } from '../page';
import { startStore, type StoreUnderTest } from './harness';

// A remote's canary: each visitor is in it or not for every page view, the share moves with
// remotes.json while the store runs, and the security policy lets the canary's origin load.

const STABLE = '/remotes/lodging/mf-manifest.json';
const CANARY = 'http://127.0.0.1:3341/mf-manifest.json';

describe.each(testBackends().slice(0, 1))('a remote canary on %s', (backend) => {
  let store: StoreUnderTest;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
  const setPercent = (percent: number) =>
    fs.writeFileSync(file, JSON.stringify({ lodging: { entry: STABLE, routes: ['/lodging'], canary: { entry: CANARY, percent } } }));

  beforeAll(async () => {
    setPercent(50);
    store = await startStore(backend, { remotesFile: file });
  }, 120_000);

  afterAll(async () => {
    await store?.close();
  });

  const lodgingEntry = async (visitor: Visitor) => {
    const res = await visitor.get('/remotes.json');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    return res.json().lodging as { entry: string; stable?: string };
  };

  test('at 50 % about half of new visitors get the canary, each on every page view; 0 % is nobody and 100 % everybody', async () => {
    const visitors = await Promise.all(Array.from({ length: 40 }, () => newVisitor(store.app)));
    const first = await Promise.all(visitors.map(lodgingEntry));
    const inCanary = first.filter((e) => e.entry === CANARY);
    expect(inCanary.length).toBeGreaterThan(8);
    expect(inCanary.length).toBeLessThan(32);
    expect(inCanary.every((e) => e.stable === STABLE)).toBe(true);
    expect(first.filter((e) => e.entry !== CANARY).every((e) => e.entry === STABLE && e.stable === undefined)).toBe(true);
    expect(await Promise.all(visitors.map(lodgingEntry))).toEqual(first);

    setPercent(0);
    expect((await Promise.all(visitors.map(lodgingEntry))).filter((e) => e.entry === CANARY)).toEqual([]);
    setPercent(100);
    expect((await Promise.all(visitors.map(lodgingEntry))).every((e) => e.entry === CANARY)).toBe(true);
  }, 60_000);

  test('a visitor keeps their bucket when signing in renews the session, or when the session lapses (the visitor id cookie lasts a year)', async () => {
    setPercent(50);
    const visitors = await Promise.all(Array.from({ length: 16 }, () => newVisitor(store.app)));
    const page = await visitors[0].get('/lodging');
    const set = String(page.headers['set-cookie']);
    expect(set).toMatch(/resort_vid=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000/);
    await Promise.all(visitors.slice(1).map((v) => v.get('/lodging')));
    const before = await Promise.all(visitors.map(lodgingEntry));
    for (const visitor of visitors) {
      const sessionBefore = visitor.cookie;
      const signIn = await visitor.post('/api/account/login', { email: 'demo@resort.test', password: 'Powder2026!' });
      expect(signIn.statusCode).toBe(200);
      // Signing in gave the visitor a new session; the visitor id stayed.
      expect(visitor.cookie).not.toBe(sessionBefore);
      expect(visitor.cookie).toContain(sessionBefore.split('; ').find((c) => c.startsWith('resort_vid='))!);
    }
    expect(await Promise.all(visitors.map(lodgingEntry))).toEqual(before);
    // Both builds were drawn (so keeping the bucket is not luck of a single build)...
    expect(new Set(before.map((e) => e.entry)).size).toBe(2);
    // ...and a visitor whose session is gone is placed by the id alone.
    for (const [i, visitor] of visitors.entries()) {
      const vid = visitor.cookie.split('; ').find((c) => c.startsWith('resort_vid='))!;
      const res = await store.app.inject({ url: '/remotes.json', headers: { cookie: vid } });
      expect(res.json().lodging.entry).toBe(before[i].entry);
    }
  }, 60_000);

  test("the canary's origin is allowed by the page's policy, and gone from it when the canary is", async () => {
    setPercent(10);
    const withCanary = String((await store.app.inject({ url: '/lodging' })).headers['content-security-policy']);
    expect(withCanary.split(';')).toContain(`script-src 'self' ${BOOT_SCRIPT_HASH} ${HOLD_SCRIPT_HASH} http://127.0.0.1:3341`);
    fs.writeFileSync(file, JSON.stringify({ lodging: { entry: STABLE, routes: ['/lodging'] } }));
    const without = String((await store.app.inject({ url: '/lodging' })).headers['content-security-policy']);
    expect(without).not.toContain('127.0.0.1:3341');
  });
});
