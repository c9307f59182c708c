import { apiRequest, getEventBus } from '@resort/shared';
import { ANALYTICS_COLLECTOR, rememberUrlFlags, startAnalyticsSender } from '@resort/shared/rules';
import { readCartState, readSessionState } from './layout/session-state';
import { releasePageFrame } from './layout/page-frame';

/** Lets the browser run what waits (a tap, a paint) before the start goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main() {
  releasePageFrame();
  // A flag in the address of the page the visitor starts on holds for the tab, even for a remote
  // that loads later (the cart's, on the first add).
  rememberUrlFlags();
  // The page carries the visitor's state, so the header is right before any remote loads; the
  // bus replays it to every remote that mounts later.
  getEventBus().publishSession(readSessionState());
  const cart = readCartState();
  if (cart) getEventBus().publishCart(cart);
  // The one analytics$ stream goes to the collector in batches, only with the visitor's consent.
  startAnalyticsSender(getEventBus(), { send: (batch) => apiRequest('POST', ANALYTICS_COLLECTOR, batch) });

  // The header's and footer's code is evaluated in a task after the shared library's.
  await nextTask();
  const { mountLayout } = await import(/* webpackMode: "eager" */ './layout/mount-layout');
  mountLayout();

  // The applications start in a task of their own: on a slow phone the start is then two shorter
  // tasks instead of one long one, and a tap is answered in between. Their code is in this file's
  // chunk already ("eager"); only its evaluation waits.
  await nextTask();
  const { startApplications } = await import(/* webpackMode: "eager" */ './registration/start-applications');
  await startApplications({ cartKnown: cart !== null });
}

void main();
