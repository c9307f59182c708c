import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateInSlices } from '@resort/shared';
import { takeServerMarkup } from '@resort/shared/server-markup';
import { footerRoot, headerRoot } from './layout-roots';
import { readCartState, readSessionState } from './session-state';

/**
 * The header and footer the server drew are hydrated; where it drew none (a page written without
 * the shell's server entry), they are drawn here. Either way in slices (a transition), out of the
 * way of the page's start: the first render of React and of the header's styles was one of a slow
 * phone's longest tasks. The header starts from the state the page was written with, as the
 * server's drawing did.
 */
export function mountLayout(): void {
  mountInSlices(document.getElementById('site-header'), headerRoot({ session: readSessionState(), cart: readCartState() }));
  mountInSlices(document.getElementById('site-footer'), footerRoot());
}

function mountInSlices(container: HTMLElement | null, part: ReactNode): void {
  if (!container) return;
  if (takeServerMarkup(container)) {
    hydrateInSlices(container, part);
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(part));
}
