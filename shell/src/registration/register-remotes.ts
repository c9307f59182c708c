import { registerApplication, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackApp } from '../federation/fallbacks';
import { matchesRoutes, type RemotesConfig } from '../federation/remotes-config';

type RemoteModule = LifeCycles & { __unavailable?: boolean };

/** Registers every remote of remotes.json with the federation runtime, and its './app' with single-spa by route. */
export function registerRemoteApps(remotes: RemotesConfig): void {
  registerRemotes(
    Object.entries(remotes).map(([name, remote]) => ({ name, entry: new URL(remote.entry, window.location.origin).href })),
    { force: true },
  );
  for (const [name, remote] of Object.entries(remotes)) {
    const onOwnRoute = () => matchesRoutes(window.location.pathname, remote.routes);
    registerApplication({
      name,
      app: async () => {
        try {
          const mod = (await loadRemote<RemoteModule>(`${name}/app`)) as RemoteModule | null;
          if (!mod || mod.__unavailable) return fallbackApp(name, onOwnRoute);
          return mod;
        } catch (error) {
          console.error(`Remote ${name} failed to load`, error);
          return fallbackApp(name, onOwnRoute);
        }
      },
      activeWhen: remote.global ? () => true : (location) => matchesRoutes(location.pathname, remote.routes),
    });
  }
}

/** A remote's exposed widgets module (parcel configs by name); the fallback plugin answers for one that failed. */
export async function loadWidget(remote: string, widget: string): Promise<LifeCycles> {
  const mod = await loadRemote<Record<string, LifeCycles>>(`${remote}/widgets`);
  const config = mod?.[widget];
  if (!config) throw new Error(`${remote}/widgets has no ${widget}`);
  return config;
}
