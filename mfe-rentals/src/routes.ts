import type { RouteTable } from '@resort/shared/routes';

/** The rentals line's pages by path (/rentals shows the results once the query has a start date). */
export const ROUTES = [
  { path: '/rentals', page: 'rentals' },
  { path: '/my-epic-gear', page: 'my-epic-gear' },
] as const satisfies RouteTable;

export type RentalsPage = (typeof ROUTES)[number]['page'];
