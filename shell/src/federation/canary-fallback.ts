import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from './remotes-config';

type Loaded = { __unavailable?: boolean } | null | undefined;

/**
 * Loads a remote's exposed module from the build remotes.json gave this visitor. A visitor in a
 * canary (`stable` set) whose build cannot load (the fallback plugin's stand-in, or an error) is
 * moved to the stable build for the rest of the page, so a broken canary never costs a sale.
 */
export function canaryLoader(remotes: RemotesConfig) {
  const toStable = (name: string) => {
    const remote = remotes[name];
    if (!remote?.stable) return false;
    console.error(`Remote ${name}: canary build ${remote.entry} did not load; the stable build ${remote.stable} serves this page`);
    remotes[name] = { ...remote, entry: remote.stable, stable: undefined };
    registerRemotes([{ name, entry: new URL(remote.stable, window.location.origin).href }], { force: true });
    return true;
  };
  return async function load<T>(name: string, expose: string): Promise<T | null> {
    let mod: Loaded;
    try {
      mod = (await loadRemote<T>(`${name}/${expose}`)) as Loaded;
    } catch (error) {
      if (!toStable(name)) throw error;
      return loadRemote<T>(`${name}/${expose}`);
    }
    if ((!mod || mod.__unavailable) && toStable(name)) return loadRemote<T>(`${name}/${expose}`);
    return mod as T | null;
  };
}
