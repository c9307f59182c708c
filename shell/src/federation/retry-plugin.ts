import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Wait before the n-th retry: n × delayMs (a phone on a weak signal gets a moment to recover). */
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The entry's URL with `retry=<n>` in its query (relative URLs stay relative). */
export function withRetryMark(entry: string, retry: number): string {
  const [path, hash = ''] = entry.split('#', 2);
  const mark = `${path}${path.includes('?') ? '&' : '?'}retry=${retry}`;
  return hash ? `${mark}#${hash}` : mark;
}

/**
 * A remote's manifest or entry that fails to load on a flaky network is tried again before the
 * fallback plugin shows "unavailable". A manifest answered with 4xx is final (the remote is not
 * there); a network error or a 5xx is retried.
 */
export const retryPlugin = ({ attempts = 3, delayMs = 400 }: RetryOptions = {}): ModuleFederationRuntimePlugin => ({
  name: 'resort-remote-retry',
  async fetch(url, init) {
    let lastError: unknown = new Error(`Could not load ${url}`);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const response = await fetch(url, init);
        if (response.status < 500) return response;
        lastError = new Error(`${url} answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
      if (attempt < attempts) await wait(delayMs * attempt);
    }
    throw lastError;
  },
  loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }) {
    const retryEntry = async () => {
      for (let retry = 1; retry < attempts; retry += 1) {
        await wait(delayMs * retry);
        // The runtime keeps the failed attempt under the entry's URL: asking for the same script
        // with a retry mark is a new request, and touches none of the runtime's own state.
        const entry = withRetryMark(remoteInfo.entry, retry);
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry }, remoteEntryExports });
          if (exports) return exports;
        } catch {
          // Try again, or let the fallback plugin take over after the last attempt.
        }
      }
      return undefined;
    };
    // The hook's declared type nests a promise that `await` flattens anyway.
    return retryEntry() as unknown as Promise<Promise<Awaited<ReturnType<typeof retryEntry>>> | undefined>;
  },
});

export default retryPlugin;
