import { DEMO_RESORTS } from '@resort/shared/demo-resorts';

// The store's page titles and descriptions, read by the server (the first paint's <title> and
// <meta name="description">, the 404 status, the sitemap) and by the browser (the title after a
// client-side navigation). Remotes' pages are named here by their route prefix.

export const SITE_NAME = 'Summit Resorts';

export interface PageMeta {
  title: string;
  description: string;
}

const page = (title: string, description: string): PageMeta => ({ title: `${title} | ${SITE_NAME}`, description });

export const HOME_META: PageMeta = {
  title: `${SITE_NAME}: lift tickets, lodging, lessons and rentals`,
  description:
    'Book lift tickets, season passes, ski and ride lessons, lodging and rentals at four mountain resorts, at the best prices when you buy ahead.',
};

export const NOT_FOUND_META: PageMeta = page('Page not found', 'The page you asked for is not on this site.');

/** Route prefixes of the remotes' pages, with what they are called. */
const PREFIX_META: Record<string, PageMeta> = {
  '/lift-tickets': page('Lift Tickets', 'Buy lift tickets ahead for one to seven days at any of our resorts and save.'),
  '/passes': page('Season Passes', 'Compare season passes and buy one for the whole winter.'),
  '/bike-park': page('Bike Park Lift Tickets', 'Summer lift days for mountain bikes at the resorts with a bike park.'),
  '/lodging': page('Lodging', 'Find a room, condo or home near the lifts and book your stay.'),
  '/lodging/packages': page(
    'Ski & Stay Packages',
    'Lodging with lift tickets, and ski rentals if you like, for one price that saves on buying them apart.',
  ),
  '/rentals': page('Rentals', 'Reserve ski, snowboard and bike rentals for pickup or delivery.'),
  '/my-epic-gear': page('My Epic Gear', 'Your own skis or snowboard and boots, waiting at the slope all season, for one price.'),
  '/lessons': page('Ski & Ride School', 'Group and private ski and snowboard lessons for every age and level.'),
  '/lessons/change-request': page('Change a Lesson', 'Ask the Ski & Ride School to move, change or cancel a booked lesson.'),
  '/activities': page('Activities', 'Tubing, snowshoe tours, zip lines and more on and off the mountain.'),
  '/childcare': page('Childcare', 'Licensed childcare at the base of the mountain while you ski.'),
  '/cart': page('Cart', 'The items in your cart.'),
  '/cart/gift-cards': page('Gift Cards and Parking', 'Summit Resorts gift cards by email and reserved day parking at each resort.'),
  '/checkout': page('Checkout', 'Pay for the items in your cart.'),
  '/account': page('Your Account', 'Your profile, orders, reservations and passes.'),
  '/sign-in': page('Sign In', 'Sign in to your Summit Resorts account.'),
  '/create-account': page('Create Account', 'Create a Summit Resorts account.'),
};

/** The shell's own pages (besides home): each resort's page. */
export function shellPageMeta(pathname: string): PageMeta | null {
  const resort = /^\/resorts\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (resort) {
    const r = DEMO_RESORTS.find((x) => x.id === resort[1]);
    return r ? page(r.name, `Lift tickets, lessons, lodging, rentals, weather and things to do at ${r.name}, ${r.region}.`) : null;
  }
  if (pathname === '/weather')
    return page('Weather and Snow Report', 'Today’s weather, new snow, base depth and lifts open at every resort.');
  if (pathname === '/search') return page('Search', 'Search lift tickets, lodging, lessons, rentals and answers across Summit Resorts.');
  if (pathname === '/plan')
    return page('Plan Your Trip', 'Lodging, lift tickets, rentals and lessons for your dates and party, on one page.');
  if (pathname === '/contact')
    return page('Contact Us', 'Send guest services a message or ask our group sales team about a trip for 10 or more.');
  return null;
}

export const SHELL_PATHS = ['/', ...DEMO_RESORTS.map((r) => `/resorts/${r.id}`), '/weather', '/contact', '/plan'];

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const titleCase = (prefix: string) =>
  prefix
    .replace(/^\//, '')
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * What a path is called, or null when no page answers it (the 404). `remotePrefixes` are the
 * route prefixes of remotes.json: a prefix added there is a page at once, with a title made from it.
 */
export function pageMeta(pathname: string, remotePrefixes: readonly string[]): PageMeta | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === '/' || clean === '') return HOME_META;
  const own = shellPageMeta(clean);
  if (own) return own;
  const prefix = remotePrefixes.filter((p) => underPrefix(clean, p)).sort((a, b) => b.length - a.length)[0];
  if (!prefix) return null;
  // remotes.json keeps only the shortest prefixes (generated from the route tables); a page deeper in
  // a remote (/lessons/change-request) is still named by its own entry.
  const named = Object.keys(PREFIX_META)
    .filter((p) => p.startsWith(prefix) && underPrefix(clean, p))
    .sort((a, b) => b.length - a.length)[0];
  return PREFIX_META[named ?? prefix] ?? page(titleCase(prefix), `${titleCase(prefix)} at ${SITE_NAME}.`);
}
