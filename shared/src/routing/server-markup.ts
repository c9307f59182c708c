/** Marks an application's area the server drew: the browser's first mount hydrates it. */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

/**
 * True once for an area holding the server's markup. The mark goes with the first mount: a later
 * mount of the same area (the visitor came back to the page) finds it emptied and draws it anew.
 */
export function takeServerMarkup(container: HTMLElement): boolean {
  if (!container.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) return false;
  container.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
  // The page held the area still until its code could act on it (shell/server/page.ts HOLD_SCRIPT).
  container.removeAttribute('inert');
  return container.firstElementChild !== null;
}

/** The id of the JSON block carrying the query answers the server drew its first screen from. */
export const QUERY_STATE_ID = 'resort-query-state';

/** One answer a page's first screen is drawn from, under the key the page's own query reads it by. */
export interface QuerySeed {
  queryKey: readonly unknown[];
  data: unknown;
}
