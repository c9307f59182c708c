import { mainOutlet, PAGE_FRAME_ID } from '@resort/shared';

/**
 * The server draws a line's page frame (shared/src/server/page-frame.ts: its heading and the room
 * its results take) so the first paint does not wait for the line's code. The frame gives way as
 * soon as the page is there: the page's own heading, an error it shows, or its stand-in when the
 * line cannot load. A mutation observer runs before the next paint, so frame and page never show
 * together, and the page's heading lands where the frame's was.
 */
export function releasePageFrame(doc: Document = document): void {
  const frame = doc.getElementById(PAGE_FRAME_ID);
  const main = mainOutlet(doc);
  if (!frame || !main) return;
  const path = doc.defaultView?.location.pathname;
  const pageIsUp = () => [...main.querySelectorAll('h1, [role="alert"], [data-testid^="unavailable-"]')].some((el) => !frame.contains(el));
  const release = () => {
    observer.disconnect();
    doc.defaultView?.removeEventListener('single-spa:before-routing-event', onRoute);
    frame.remove();
  };
  // A visitor who moves on before the page came leaves the frame behind with its page.
  const onRoute = () => {
    if (doc.defaultView?.location.pathname !== path) release();
  };
  const observer = new MutationObserver(() => {
    if (pageIsUp()) release();
  });
  observer.observe(main, { childList: true, subtree: true });
  doc.defaultView?.addEventListener('single-spa:before-routing-event', onRoute);
  if (pageIsUp()) release();
}
