import type { RouteTable } from '@resort/shared/routes';

/**
 * The account line's pages by path. The root knows them without loading a page's code: on every
 * other page the account app only keeps the session in sync, so its pages stay out of that load.
 */
export const ROUTES = [
  { path: '/sign-in', page: 'sign-in' },
  { path: '/sign-in/forgot-password', page: 'forgot-password' },
  { path: '/create-account', page: 'create-account' },
  { path: '/account', page: 'account' },
  { path: '/sign-in/forgot-username', page: 'forgot-username' },
  { path: '/sign-in/reset-password', page: 'reset-password' },
  { path: '/account/orders', page: 'orders' },
  { path: '/account/orders/:number', page: 'order-details' },
  { path: '/account/profile', page: 'profile' },
  { path: '/account/household', page: 'household' },
  { path: '/account/preferences', page: 'preferences' },
  { path: '/account/reservations', page: 'reservations' },
  { path: '/account/rental-profiles', page: 'rental-profiles' },
  { path: '/account/credits', page: 'credits' },
  { path: '/account/season-pass', page: 'season-pass' },
  { path: '/account/auto-renew', page: 'auto-renew' },
  { path: '/account/military', page: 'military' },
  { path: '/account/requests', page: 'requests' },
  { path: '/account/dev/outbox', page: 'outbox' },
  { path: '/account/newsletter', page: 'newsletter' },
] as const satisfies RouteTable;

export type AccountPage = (typeof ROUTES)[number]['page'];
