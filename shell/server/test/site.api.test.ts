import { newVisitor, testBackends } from '@resort/shared/server/testing';
import { BOOT_SCRIPT_HASH, HOLD_SCRIPT_HASH } from '../page';
import { useStore } from './harness';
import { lines } from '../lines';

// Site basics: pages answer with their own title and description, an unknown path answers the
// 404 page with status 404, and robots.txt, sitemap.xml, the web manifest and its icons.

/** MM/dd/yyyy of the resort's day `daysAhead` from today (the demo resorts keep Mountain time). */
function resortDay(daysAhead: number) {
  const [y, m, d] = new Date(Date.now() + daysAhead * 86400_000).toLocaleDateString('en-CA', { timeZone: 'America/Denver' }).split('-');
  return `${m}/${d}/${y}`;
}

describe.each(testBackends().slice(0, 1))('site basics on %s', (backend) => {
  const store = useStore(backend);

  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

  test('an unknown path answers the 404 page with status 404', async () => {
    for (const url of ['/no-such-page', '/lift-ticketsx', '/resorts/nowhere']) {
      const res = await store.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Page not found');
      expect(titleOf(res.body)).toBe('Page not found | Summit Resorts');
    }
    // An unknown API path stays a JSON 404.
    const api = await store.app.inject({ url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  test('known pages answer 200, each with its own title and description', async () => {
    const urls = ['/', '/lift-tickets', '/lift-tickets/results', '/lodging', '/cart', '/sign-in', '/resorts/summit-peak'];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const url of urls) {
      const res = await store.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      titles.add(titleOf(res.body) ?? '');
      descriptions.add(descriptionOf(res.body) ?? '');
    }
    // The results page shares its line's title; every other page has its own.
    expect(titles.size).toBe(urls.length - 1);
    expect(descriptions.size).toBe(urls.length - 1);
    const home = await store.app.inject({ url: '/' });
    expect(home.body).toContain('id="home-hero"');
    expect(titleOf((await store.app.inject({ url: '/resorts/summit-peak' })).body)).toBe('Summit Peak | Summit Resorts');
  });

  test('a route prefix added to remotes.json is a page at once', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
    fs.writeFileSync(file, JSON.stringify({ lodging: { entry: '/remotes/lodging/mf-manifest.json', routes: ['/lodging'] } }));
    const other = await (await import('./harness')).startStore(backend, { remotesFile: file });
    try {
      expect((await other.app.inject({ url: '/mountain-events' })).statusCode).toBe(404);
      expect(String((await other.app.inject({ url: '/lodging' })).headers['content-security-policy'])).not.toContain('cdn.example.com');
      // Moved to a CDN in the same redeploy: the page's policy lets the browser load it at once.
      fs.writeFileSync(
        file,
        JSON.stringify({
          lodging: { entry: 'https://cdn.example.com/lodging/mf-manifest.json', routes: ['/lodging', '/mountain-events'] },
        }),
      );
      const res = await other.app.inject({ url: '/mountain-events' });
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe('Mountain Events | Summit Resorts');
      const policy = String(res.headers['content-security-policy']).split(';');
      expect(policy).toEqual(
        expect.arrayContaining([
          `script-src 'self' ${BOOT_SCRIPT_HASH} ${HOLD_SCRIPT_HASH} https://cdn.example.com`,
          "connect-src 'self' https://cdn.example.com",
          "font-src 'self' data: https://cdn.example.com",
        ]),
      );
    } finally {
      await other.close();
    }
  }, 120_000);

  test('robots.txt keeps crawlers out of the API, cart and account and names the sitemap', async () => {
    const res = await store.app.inject({ url: '/robots.txt', headers: { host: 'shop.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/cart$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/shop\.example\.com\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists home, every resort page and the remotes public pages, not the cart', async () => {
    const res = await store.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://shop.example.com/',
        'http://shop.example.com/resorts/summit-peak',
        'http://shop.example.com/resorts/coast-range',
        'http://shop.example.com/lift-tickets',
        'http://shop.example.com/lodging',
      ]),
    );
    expect(locs.some((l) => /\/cart|\/checkout|\/account|\/sign-in/.test(l))).toBe(false);
  });

  test('the web manifest names the store and its icons, which are served as PNG', async () => {
    const res = await store.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'Summit Resorts', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const img = await store.app.inject({ url: icon.src });
      expect({ src: icon.src, status: img.statusCode }).toEqual({ src: icon.src, status: 200 });
      expect(img.headers['content-type']).toBe(icon.type);
      if (icon.type === 'image/png') {
        const sharp = (await import('sharp')).default;
        const { width, height } = await sharp(img.rawPayload).metadata();
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
    expect((await store.app.inject({ url: '/apple-touch-icon.png' })).statusCode).toBe(200);
    // The page links the manifest.
    expect((await store.app.inject({ url: '/' })).body).toMatch(/rel="?manifest"? href="?\/manifest\.webmanifest/);
  });

  // Issue "Performance on every page": "the route's remote's first screen with its data (the same
  // services the API uses, no HTTP to itself)". The lines' answers for a page are the API's answers,
  // under the keys the pages' queries read them by; the build's remotes draw them (e2e server-render.spec).
  const frameOf = (html: string) => /id="page-frame"|data-server-drawn/.exec(html);
  const pageData = (pathname: string, query: Record<string, string> = {}) => {
    const providers = lines.flatMap((line) => (line.pageData ? [line.pageData(store.handle.db)] : []));
    return Promise.all(providers.map((p) => p({ pathname, query: new URLSearchParams(query) }))).then((all) => all.filter(Boolean).flat());
  };

  test("lift ticket results: the page is drawn from the search the API answers, under the page query's key", async () => {
    const query = { resort: 'summit-peak', startDate: resortDay(10), numberOfDays: '3', ageGroup: 'adult' };
    const seeds = await pageData('/lift-tickets', query);
    const api = await store.app.inject({
      url: `/api/liftaccess/lift-tickets/search?${new URLSearchParams({ ...query, ageCategory: 'adult', showSavings: 'true' })}`,
    });
    expect(seeds).toEqual([
      {
        queryKey: [
          'liftaccess',
          'lift-tickets',
          'search',
          { resort: 'summit-peak', startDate: resortDay(10), numberOfDays: '3', ageCategory: 'adult' },
        ],
        data: api.json().data,
      },
    ]);
  });

  test('lodging results and a property page are drawn from the answers of "lodging results", "room filters" and the details call', async () => {
    const stay = { arrivaldate: resortDay(30), departuredate: resortDay(33), adultcount: '2', childcount: '1', childagearray: '8' };
    const visitor = await newVisitor(store.app);
    const results = (await visitor.post('/api/lodging/results', { ...stay, adultcount: 2, childcount: 1 })).json().data;
    const seeds = await pageData('/lodging', stay);
    expect(seeds.map((s) => s?.queryKey[1])).toEqual(['results', 'room-filters']);
    expect(seeds[0]?.data).toEqual(results);
    const filters = (await visitor.post('/api/lodging/room-filters', seeds[1]?.queryKey[2])).json().data;
    expect(seeds[1]?.data).toEqual(filters);
    const [property] = results.properties;
    const details = (await visitor.post('/api/lodging/details', { propertyId: property.id })).json().data;
    expect(await pageData(`/lodging/${property.id}`)).toEqual([{ queryKey: ['lodging', 'details', property.id], data: details }]);
    // A search the page refuses gets no answers: the page says why itself.
    expect(await pageData('/lodging', { ...stay, departuredate: stay.arrivaldate })).toEqual([]);
  });

  test('the childcare page is drawn from the programmes "Childcare products" answers', async () => {
    const api = (await (await newVisitor(store.app)).post('/api/childcare/products', {})).json().data;
    expect(api.products.length).toBeGreaterThan(0);
    expect(await pageData('/childcare')).toEqual([{ queryKey: ['childcare', 'products', null], data: api }]);
    expect(await pageData('/lessons')).toEqual([]);
  });

  test("without the remotes' builds, pages come as the shell alone: the browser draws them", async () => {
    for (const url of [
      `/lift-tickets?${new URLSearchParams({ resort: 'summit-peak', startDate: resortDay(10), numberOfDays: '1' })}`,
      `/lift-tickets?${new URLSearchParams({ resort: 'summit-peak', startDate: 'tomorrow', numberOfDays: '1', ageGroup: 'adult' })}`,
      `/lift-tickets?${new URLSearchParams({ resort: 'nowhere', startDate: resortDay(10), numberOfDays: '1', ageGroup: 'adult' })}`,
      `/lift-tickets?${new URLSearchParams({ resort: 'summit-peak', startDate: resortDay(10), numberOfDays: '99', ageGroup: 'adult' })}`,
      '/lift-tickets',
      '/lodging',
      '/checkout',
      '/cart',
      '/sign-in',
      '/weather',
      '/',
    ]) {
      const page = await store.app.inject({ url });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect({ url, frame: frameOf(page.body) }).toEqual({ url, frame: null });
    }
  });
});
