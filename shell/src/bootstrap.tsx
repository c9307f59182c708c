import { addErrorHandler, registerApplication, start } from 'single-spa';
import { apiRequest, CART_REMOTE, getEventBus, needRemote } from '@resort/shared';
import { ANALYTICS_COLLECTOR, rememberUrlFlags, startAnalyticsSender } from '@resort/shared/rules';
import { fetchRemotesConfig } from './federation/remotes-config';
import { registerRemoteApps } from './registration/register-remotes';
import { mountLayout } from './layout/mount-layout';
import { homeApp } from './home/home-app';
import { contentApp } from './content/content-app';
import { isContentPath } from './content/components/content-root';
import { readCartState, readSessionState } from './layout/session-state';
import { applyPageMeta } from './site/page-title';
import { showNotFound } from './site/not-found';
import { releasePageFrame } from './layout/page-frame';

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
  mountLayout();
  // The one analytics$ stream goes to the collector in batches, only with the visitor's consent.
  startAnalyticsSender(getEventBus(), { send: (batch) => apiRequest('POST', ANALYTICS_COLLECTOR, batch) });

  registerApplication({ name: 'home', app: async () => homeApp, activeWhen: (location) => location.pathname === '/' });
  // Content pages: home's blocks below the booking hero, each resort's page, the weather page.
  registerApplication({ name: 'content', app: async () => contentApp, activeWhen: (location) => isContentPath(location.pathname) });

  let prefixes: string[] = [];
  try {
    const remotes = await fetchRemotesConfig();
    prefixes = Object.values(remotes).flatMap((r) => r.routes);
    registerRemoteApps(remotes);
    // A page that could not say what the cart holds has the cart remote load it (spec section 4).
    if (!cart) void needRemote(CART_REMOTE);
  } catch (error) {
    console.error('The store could not read remotes.json', error);
  }
  // Each page has its own title; a path no page answers shows the 404 page (the server sent it
  // with status 404 on a full load).
  window.addEventListener('single-spa:routing-event', () => {
    const meta = applyPageMeta(window.location.pathname, prefixes);
    if (prefixes.length) showNotFound(!meta);
  });

  addErrorHandler((error) => {
    console.error(`Application ${error.appOrParcelName} failed`, error);
  });
  start({ urlRerouteOnly: true });
}

void main();
