import type { RouteTable } from '@resort/shared/routes';

/** The lodging line's pages by path (the landing shows the results once the query has dates). */
export const ROUTES = [
  { path: '/lodging/packages', page: 'packages' },
  { path: '/lodging/:propertyId', page: 'property' },
  { path: '/lodging', page: 'lodging' },
] as const satisfies RouteTable;

export type LodgingPage = (typeof ROUTES)[number]['page'];
