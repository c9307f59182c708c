import type { RouteTable } from '@resort/shared/routes';

/** The lift tickets and passes line's pages by path (any path under /lift-tickets is its search). */
export const ROUTES = [
  { path: '/lift-tickets{/*rest}', page: 'lift-tickets' },
  { path: '/passes', page: 'passes' },
  { path: '/passes/:passId', page: 'pass' },
  { path: '/my-passes', page: 'my-passes' },
  { path: '/my-passes/reservations', page: 'reservations' },
  { path: '/bike-park', page: 'bike-park' },
] as const satisfies RouteTable;

export type LiftAccessPage = (typeof ROUTES)[number]['page'];
