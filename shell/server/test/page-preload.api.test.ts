import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStore, type StoreUnderTest } from './harness';

// A page names the remote code it will run, so a phone fetches it in one round trip instead of
// discovering it file by file. Real manifests on disk, shaped as the federation build writes them.

let root: string;
let store: StoreUnderTest;

const remotes = {
  lift_access: { entry: '/remotes/lift-access/mf-manifest.json', routes: ['/lift-tickets'] },
  lodging: { entry: '/remotes/lodging/mf-manifest.json', routes: ['/lodging'] },
  rentals: { entry: 'https://cdn.example.com/rentals/mf-manifest.json', routes: ['/rentals'] },
  cart_checkout: { entry: '/remotes/cart-checkout/mf-manifest.json', routes: ['/cart'], global: true },
};

function remoteBuild(pkg: string, chunks: Record<string, string[]>) {
  const dist = path.join(root, pkg, 'dist');
  mkdirSync(dist, { recursive: true });
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: Object.entries(chunks).map(([name, sync]) => ({ name, assets: { js: { sync, async: ['later.js'] } } })),
  };
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'page-preload-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  // The shell's build: its page with the entry script, and the chunks it names as its start's.
  writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang=en><head><title>Summit</title></head><body><main id=main-content><div id=home-slot></div></main><script defer src=/static/main.js></script></body></html>',
  );
  writeFileSync(path.join(root, 'shell', 'dist', 'startup-chunks.json'), JSON.stringify(['470.ab12cd34.js', '87.ef56ab78.js']));
  remoteBuild('mfe-lift-access', { app: ['819.aa.js', 'expose_app.bb.js'], widgets: ['819.aa.js', 'expose_widgets.cc.js'] });
  remoteBuild('mfe-lodging', { app: ['expose_app.dd.js'], widgets: ['expose_widgets.ee.js'] });
  // Lodging's server entry: a first screen with its photo fetched first, as the results page draws it.
  mkdirSync(path.join(root, 'mfe-lodging', 'dist-ssr'));
  writeFileSync(
    path.join(root, 'mfe-lodging', 'dist-ssr', 'ssr.js'),
    `const React = require(${JSON.stringify(require.resolve('react'))});
exports.serverApp = {
  name: 'lodging',
  render: ({ seeds }) => ({
    element: React.createElement('article', null, React.createElement('img', { src: '/remotes/lodging/assets/lodge.svg', alt: 'Alpenglow Lodge', fetchPriority: 'high' })),
    queryState: () => ({ seeds: seeds.length }),
  }),
};`,
  );
  remoteBuild('mfe-cart-checkout', { app: ['expose_app.ff.js'] });
  const remotesFile = path.join(root, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(remotes));
  store = await startStore('pglite', { serveStatic: true, staticRoot: root, remotesFile });
});

afterAll(async () => {
  await store?.close();
  rmSync(root, { recursive: true, force: true });
});

const pageOf = async (url: string) => {
  const res = await store.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.body;
};

const preloads = async (url: string) =>
  [...(await pageOf(url)).matchAll(/<link rel="preload" href="([^"]+)" as="(fetch|script)"/g)].map((m) => `${m[2]} ${m[1]}`);

/** MM/dd/yyyy `ahead` days from today (lodging's frame reads any day in its window). */
const day = (ahead: number) => {
  const d = new Date(Date.now() + ahead * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

describe('nothing of the code is asked for before the first paint', () => {
  test.each(['/', '/cart', '/lift-tickets', '/lodging/results'])(
    '%s: every code preload waits in the template beside the boot script, none in the head',
    async (url) => {
      const body = await pageOf(url);
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head).not.toMatch(/<link rel="?preload"?[^>]* as="?(script|fetch)"?/);
      const template = body.match(/<template>(.*?)<\/template><script data-src="\/static\/main\.js">/)?.[1] ?? '';
      expect(template).toContain('<link rel="preload" href="/remotes.json" as="fetch"');
      expect(body.replace(template, '')).not.toMatch(/<link rel="preload"[^>]* as="(script|fetch)"/);
    },
  );
});

describe('the page preloads the remote code its route runs', () => {
  test("home: remotes.json and the first booking tab's widgets; the global cart loads on the page's first add", async () => {
    expect((await preloads('/')).filter((t) => !t.startsWith('script /static/'))).toEqual([
      'fetch /remotes.json',
      'fetch /remotes/lift-access/mf-manifest.json',
      'script /remotes/lift-access/remoteEntry.js',
      'script /remotes/lift-access/819.aa.js',
      'script /remotes/lift-access/expose_widgets.cc.js',
    ]);
  });

  test('remote code is fetched early but after what the first paint needs: every script preload is low priority', async () => {
    const body = (await store.app.inject({ url: '/' })).body;
    const scripts = [...body.matchAll(/<link rel="preload"[^>]* as="script"[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  test("the shell's start comes with its entry (home, the cart); lodging's results, drawn in the HTML with their first photo, leave it to the start", async () => {
    for (const url of ['/', '/cart']) {
      const tags = await preloads(url);
      expect(tags).toContain('script /static/470.ab12cd34.js');
      expect(tags).toContain('script /static/87.ef56ab78.js');
    }
    const lodging = `/lodging?${new URLSearchParams({ arrivaldate: day(30), departuredate: day(33), adultcount: '2' })}`;
    const page = await pageOf(lodging);
    expect(page).toMatch(/<div id="app-lodging" data-server-drawn>(<link [^>]*>)?<article><img [^>]*alt="Alpenglow Lodge"/);
    // The line's answers for the search went with it: results and room filters.
    expect(page).toContain('<script type="application/json" id="resort-query-state">{"seeds":2}</script>');
    expect((await preloads(lodging)).filter((t) => t.startsWith('script /static/'))).toEqual([]);
    expect(await preloads(lodging)).toContain('script /remotes/lodging/expose_app.dd.js');
  });

  test("a line's route: that line's app with the page chunks it loads later, not the others' apps", async () => {
    const tags = await preloads('/lodging/results');
    expect(tags).toContain('script /remotes/lodging/expose_app.dd.js');
    expect(tags).not.toContain('script /remotes/lodging/expose_widgets.ee.js');
    expect(tags.some((t) => t.includes('lift-access'))).toBe(false);
    expect(tags.filter((t) => t.includes('later.js'))).toEqual(['script /remotes/lodging/later.js']);
    expect(tags.some((t) => t.includes('cart-checkout'))).toBe(false);
  });

  test("a global remote's own route names its app and page chunks; elsewhere it is not named", async () => {
    expect(await preloads('/cart')).toEqual(
      expect.arrayContaining(['script /remotes/cart-checkout/expose_app.ff.js', 'script /remotes/cart-checkout/later.js']),
    );
    expect((await preloads('/')).filter((t) => t.includes('cart-checkout') || t.includes('later.js'))).toEqual([]);
  });

  test("the trip planner: every planner remote's widgets; a remote on another origin is left to the runtime", async () => {
    const tags = await preloads('/plan?resort=summit-peak');
    expect(tags).toEqual(
      expect.arrayContaining(['script /remotes/lodging/expose_widgets.ee.js', 'script /remotes/lift-access/expose_widgets.cc.js']),
    );
    expect(tags.some((t) => t.includes('cdn.example.com'))).toBe(false);
  });
});
