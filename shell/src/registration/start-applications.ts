import { addErrorHandler, registerApplication, start } from 'single-spa';
import { CART_REMOTE, needRemote } from '@resort/shared';
import { fetchRemotesConfig } from '../federation/remotes-config';
import { registerRemoteApps } from './register-remotes';
import { homeApp } from '../home/home-app';
import { removeHeroOffHome } from '../home/hero';
import { contentApp } from '../content/content-app';
import { isContentPath } from '../content/components/content-root';
import { applyPageMeta } from '../site/page-title';
import { showNotFound } from '../site/not-found';

/** Registers the shell's own applications and the remotes of remotes.json, and starts single-spa. */
export async function startApplications({ cartKnown }: { cartKnown: boolean }): Promise<void> {
  registerApplication({ name: 'home', app: async () => homeApp, activeWhen: (location) => location.pathname === '/' });
  // Content pages: home's blocks below the booking hero, each resort's page, the weather page.
  registerApplication({ name: 'content', app: async () => contentApp, activeWhen: (location) => isContentPath(location.pathname) });

  let prefixes: string[] = [];
  try {
    const remotes = await fetchRemotesConfig();
    prefixes = Object.values(remotes).flatMap((r) => r.routes);
    registerRemoteApps(remotes);
    // A page that could not say what the cart holds has the cart remote load it (spec section 4).
    if (!cartKnown) void needRemote(CART_REMOTE);
  } catch (error) {
    console.error('The store could not read remotes.json', error);
  }
  // Each page has its own title; a path no page answers shows the 404 page (the server sent it
  // with status 404 on a full load).
  window.addEventListener('single-spa:routing-event', () => {
    removeHeroOffHome(window.location.pathname);
    const meta = applyPageMeta(window.location.pathname, prefixes);
    if (prefixes.length) showNotFound(!meta);
  });

  addErrorHandler((error) => {
    console.error(`Application ${error.appOrParcelName} failed`, error);
  });
  start({ urlRerouteOnly: true });
}
