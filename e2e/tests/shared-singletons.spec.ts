import { expect, test, type Page } from './fixtures';
import { DateTime } from 'luxon';

// rxjs travels inside @resort/shared: only its event bus uses it, and that bus is one per page.
const SINGLETONS = ['react', 'react-dom', 'styled-components', '@resort/shared', 'luxon', 'single-spa', 'zod', '@tanstack/react-query'];

/**
 * Reads the federation share scope of every federation instance on the page: for each library,
 * the versions that were actually loaded and the containers that provided them.
 */
async function loadedShares(page: Page) {
  return page.evaluate((names) => {
    type Share = { loaded?: boolean; from?: string; useIn?: string[]; lib?: unknown };
    const federation = (
      window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } }
    ).__FEDERATION__;
    const result: Record<string, { providers: string[]; users: string[] }> = {};
    for (const name of names) result[name] = { providers: [], users: [] };
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, share] of Object.entries(scope[name] ?? {})) {
            if (share.loaded || share.lib) {
              const key = `${share.from}@${version}`;
              if (!result[name].providers.includes(key)) result[name].providers.push(key);
              for (const user of share.useIn ?? []) if (!result[name].users.includes(user)) result[name].users.push(user);
            }
          }
        }
      }
    }
    return result;
  }, SINGLETONS);
}

/** Which shared library each file of the store's builds holds, from the shell's and every remote's mf-manifest.json. */
async function sharedFiles(page: Page): Promise<Map<string, string>> {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, { entry: string }>;
  const manifests = ['/static/mf-manifest.json', ...Object.values(remotes).map((r) => r.entry)];
  const files = new Map<string, string>();
  for (const url of manifests) {
    const manifest = (await (await page.request.get(url)).json()) as {
      shared?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const base = new URL(url, 'http://store').pathname.replace(/[^/]*$/, '');
    for (const s of manifest.shared ?? [])
      for (const file of [...s.assets.js.sync, ...s.assets.js.async]) files.set(`${base}${file}`, s.name);
  }
  return files;
}

// No page loads zod with its first screen: the texts and rules pages show are in zod-free files
// beside the contracts, and a form that checks with a schema (the cart's guest email) fetches it
// when reached. The home page's booking widgets and calendars work on ISO dates without luxon, so
// it loads no luxon either.
const copies = (path: string, name: string) => {
  if (name === 'zod') return 0;
  return name === 'luxon' && path === '/' ? 0 : 1;
};

for (const path of ['/', '/lift-tickets', '/cart', '/checkout']) {
  test(`${path} loads react, react-dom, styled-components, @resort/shared (its bus and rxjs), single-spa, react-query and (but on home) luxon exactly once, and no zod`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(path || lodgingResults());
    await expect(page.getByTestId('header-cart')).toBeVisible();
    // Wait until the route's remote has mounted (it adds its own container); the global cart and
    // account remotes load on a page's first need of them, not here.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[id^="app-"]').length >= 1 ||
        document.querySelector('[data-testid="booking-tabs"], [data-testid="booking-accordion"]'),
    );
    await page.waitForTimeout(500);
    const shares = await loadedShares(page);
    for (const name of SINGLETONS) {
      expect(shares[name].providers, `${name} providers on ${path}`).toHaveLength(copies(path, name));
    }
    // Nor is a second build's copy downloaded beside the one in use (remotes starting at once
    // once each fetched their own zod): every shared library's code crosses the wire once.
    const byFile = await sharedFiles(page);
    const builds = new Map<string, Set<string>>();
    for (const file of fetched) {
      const lib = byFile.get(file)?.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*).*$/, '$1');
      if (lib) builds.set(lib, (builds.get(lib) ?? new Set()).add(file.replace(/[^/]*$/, '')));
    }
    expect([...(builds.get('zod') ?? [])], `builds whose zod was fetched on ${path}`).toHaveLength(copies(path, 'zod'));
    for (const [lib, from] of builds) expect([...from], `builds whose ${lib} was fetched on ${path}`).toHaveLength(1);
    // More than one container uses react, so the one copy really is shared.
    expect(shares.react.users.length).toBeGreaterThan(1);
  });
}

// A page names the chunks of the shell's start for the browser to fetch beside its entry, after its
// first paint (startup-chunks.json of the shell's build): each one named must be a file the start
// really asks for, or a phone downloads it for nothing. Lodging's results come drawn by the server
// with their first photo at high priority: they name none, so that photo has the bandwidth to itself.
const day = (ahead: number) => DateTime.now().setZone('America/Denver').plus({ days: ahead }).toFormat('MM/dd/yyyy');
const lodgingResults = () => `/lodging?${new URLSearchParams({ arrivaldate: day(40), departuredate: day(43), adultcount: '2' })}`;
for (const [name, path] of [
  ['/', '/'],
  ['/lift-tickets', '/lift-tickets'],
  ['/cart', '/cart'],
  ['lodging results', ''],
]) {
  test(`${name}: asks for no code before its first contentful paint; each chunk of the shell's start it preloads is a file the start asks for, marked to compile whole (lodging's results preload none)`, async ({
    page,
  }) => {
    // Every script element the page gets (webpack adds one per chunk file it loads, then removes it).
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { scriptsAdded: string[] }).scriptsAdded = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) added.push(new URL(node.src).pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path || lodgingResults());
    await expect(page.getByTestId('header-cart')).toBeVisible();
    const { preloaded, asked } = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
        .map((link) => new URL(link.href).pathname)
        .filter((p) => /^\/static\/\d+\.[0-9a-f]+\.js$/.test(p)),
      asked: (window as unknown as { scriptsAdded: string[] }).scriptsAdded,
    }));
    if (!path) expect(preloaded, `shell chunks preloaded on ${name}`).toEqual([]);
    else expect(preloaded.length, `shell chunks preloaded on ${name}`).toBeGreaterThan(5);
    for (const file of preloaded) expect(asked, `${file} preloaded on ${name} but never asked for`).toContain(file);
    // The start's scripts come marked for Chromium to compile whole while they stream in, off the
    // page's main thread, instead of function by function inside the start's tasks.
    for (const file of ['/static/main.js', ...preloaded]) {
      const text = await (await page.request.get(file)).text();
      expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), `${file} starts with the compile hint`).toBe(true);
    }
    // The page's script and JSON requests, the entry, its chunks, remotes.json and the manifests, all
    // start once the first paint is on screen.
    const { fcp, early } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const early = performance
        .getEntriesByType('resource')
        .filter((r) => /\.(js|json)$/.test(new URL(r.name).pathname) && !(r.startTime >= fcp))
        .map((r) => new URL(r.name).pathname);
      return { fcp, early };
    });
    expect(fcp, 'first contentful paint').toBeGreaterThan(0);
    expect(early, `code asked for before the first contentful paint on ${name}`).toEqual([]);
  });
}
