/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH, renderShellPage } from './page';
import { contentSecurityPolicy } from './security-headers';

const built = (entry: string) =>
  `<!doctype html><html><head><title>x</title></head><body><main id=main-content><div id=home-slot></div></main>${entry}</body></html>`;

describe('the page boots its code after the first paint', () => {
  test.each(['<script defer src=/static/main.js></script>', '<script defer="defer" src="/static/main.js"></script>'])(
    'the built entry tag %s becomes the boot script naming the same file, with the file preloaded at low priority',
    (entry) => {
      const page = renderShellPage(built(entry), undefined, '/');
      expect(page).not.toContain(entry);
      expect(page).toContain('<link rel="preload" href="/static/main.js" as="script" fetchpriority="low">');
      expect(page).toContain(`<script data-src="/static/main.js">${BOOT_SCRIPT}</script>`);
      // The hero is in the HTML, before any script: it paints first.
      expect(page.indexOf('id="home-hero"')).toBeLessThan(page.indexOf('<script'));
    },
  );

  test("the chunks of the shell's start are preloaded beside its entry, after it", () => {
    const page = renderShellPage(built('<script defer src=/static/main.js></script>'), undefined, {
      pathname: '/cart',
      startup: ['470.ab12cd34.js', '87.ef56ab78.js'],
    });
    const preloaded = [...page.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low">/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/static/main.js', '/static/470.ab12cd34.js', '/static/87.ef56ab78.js']);
  });

  test('the security policy allows exactly that inline script and no other', () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(BOOT_SCRIPT_HASH).toBe(hash);
    const scriptSrc = contentSecurityPolicy([])
      .split(';')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hash} 'self'`);
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
