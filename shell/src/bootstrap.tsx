import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { addErrorHandler, registerApplication, start } from 'single-spa';
import { getEventBus } from '@resort/shared';
import { fetchRemotesConfig } from './federation/remotes-config';
import { registerRemoteApps } from './registration/register-remotes';
import { mountLayout } from './layout/mount-layout';
import { homeApp } from './home/home-app';
import { readSessionState } from './layout/session-state';

async function main() {
  // The page carries the visitor's state, so the header is right before any remote loads; the
  // bus replays it to every remote that mounts later.
  getEventBus().publishSession(readSessionState());
  mountLayout();

  registerApplication({ name: 'home', app: async () => homeApp, activeWhen: (location) => location.pathname === '/' });

  try {
    const remotes = await fetchRemotesConfig();
    registerRemoteApps(remotes);
  } catch (error) {
    console.error('The store could not read remotes.json', error);
  }

  addErrorHandler((error) => {
    console.error(`Application ${error.appOrParcelName} failed`, error);
  });
  start({ urlRerouteOnly: true });
}

void main();
