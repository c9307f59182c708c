import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { RATE_LIMITS } from '@resort/shared/server';
import { newVisitor, testBackends } from '@resort/shared/server/testing';
import { REMOTE_FALLBACKS_PATH } from '../remote-fallbacks';
import { startStore, type StoreUnderTest } from './harness';

// The store counts a canary's visitors moved to the stable build: the browser reports each move,
// /metrics counts it by remote, build and reason, and the log has one line for it.

const TOKEN = 'fallback-metrics-token';
const STABLE = '/remotes/lodging/mf-manifest.json';
const CANARY = 'http://127.0.0.1:3341/mf-manifest.json';

describe.each(testBackends())('canary fallbacks reported on %s', (backend) => {
  let store: StoreUnderTest;
  const lines: string[] = [];
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');

  beforeAll(async () => {
    fs.writeFileSync(file, JSON.stringify({ lodging: { entry: STABLE, routes: ['/lodging'], canary: { entry: CANARY, percent: 50 } } }));
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    store = await startStore(backend, { remotesFile: file, metricsToken: TOKEN, redisUrl: '', logger: { level: 'warn', stream } });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });

  const counted = async (reason: string) => {
    const text = (await store.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const series = text
      .split('\n')
      .find((line) => line.startsWith(`resort_remote_fallbacks_total{remote="lodging",build="${CANARY}",reason="${reason}"}`));
    return series ? Number(series.split(' ').pop()) : 0;
  };

  test('a report of the canary named in remotes.json is counted by remote, build and reason, with one log line', async () => {
    const visitor = await newVisitor(store.app);
    const before = await counted('mount');
    const answer = await visitor.post(REMOTE_FALLBACKS_PATH, { remote: 'lodging', build: CANARY, reason: 'mount' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ counted: true });
    expect(await counted('mount')).toBe(before + 1);
    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.remote === 'lodging' && entry.reason === 'mount');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ build: CANARY, msg: expect.stringContaining('fell back to the stable build') });

    const loads = await counted('load');
    await visitor.post(REMOTE_FALLBACKS_PATH, { remote: 'lodging', build: CANARY, reason: 'load' });
    expect(await counted('load')).toBe(loads + 1);
  });

  test('a build or remote remotes.json does not name as a canary is acknowledged, not counted (no made-up series)', async () => {
    const visitor = await newVisitor(store.app);
    for (const body of [
      { remote: 'lodging', build: STABLE, reason: 'load' },
      { remote: 'lodging', build: 'http://evil.test/x.json', reason: 'load' },
      { remote: 'rentals', build: CANARY, reason: 'load' },
    ]) {
      const answer = await visitor.post(REMOTE_FALLBACKS_PATH, body);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ counted: false });
    }
    const text = (await store.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).not.toContain('evil.test');
    expect(text).not.toContain('remote="rentals"');
  });

  test('a malformed report is refused with 400 and the field at fault; without the verification token with 403', async () => {
    const visitor = await newVisitor(store.app);
    for (const body of [
      { remote: 'lodging', build: CANARY, reason: 'crashed' },
      { remote: 'Lodging!', build: CANARY, reason: 'load' },
      { remote: 'lodging', build: '', reason: 'load' },
      { remote: 'lodging', build: 'x'.repeat(501), reason: 'load' },
      { remote: 'lodging', build: CANARY, reason: 'load', extra: 1 },
      { remote: 'lodging' },
    ]) {
      const answer = await visitor.post(REMOTE_FALLBACKS_PATH, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).not.toMatch(/at .*\.ts:\d+/);
    }
    const forged = await store.app.inject({
      method: 'POST',
      url: REMOTE_FALLBACKS_PATH,
      headers: { cookie: visitor.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ remote: 'lodging', build: CANARY, reason: 'load' }),
    });
    expect(forged.statusCode).toBe(403);
  });

  test('reports are limited per visitor', async () => {
    const visitor = await newVisitor(store.app);
    const limit = RATE_LIMITS.remoteFallback.perVisitor!;
    for (let i = 0; i < limit; i += 1) {
      expect((await visitor.post(REMOTE_FALLBACKS_PATH, { remote: 'lodging', build: STABLE, reason: 'load' })).statusCode).toBe(200);
    }
    expect((await visitor.post(REMOTE_FALLBACKS_PATH, { remote: 'lodging', build: STABLE, reason: 'load' })).statusCode).toBe(429);
  });
});
