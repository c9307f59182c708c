import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precompressFolder } from '@resort/shared/build/precompress-plugin.cjs';
import { startStore, type StoreUnderTest } from './harness';

// Static files as a phone on one bar of signal fetches them: the smallest encoding it accepts,
// and files named by their content hash kept for a year. Real files on disk, precompressed by the
// same step the production build runs.
const script = `${'export const slopes = ["Blue Ox", "Summit Run", "Cascade"];\n'.repeat(200)}`;

let root: string;
let store: StoreUnderTest;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-transfer-'));
  const shellDist = path.join(root, 'shell', 'dist');
  const lodgingDist = path.join(root, 'mfe-lodging', 'dist');
  mkdirSync(shellDist, { recursive: true });
  mkdirSync(lodgingDist, { recursive: true });
  writeFileSync(path.join(shellDist, 'main.js'), script);
  writeFileSync(path.join(shellDist, 'vendors.1a2b3c4d.js'), script);
  writeFileSync(path.join(lodgingDist, 'remoteEntry.js'), script);
  writeFileSync(path.join(lodgingDist, 'mf-manifest.json'), JSON.stringify({ exposes: Array(100).fill({ name: 'app' }) }));
  writeFileSync(path.join(lodgingDist, '412.9f8e7d6c.js'), script);
  writeFileSync(path.join(lodgingDist, 'tiny.0a0b0c0d.js'), 'export {};\n');
  precompressFolder(shellDist);
  precompressFolder(lodgingDist);
  store = await startStore('pglite', { serveStatic: true, staticRoot: root });
});

afterAll(async () => {
  await store?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  store.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static files: precompressed and cached by name', () => {
  test('brotli is sent when the browser accepts it, and is smaller than the file', async () => {
    const res = await get('/static/vendors.1a2b3c4d.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  test('gzip when brotli is not accepted; the plain file without Accept-Encoding', async () => {
    const gz = await get('/remotes/lodging/412.9f8e7d6c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/remotes/lodging/412.9f8e7d6c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  test('a file too small to gain from compression is sent as it is', async () => {
    const res = await get('/remotes/lodging/tiny.0a0b0c0d.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  test('files named by their content hash are immutable for a year, in every encoding', async () => {
    for (const [url, enc] of [
      ['/static/vendors.1a2b3c4d.js', 'br'],
      ['/remotes/lodging/412.9f8e7d6c.js', 'gzip'],
      ['/remotes/lodging/412.9f8e7d6c.js', undefined],
    ] as const) {
      expect((await get(url, enc)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('main.js, remoteEntry.js and mf-manifest.json keep their names across builds: revalidated', async () => {
    for (const url of ['/static/main.js', '/remotes/lodging/remoteEntry.js', '/remotes/lodging/mf-manifest.json']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/remotes/lodging/remoteEntry.js')).headers['access-control-allow-origin']).toBe('*');
  });
});

describe('pages and JSON compressed as they are sent', () => {
  test('a page is sent with brotli or gzip as accepted, and whole without Accept-Encoding', async () => {
    const br = await get('/', 'br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/<html/i);
  });

  test('an API answer larger than 1 KiB is compressed and still reads as the same JSON', async () => {
    const url = '/api/docs/json';
    const plain = await get(url);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  test('a small API answer is sent as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
