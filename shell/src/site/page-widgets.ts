// Parcels a page mounts from remotes' './widgets' outside those remotes' own routes. Plain data: the
// browser mounts them, and the server preloads their code with the page.

export interface WidgetRef {
  remote: string;
  widget: string;
}

/** The booking tab open when the home page loads. */
export const FIRST_TAB_WIDGET: WidgetRef = { remote: 'lift_access', widget: 'liftTickets' };

/** What the trip planner composes, in the order a family books: a bed, then the mountain. */
export const PLANNER_PARCELS: readonly WidgetRef[] = [
  { remote: 'lodging', widget: 'planner' },
  { remote: 'lift_access', widget: 'planner' },
  { remote: 'rentals', widget: 'planner' },
  { remote: 'lessons_childcare', widget: 'planner' },
];

/** Remotes whose './widgets' a page mounts on first paint. */
export function pageWidgetRemotes(pathname: string): string[] {
  if (pathname === '/') return [FIRST_TAB_WIDGET.remote];
  if (pathname === '/plan') return PLANNER_PARCELS.map((p) => p.remote);
  return [];
}
