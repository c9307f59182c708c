/**
 * The account line's page paths. The root knows them without loading a page's code: on every
 * other page the account app only keeps the session in sync, so its pages stay out of that load.
 */
export const ACCOUNT_PAGE_PATHS = [
  '/sign-in',
  '/sign-in/forgot-password',
  '/create-account',
  '/account',
  '/sign-in/forgot-username',
  '/sign-in/reset-password',
  '/account/orders',
  '/account/profile',
  '/account/household',
  '/account/preferences',
  '/account/reservations',
  '/account/rental-profiles',
  '/account/credits',
  '/account/season-pass',
  '/account/auto-renew',
  '/account/military',
  '/account/requests',
  '/account/dev/outbox',
  '/account/newsletter',
] as const;
export type AccountPagePath = (typeof ACCOUNT_PAGE_PATHS)[number];

export const ORDER_DETAILS = /^\/account\/orders\/([A-Za-z0-9-]{1,20})$/;

const FIXED = new Set<string>(ACCOUNT_PAGE_PATHS);

/** Whether `path` (no trailing slash) is one of the account line's pages. */
export const isAccountPage = (path: string) => FIXED.has(path) || ORDER_DETAILS.test(path);
