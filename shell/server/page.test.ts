/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { BOOT_PRELOADS_PER_TASK, BOOT_SCRIPT, BOOT_SCRIPT_HASH, HOLD_SCRIPT, renderShellPage } from './page';
import { contentSecurityPolicy } from './security-headers';

const built = (entry: string) =>
  `<!doctype html><html><head><title>x</title></head><body><main id=main-content><div id=home-slot></div></main>${entry}</body></html>`;

describe('the page boots its code after the first paint', () => {
  test.each(['<script defer src=/static/main.js></script>', '<script defer="defer" src="/static/main.js"></script>'])(
    'the built entry tag %s becomes the boot script naming the same file',
    (entry) => {
      const page = renderShellPage(built(entry), undefined, '/');
      expect(page).not.toContain(entry);
      expect(page).toContain(`<script data-src="/static/main.js">${BOOT_SCRIPT}</script>`);
      // The hero is in the HTML, before any script: it paints first.
      expect(page.indexOf('id="home-hero"')).toBeLessThan(page.indexOf('<script'));
    },
  );

  const cartPage = () =>
    renderShellPage(built('<script defer src=/static/main.js></script>'), undefined, {
      pathname: '/cart',
      startup: ['470.ab12cd34.js', '87.ef56ab78.js'],
      preloads: '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
    });

  test("the remote code and the chunks of the shell's start wait in a template just before the boot script", () => {
    const doc = new DOMParser().parseFromString(cartPage(), 'text/html');
    const template = doc.querySelector('template');
    expect(template?.nextElementSibling?.getAttribute('data-src')).toBe('/static/main.js');
    const named = [...(template?.content.querySelectorAll('link[rel="preload"]') ?? [])].map(
      (l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`,
    );
    expect(named).toEqual(['fetch /remotes.json', 'script /static/470.ab12cd34.js', 'script /static/87.ef56ab78.js']);
    // Inert until then: nothing outside the template asks for code.
    expect(doc.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    for (const link of template?.content.querySelectorAll('link[as="script"]') ?? [])
      expect(link.getAttribute('fetchpriority')).toBe('low');
  });

  /** Runs the page's boot script here (this environment runs inline scripts) and watches the head. */
  const boot = (page: string) => {
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const template = doc.querySelector('template') as HTMLTemplateElement;
    const script = doc.querySelector('script[data-src]') as HTMLScriptElement;
    document.head.replaceChildren();
    document.body.replaceChildren(document.importNode(template, true));
    const run = document.createElement('script');
    run.dataset.src = script.dataset.src;
    run.textContent = script.textContent;
    document.body.append(run);
    return {
      inHead: () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href')),
      entry: () => document.querySelector('script[src]')?.getAttribute('src'),
    };
  };
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  test('the boot script adds the entry, then puts the preloads in the head, only after a frame, not while the page is parsed', async () => {
    const { inHead, entry } = boot(cartPage());
    expect(inHead()).toEqual([]);
    expect(entry()).toBeUndefined();
    // The boot script's own frame callback was asked for first, so its timer runs before this one.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(entry()).toBe('/static/main.js');
    expect(inHead()).toEqual(['/remotes.json', '/static/470.ab12cd34.js']);
    await nextTask();
    expect(inHead()).toEqual(['/remotes.json', '/static/470.ab12cd34.js', '/static/87.ef56ab78.js']);
  });

  test(`no task asks for more than ${BOOT_PRELOADS_PER_TASK} of them, and all are asked for in their order`, async () => {
    const startup = Array.from({ length: 7 }, (_, i) => `${i}.abcdef.js`);
    const { inHead } = boot(
      renderShellPage(built('<script defer src=/static/main.js></script>'), undefined, { pathname: '/cart', startup }),
    );
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const counts = [inHead().length];
    while (counts[counts.length - 1] < startup.length && counts.length < 20) {
      await nextTask();
      counts.push(inHead().length);
    }
    const expected = Array.from({ length: Math.ceil(startup.length / BOOT_PRELOADS_PER_TASK) }, (_, i) =>
      Math.min(startup.length, (i + 1) * BOOT_PRELOADS_PER_TASK),
    );
    expect(counts).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);
    expect(inHead()).toEqual(startup.map((file) => `/static/${file}`));
  });

  test('the security policy allows exactly that inline script and the hold of a drawn area, and no other', () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    const hold = `'sha256-${createHash('sha256').update(HOLD_SCRIPT).digest('base64')}'`;
    expect(BOOT_SCRIPT_HASH).toBe(hash);
    const scriptSrc = contentSecurityPolicy([])
      .split(';')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hash} ${hold} 'self'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  test('a template without a built entry (no build) is left as it is', () => {
    const page = renderShellPage(built(''), undefined, '/');
    expect(page).not.toContain('<script');
  });
});

describe("the page carries the visitor's state in its meta tags", () => {
  // As the minifier writes them: the placeholders unquoted.
  const minified =
    '<!doctype html><html><head><meta name=csrf-token content=__CSRF_TOKEN__><meta name=resort-session content=__SESSION_STATE__><meta name=resort-cart content=__CART_STATE__><title>x</title></head><body></body></html>';
  const metaJson = (html: string, name: string) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return JSON.parse(doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || 'null');
  };

  test('a name with spaces and quotes survives whole; the cart is there when the cart line told it, empty otherwise', () => {
    const user = { id: 'u1', firstName: 'Mary Ann', lastName: `O'Neil "Jr" <x>`, email: 'm@example.com' };
    const session = { csrfToken: 'tok en', user } as unknown as Parameters<typeof renderShellPage>[1];
    const cart = { cartId: null, cartCount: 3, cartUrl: '/cart' };
    const page = renderShellPage(minified, session, { pathname: '/lodging', cart });
    expect(metaJson(page, 'resort-session')).toEqual({ signedIn: true, user });
    expect(metaJson(page, 'resort-cart')).toEqual(cart);
    expect(new DOMParser().parseFromString(page, 'text/html').querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBe(
      'tok en',
    );
    expect(metaJson(renderShellPage(minified, undefined, '/'), 'resort-cart')).toBeNull();
  });
});

describe('the header and footer the server drew', () => {
  // As the minifier writes the built page: the ids unquoted.
  const template =
    '<!doctype html><html><head><title>x</title></head><body><header id=site-header></header><main id=main-content></main><footer id=site-footer></footer></body></html>';
  const layout = {
    header: '<div class="a">Hi, Zoë</div>',
    footer: '<div class="b">Plan your trip</div>',
    styles: '<style data-styled="active">.a{}</style>',
  };

  test('go in their own elements, marked for the browser to hydrate, with their styles in the head', () => {
    const doc = new DOMParser().parseFromString(renderShellPage(template, undefined, { pathname: '/lessons', layout }), 'text/html');
    expect(doc.getElementById('site-header')?.innerHTML).toBe(layout.header);
    expect(doc.getElementById('site-header')?.hasAttribute('data-server-drawn')).toBe(true);
    expect(doc.getElementById('site-footer')?.innerHTML).toBe(layout.footer);
    expect(doc.getElementById('site-footer')?.hasAttribute('data-server-drawn')).toBe(true);
    expect(doc.head.querySelector('style[data-styled]')?.textContent).toBe('.a{}');
  });

  test('without a drawing both stay empty and unmarked: the browser draws them', () => {
    const doc = new DOMParser().parseFromString(renderShellPage(template, undefined, '/lessons'), 'text/html');
    for (const id of ['site-header', 'site-footer']) {
      expect(doc.getElementById(id)?.innerHTML).toBe('');
      expect(doc.getElementById(id)?.hasAttribute('data-server-drawn')).toBe(false);
    }
  });
});
