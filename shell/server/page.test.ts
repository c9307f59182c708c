/** @jest-environment node */
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
