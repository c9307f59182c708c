import type { FastifyInstance } from 'fastify';
import { BOOT_SCRIPT_HASH, HOLD_SCRIPT_HASH } from './page';
import { remoteOrigins } from './remotes';

/** How long an answer other than a page may carry a policy before remotes.json is looked at again. */
const RECHECK_MS = 1000;

/**
 * The store's content security policy. Remotes may live on their own origin (a CDN): remotes.json
 * names them and may change while the store runs, so their origins are allowed for scripts,
 * fetches and fonts.
 */
export function contentSecurityPolicy(origins: string[]): string {
  const remotes = origins.length ? origins.join(' ') : "'self'";
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `font-src 'self' data: ${remotes}`,
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    // The page's one inline script, the boot script, by its hash.
    `script-src 'self' ${BOOT_SCRIPT_HASH} ${HOLD_SCRIPT_HASH} ${remotes}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    'upgrade-insecure-requests',
    `connect-src 'self' ${remotes}`,
    // The video modal plays from the video provider's host (spec section 9).
    "frame-src 'self' https://www.youtube.com",
  ].join(';');
}

/** Headers every answer carries besides the policy (helmet's defaults, resources usable cross-origin). */
const FIXED_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * What an API answer carries: JSON is never a document, so it may load nothing and be framed by
 * nobody (OWASP's headers for REST answers). Half the size of a page's set, which every search pays.
 */
export const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': FIXED_HEADERS['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/** API paths that answer with a page of their own: the OpenAPI explorer. */
const API_PAGES = /^\/api\/docs(\/|\?|$)/;

/**
 * Security headers on every answer, built once and again only when remotes.json names other
 * origins. A page looks at remotes.json each time (a redeployed remote loads at once); static
 * files reuse the policy for up to a second, since building it per answer cost searches a tenth of
 * their throughput. API answers carry their own fixed set.
 */
export function registerSecurityHeaders(app: FastifyInstance, remotesPath: string): void {
  let origins = '';
  let headers: Record<string, string> = {};
  let checkedAt = Number.NEGATIVE_INFINITY;
  const current = (page: boolean) => {
    const now = Date.now();
    if (page || now - checkedAt >= RECHECK_MS) {
      checkedAt = now;
      const found = remoteOrigins(remotesPath);
      const key = found.join(' ');
      if (key !== origins || !headers['content-security-policy']) {
        origins = key;
        headers = { 'content-security-policy': contentSecurityPolicy(found), ...FIXED_HEADERS };
      }
    }
    return headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw.url ?? '/';
    if (raw.startsWith('/api/') && !API_PAGES.test(raw)) reply.headers(API_HEADERS);
    else reply.headers(current(!/\.[a-z0-9]+(\?|$)/i.test(raw)));
    done();
  });
}
