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

// React marks each node it has taken over with its fiber under this key; markup of a Suspense
// boundary still waiting for its code (a page loaded lazily) has none yet.
const FIBER_KEY = '__reactFiber$';
const owned = (node: Node) => Object.keys(node).some((key) => key.startsWith(FIBER_KEY));

/**
 * True while some Suspense boundary of the drawn markup is not hydrated: its start marker
 * (`<!--$-->`) is followed by an element React does not own yet. React commits the root before such
 * a boundary, and a click or choice in it meanwhile would be lost.
 */
export function hasDehydratedBoundary(container: HTMLElement): boolean {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node as Comment).data.startsWith('$')) continue;
    let next = node.nextSibling;
    while (next && next.nodeType !== Node.ELEMENT_NODE && next.nodeType !== Node.COMMENT_NODE) next = next.nextSibling;
    if (next?.nodeType === Node.ELEMENT_NODE && !owned(next)) return true;
  }
  return false;
}

/** The longest an area is held for a boundary whose code does not come: then it is let go as drawn. */
export const HOLD_LIMIT_MS = 10_000;

/**
 * Releases the area once every boundary in it is hydrated (checked each frame), or after
 * HOLD_LIMIT_MS. Returns a cancel for an area unmounted meanwhile.
 */
export function releaseWhenHydrated(container: HTMLElement): () => void {
  const started = performance.now();
  let frame = 0;
  const check = () => {
    if (!hasDehydratedBoundary(container) || performance.now() - started > HOLD_LIMIT_MS) releaseArea(container);
    else frame = requestAnimationFrame(check);
  };
  check();
  return () => cancelAnimationFrame(frame);
}

/** The id of the JSON block carrying the query answers the server drew its first screen from. */
export const QUERY_STATE_ID = 'resort-query-state';

/** One answer a page's first screen is drawn from, under the key the page's own query reads it by. */
export interface QuerySeed {
  queryKey: readonly unknown[];
  data: unknown;
}
