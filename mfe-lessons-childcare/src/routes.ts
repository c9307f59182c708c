import type { RouteTable } from '@resort/shared/routes';

/** The lessons, childcare and activities line's pages by path. */
export const ROUTES = [
  { path: '/lessons', page: 'lessons' },
  { path: '/lessons/change-request', page: 'change-request' },
  { path: '/lessons/all', page: 'lessons-catalog' },
  { path: '/activities', page: 'activities' },
  { path: '/childcare', page: 'childcare' },
] as const satisfies RouteTable;

export type LessonsPage = (typeof ROUTES)[number]['page'];
