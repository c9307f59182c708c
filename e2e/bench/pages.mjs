// Every page type of the store, as the bench opens them: the paths come from the remotes' route
// tables and the shell's own pages, the ids (a resort, a pass, a property) from the store's API.
import { randomBytes } from 'node:crypto';

/** MM/dd/yyyy of the resort's day `daysAhead` from today (the resorts are in Mountain time). */
export function resortDay(daysAhead) {
  const d = new Date(Date.now() + daysAhead * 86400_000);
  const [y, m, day] = d.toLocaleDateString('en-CA', { timeZone: 'America/Denver' }).split('-');
  return `${m}/${day}/${y}`;
}

const isoDay = (daysAhead) => new Date(Date.now() + daysAhead * 86400_000).toLocaleDateString('en-CA', { timeZone: 'America/Denver' });

/** A visitor's session, as a browser opens it: the cookie and the token its JSON requests send. */
export async function openSession(base) {
  const res = await fetch(`${base}/api/account/session`);
  if (!res.ok) throw new Error(`/api/account/session answered ${res.status}`);
  const cookie = res.headers.getSetCookie()[0].split(';')[0];
  return { cookie, token: (await res.json()).data.csrfToken };
}

async function send(base, visitor, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: visitor.cookie, RequestVerificationToken: visitor.token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const rotated = res.headers.get('requestverificationtoken');
  if (rotated) visitor.token = rotated;
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer).slice(0, 200)}`);
  return answer.data;
}

/**
 * A visitor with one adult lift ticket in the cart who has chosen to check out as a guest (as
 * the cart's "continue as guest" does), so /checkout opens on its first step. Its cookie is what
 * Lighthouse's own Chromium, which starts with a fresh profile, sends.
 */
export async function visitorWithTicket(base, daysAhead = 14) {
  const visitor = await openSession(base);
  await send(base, visitor, 'POST', '/api/cart/add/liftaccess', {
    productId: 'summit-peak-1day',
    date: isoDay(daysAhead),
    quantity: 1,
    options: { ageCategory: 'adult' },
  });
  await send(base, visitor, 'POST', '/api/checkout/guest', { email: 'bench@example.com' });
  // With its visitor id (resort_vid) too, as a returning browser has: a page without one is
  // answered with a new one, and Chromium then sends the cookies it keeps in place of the header
  // given, so the page's own requests would go without the session.
  return { ...visitor, cookie: `${visitor.cookie}; resort_vid=${randomBytes(16).toString('base64url')}` };
}

/** A two-adult, one-child stay of three nights a month ahead at the given resort, as the lodging search sends it. */
const stay = (resort) =>
  new URLSearchParams({
    arrivaldate: resortDay(30),
    departuredate: resortDay(33),
    adultcount: '2',
    childcount: '1',
    childagearray: '8',
    ...(resort ? { resort } : {}),
  });

/**
 * The pages, in the order. `key` is what BENCH_PAGES names; `withTicket` pages are
 * opened by a visitor with a lift ticket in the cart (a new one for each, made just before).
 */
export async function benchPages(base) {
  const resorts = (await (await fetch(`${base}/api/liftaccess/resorts`)).json()).data.map((r) => r.id);
  const resort = resorts.includes('summit-peak') ? 'summit-peak' : resorts[0];
  const passes = (await (await fetch(`${base}/api/liftaccess/passes`)).json()).data;
  const visitor = await openSession(base);
  const found = await send(base, visitor, 'POST', '/api/lodging/results', {
    arrivaldate: resortDay(30),
    departuredate: resortDay(33),
    adultcount: 2,
    childcount: 1,
    childagearray: '8',
    resort,
  });
  const property = found.properties[0];
  if (!property) throw new Error(`no lodging at ${resort} for the bench's stay`);
  return [
    { key: 'home', name: 'home', path: '/' },
    { key: 'resort', name: `resort (${resort})`, path: `/resorts/${resort}` },
    { key: 'passes', name: 'passes', path: '/passes' },
    { key: 'pass', name: `pass (${passes[0].id})`, path: `/passes/${passes[0].id}` },
    {
      key: 'lift-results',
      name: 'lift ticket results',
      path: `/lift-tickets?resort=${resort}&startDate=${encodeURIComponent(resortDay(10))}&numberOfDays=1&ageGroup=adult`,
    },
    { key: 'bike-park', name: 'bike park', path: '/bike-park' },
    { key: 'lodging', name: 'lodging, no search', path: '/lodging' },
    { key: 'lodging-results', name: 'lodging results', path: `/lodging?${stay()}` },
    { key: 'property', name: `property (${property.id})`, path: `/lodging/${encodeURIComponent(property.id)}?${stay(resort)}` },
    { key: 'packages', name: 'packages', path: `/lodging/packages?${stay(resort)}` },
    { key: 'rentals', name: 'rentals', path: '/rentals' },
    { key: 'my-epic-gear', name: 'My Epic Gear', path: '/my-epic-gear' },
    { key: 'lessons', name: 'lessons', path: '/lessons' },
    { key: 'childcare', name: 'childcare', path: '/childcare' },
    { key: 'activities', name: 'activities', path: '/activities' },
    { key: 'plan', name: 'trip planner', path: '/plan' },
    { key: 'weather', name: 'weather', path: '/weather' },
    { key: 'sign-in', name: 'sign in', path: '/sign-in' },
    { key: 'create-account', name: 'create account', path: '/create-account' },
    { key: 'cart-empty', name: 'cart, empty', path: '/cart' },
    { key: 'cart', name: 'cart, 1 ticket', path: '/cart', withTicket: true },
    { key: 'checkout', name: 'checkout, 1 ticket', path: '/checkout', withTicket: true },
  ];
}

/**
 * The pages BENCH_PAGES names (comma-separated keys, e.g. `home,cart`), all when it is unset.
 * A name that matches no page is an error, so a typo does not pass for a short run.
 */
export function chosenPages(pages, list = process.env.BENCH_PAGES) {
  if (!list) return pages;
  const keys = list
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const unknown = keys.filter((k) => !pages.some((p) => p.key === k));
  if (unknown.length) throw new Error(`BENCH_PAGES: no page ${unknown.join(', ')}; the pages are ${pages.map((p) => p.key).join(', ')}`);
  return pages.filter((p) => keys.includes(p.key));
}
