import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackApp, fallbackParcel } from './fallbacks';

/**
 * When a remote's manifest or entry cannot be loaded, answer with a stand-in module instead of an
 * error, so the failing line of business shows "unavailable" in its own area and the rest of the
 * page keeps working. The module is flagged so the shell can tell it apart.
 */
const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'resort-remote-fallback',
  errorLoadRemote({ id, error }) {
    const [remote, expose = ''] = String(id).split('/');
    console.error(`Remote ${id} failed to load`, error);
    if (expose === 'widgets') {
      return new Proxy(
        { __unavailable: true },
        {
          get: (target, key) => (key in target ? (target as Record<string | symbol, unknown>)[key] : fallbackParcel(remote)),
        },
      );
    }
    return { __unavailable: true, ...fallbackApp(remote) };
  },
});

export default fallbackPlugin;
