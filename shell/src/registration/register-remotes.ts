import { getAppStatus, MOUNTED, registerApplication, triggerAppChange, type LifeCycles } from 'single-spa';
import { setRemoteLoader } from '@resort/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { canaryLoader } from '../federation/canary-fallback';
import { fallbackApp } from '../federation/fallbacks';
import { matchesRoutes, type RemotesConfig } from '../federation/remotes-config';

type RemoteModule = LifeCycles & { __unavailable?: boolean };

let loader = canaryLoader({});

/**
 * Registers every remote of remotes.json with the federation runtime, and its './app' with
 * single-spa by route. A global remote is active on its routes and, from a page's first need of it
 * (`needRemote`), everywhere: once it has been active it stays for the visit (its dialog, its
 * session watch), so it loads at most once and never on a page that does not use it.
 */
export function registerRemoteApps(remotes: RemotesConfig): void {
  const awake = new Set<string>();
  const unavailable = new Set<string>();
  loader = canaryLoader(remotes);
  registerRemotes(
    Object.entries(remotes).map(([name, remote]) => ({ name, entry: new URL(remote.entry, window.location.origin).href })),
    { force: true },
  );
  for (const [name, remote] of Object.entries(remotes)) {
    const onOwnRoute = () => matchesRoutes(window.location.pathname, remote.routes);
    registerApplication({
      name,
      app: async () => {
        const app = async (): Promise<LifeCycles> => {
          const mod = (await loader.load<RemoteModule>(name, 'app')) as RemoteModule | null;
          if (!mod || mod.__unavailable) {
            unavailable.add(name);
            return fallbackApp(name, onOwnRoute);
          }
          return mod;
        };
        try {
          // A canary's app that throws as it starts gives way to the stable build's, in the same place.
          return loader.guard(name, await app(), () =>
            app().catch((error) => {
              console.error(`Remote ${name} failed to load`, error);
              unavailable.add(name);
              return fallbackApp(name, onOwnRoute);
            }),
          );
        } catch (error) {
          console.error(`Remote ${name} failed to load`, error);
          unavailable.add(name);
          return fallbackApp(name, onOwnRoute);
        }
      },
      activeWhen: remote.global
        ? (location) => {
            if (matchesRoutes(location.pathname, remote.routes)) awake.add(name);
            return awake.has(name);
          }
        : (location) => matchesRoutes(location.pathname, remote.routes),
    });
  }
  setRemoteLoader(async (name) => {
    if (!remotes[name]?.global) return false;
    awake.add(name);
    // Settles after single-spa has loaded and mounted what is now active (waiting on a change under way).
    if (getAppStatus(name) !== MOUNTED) await triggerAppChange();
    return getAppStatus(name) === MOUNTED && !unavailable.has(name);
  });
}

/** A remote's exposed widgets module (parcel configs by name); the fallback plugin answers for one that failed. */
export async function loadWidget(remote: string, widget: string): Promise<LifeCycles> {
  const config = async () => {
    const mod = await loader.load<Record<string, LifeCycles>>(remote, 'widgets');
    const found = mod?.[widget];
    if (!found) throw new Error(`${remote}/widgets has no ${widget}`);
    return found;
  };
  return loader.guard(remote, await config(), config);
}
