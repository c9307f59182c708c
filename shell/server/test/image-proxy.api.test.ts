import sharp from 'sharp';
import { testBackends } from '@resort/shared/server/testing';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { idleOf, renderPicturesAhead } from '../startup';
import { useStore } from './harness';

// Spec section 7: "Image proxy: GET with source URL, width, height, device pixel ratio, resizing
// type." It resizes the store's own images with sharp, refuses any other source with 400, and
// caches: the same request is served from memory and revalidates with its ETag (304).

const SOURCE = '/media/summit-peak.svg';
const q = (params: Record<string, string | number>) =>
  `/api/content/image?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

describe.each(testBackends().slice(0, 1))('the image proxy on %s', (backend) => {
  const store = useStore(backend);

  const get = (url: string, headers: Record<string, string> = {}) =>
    store.app.inject({ url, headers: { accept: 'image/webp,*/*', ...headers } });

  test('resizes to width × height × device pixel ratio, by resizing type', async () => {
    const fill = await get(q({ url: SOURCE, width: 480, height: 270, resizingType: 'fill' }));
    expect(fill.statusCode).toBe(200);
    expect(fill.headers['content-type']).toBe('image/webp');
    expect(await sharp(fill.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 270 });

    const retina = await get(q({ url: SOURCE, width: 480, height: 270, dpr: 2, resizingType: 'fill' }));
    expect(await sharp(retina.rawPayload).metadata()).toMatchObject({ width: 960, height: 540 });

    // 'fit' keeps the source's shape (16:10) inside the box.
    const fit = await get(q({ url: SOURCE, width: 400, height: 400, resizingType: 'fit' }));
    expect(await sharp(fit.rawPayload).metadata()).toMatchObject({ width: 400, height: 250 });

    // 'force' stretches to exactly the box.
    const force = await get(q({ url: SOURCE, width: 300, height: 300, resizingType: 'force' }));
    expect(await sharp(force.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });

    // Width alone keeps the aspect ratio; a browser without WebP gets JPEG.
    const jpeg = await store.app.inject({ url: q({ url: SOURCE, width: 768 }), headers: { accept: 'image/png,image/*' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.vary).toMatch(/Accept/);
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 768, height: 480 });
  });

  test('refuses other hosts and anything that is not one of the store images with 400', async () => {
    const refused = [
      'https://evil.example.com/cat.jpg',
      '//evil.example.com/cat.jpg',
      'http://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      '/media/../../../../etc/passwd',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/..%2f..%2fcontract.ts',
      '/etc/passwd',
      '/api/content/image',
      '/media/summit-peak.txt',
      '/remotes/lodging/../../package.json',
    ];
    for (const url of refused) {
      const res = await get(q({ url, width: 100 }));
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().Message).toBe('This image source is not allowed.');
      expect(res.headers['content-type']).toMatch(/json/);
    }
    // The store's own address is its own image.
    const own = await store.app.inject({
      url: q({ url: `http://shop.example.com${SOURCE}`, width: 100 }),
      headers: { host: 'shop.example.com' },
    });
    expect(own.statusCode).toBe(200);
    // Out-of-range sizes, an unknown resizing type or an unknown parameter: 400.
    const bads: Record<string, string | number>[] = [
      { url: SOURCE, width: 0 },
      { url: SOURCE, width: 99999 },
      { url: SOURCE, dpr: 5 },
      { url: SOURCE, resizingType: 'stretch' },
      { url: SOURCE, callback: 'x' },
      { width: 100 },
    ];
    for (const bad of bads) expect((await get(q(bad))).statusCode).toBe(400);
    // A listed folder, but no such picture: 404 'Image Not Available'.
    const missing = await get(q({ url: '/media/no-such.jpg', width: 100 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe('Image Not Available');
  });

  test('caches: the same rendition is served from memory, and revalidates with its ETag as 304', async () => {
    const url = q({ url: '/media/coast-range.svg', width: 1024, height: 576, resizingType: 'fill' });
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);

    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);

    // Other parameters or another format are another rendition with another ETag.
    const other = await get(q({ url: '/media/coast-range.svg', width: 768, height: 432, resizingType: 'fill' }), { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    const jpeg = await store.app.inject({ url, headers: { accept: 'image/jpeg', 'if-none-match': etag } });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers.etag).not.toBe(etag);
  });

  test('pictures rendered ahead at start are in the cache for the first visitor, in both forms', async () => {
    const ahead = [
      q({ url: '/media/lift-line.svg', width: 480, height: 300, resizingType: 'fill' }),
      q({ url: '/media/lift-line.svg', width: 768 }),
    ];
    const unreadable = q({ url: '/media/no-such.svg', width: 480 });
    expect(await renderPicturesAhead(store.app, [...ahead, unreadable])).toBe(4);
    for (const url of ahead) {
      expect((await get(url)).headers['x-cache']).toBe('HIT');
      expect((await store.app.inject({ url, headers: { accept: 'image/jpeg' } })).headers['x-cache']).toBe('HIT');
    }
    // Only those: another size is still rendered on demand.
    expect((await get(q({ url: '/media/lift-line.svg', width: 1024 }))).headers['x-cache']).toBe('MISS');
  });
});

describe('rendering ahead waits for a quiet server', () => {
  test('idle resolves only once no request is open and none came for the quiet time', async () => {
    let finish: () => void = () => undefined;
    const server = http.createServer((_request, response) => {
      finish = () => response.end('done');
    });
    const idle = idleOf(server, 100);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answered = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`).then((r) => r.text());
      await new Promise((resolve) => setTimeout(resolve, 50));
      let quietAt = 0;
      const waiting = idle().then(() => {
        quietAt = performance.now();
      });
      // A visitor's request is open: nothing may start.
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(quietAt).toBe(0);
      const endedAt = performance.now();
      finish();
      expect(await answered).toBe('done');
      await waiting;
      expect(quietAt - endedAt).toBeGreaterThanOrEqual(95);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
