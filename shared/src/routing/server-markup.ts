/** Marks an application's area the server drew: the browser's first mount hydrates it. */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

/**
 * True once for an area holding the server's markup. The mark goes with the first mount: a later
 * mount of the same area (the visitor came back to the page) finds it emptied and draws it anew.
 */
export function takeServerMarkup(container: HTMLElement): boolean {
  if (!container.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) return false;
  container.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
  return container.firstElementChild !== null;
}

/**
 * Lets the visitor use an area the page held still (shell/server/page.ts HOLD_SCRIPT). Called once
 * React has committed the area (hydration included), or once something else draws it: a choice
 * made in the drawn markup before React owns it would show on screen and be lost to the page.
 */
export function releaseArea(container: HTMLElement): void {
  container.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
  container.removeAttribute('inert');
}

/** The id of the JSON block carrying the query answers the server drew its first screen from. */
export const QUERY_STATE_ID = 'resort-query-state';

/** One answer a page's first screen is drawn from, under the key the page's own query reads it by. */
export interface QuerySeed {
  queryKey: readonly unknown[];
  data: unknown;
}
