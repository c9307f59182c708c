import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppProps, LifeCycles } from 'single-spa';
import { reportFallback } from './fallback-report';
import type { RemotesConfig } from './remotes-config';

type Loaded = { __unavailable?: boolean } | null | undefined;

/** Why a canary's visitor was moved to the stable build: its manifest or code did not load, or its app threw on start. */
export type FallbackReason = 'load' | 'mount';
export interface FallbackReport {
  remote: string;
  /** The canary build's entry (its mf-manifest.json URL). */
  build: string;
  reason: FallbackReason;
}

const run = async (lifecycle: LifeCycles['mount'], props: AppProps) => {
  for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props);
};

/**
 * Loads a remote's exposed modules from the build remotes.json gave this visitor. A visitor in a
 * canary (`stable` set) whose build cannot load (the fallback plugin's stand-in, or an error), or
 * whose app or widget throws while it starts (`guard`), is moved to the stable build for the rest
 * of the page, so a broken canary never costs a sale. Each move is reported once (`report`).
 */
export function canaryLoader(remotes: RemotesConfig, report: (fallback: FallbackReport) => void = reportFallback) {
  const toStable = (name: string, reason: FallbackReason, error?: unknown) => {
    const remote = remotes[name];
    if (!remote?.stable) return false;
    console.error(
      `Remote ${name}: canary build ${remote.entry} ${reason === 'load' ? 'did not load' : 'threw on mount'}; the stable build ${remote.stable} serves this page`,
      error ?? '',
    );
    remotes[name] = { ...remote, entry: remote.stable, stable: undefined };
    // The stable build's webpack runtime must not take the canary's chunks for its own: both builds
    // name their chunk list after the remote (`uniqueName`), so the stable one starts a list of its own.
    delete (window as unknown as Record<string, unknown>)[`webpackChunk${name.replace(/[^a-zA-Z0-9_$]/g, '_')}`];
    registerRemotes([{ name, entry: new URL(remote.stable, window.location.origin).href }], { force: true });
    report({ remote: name, build: remote.entry, reason });
    return true;
  };
  async function load<T>(name: string, expose: string): Promise<T | null> {
    let mod: Loaded;
    try {
      mod = (await loadRemote<T>(`${name}/${expose}`)) as Loaded;
    } catch (error) {
      if (!toStable(name, 'load', error)) throw error;
      return loadRemote<T>(`${name}/${expose}`);
    }
    if ((!mod || mod.__unavailable) && toStable(name, 'load')) return loadRemote<T>(`${name}/${expose}`);
    return mod as T | null;
  }
  /**
   * A canary's single-spa lifecycles (its app, or a widget's parcel) that, when its bootstrap or
   * mount throws, take down what the canary left and bootstrap and mount the stable build's
   * (`stable`, asked after the move) in the same place. A visitor on the stable build gets the
   * lifecycles as they are.
   */
  function guard(name: string, canary: LifeCycles, stable: () => Promise<LifeCycles>): LifeCycles {
    if (!remotes[name]?.stable) return canary;
    let active = canary;
    let failed = false;
    const fallBack = async (error: unknown, props: AppProps) => {
      if (!toStable(name, 'mount', error)) throw error;
      failed = true;
      try {
        await run(canary.unmount, props);
      } catch {
        // What a broken build left is the stable build's to replace.
      }
      const replacement = await stable();
      await run(replacement.bootstrap, props);
      active = replacement;
    };
    return {
      ...canary,
      bootstrap: async (props: AppProps) => {
        try {
          await run(canary.bootstrap, props);
        } catch (error) {
          await fallBack(error, props);
        }
      },
      mount: async (props: AppProps) => {
        if (failed) return run(active.mount, props);
        try {
          await run(canary.mount, props);
        } catch (error) {
          await fallBack(error, props);
          await run(active.mount, props);
        }
      },
      unmount: (props: AppProps) => run(active.unmount, props),
    };
  }
  return { load, guard, inCanary: (name: string) => Boolean(remotes[name]?.stable) };
}
