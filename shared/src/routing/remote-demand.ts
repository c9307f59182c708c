/**
 * The remotes that serve every page (the cart's add-to-cart dialog, the account's sign-out) are
 * loaded when a page first needs them, not with every page: most visits never add to the cart or
 * sign out, and their code is a fifth of what a page would load. A caller asks with `needRemote`
 * and goes on once the remote listens on the bus; the shell does the loading (`setRemoteLoader`).
 */

/** remotes.json names of the two remotes that serve every page. */
export const CART_REMOTE = 'cart_checkout';
export const ACCOUNT_REMOTE = 'account';

/** Loads and mounts the remote; false when it cannot (the page then shows its stand-in). */
export type RemoteLoader = (remote: string) => Promise<boolean>;

/** How long a caller waits at most for a remote that loaded but never says it listens. */
export const REMOTE_LISTEN_TIMEOUT_MS = 4000;

let loader: RemoteLoader | null = null;
const listening = new Map<string, { promise: Promise<void>; resolve: () => void }>();

function listenSlot(remote: string) {
  let slot = listening.get(remote);
  if (!slot) {
    let resolve = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    slot = { promise, resolve };
    listening.set(remote, slot);
  }
  return slot;
}

/** The shell's way of loading a remote on demand (one per page). */
export function setRemoteLoader(next: RemoteLoader | null): void {
  loader = next;
}

/** A remote says it is mounted and listening (its subscriptions are in place). */
export function markRemoteListening(remote: string): void {
  listenSlot(remote).resolve();
}

/**
 * Resolves once `remote` listens, or at once when it cannot load, so a caller never hangs on a
 * remote that is away: what it publishes then goes unheard, as it would with the remote down.
 */
export function needRemote(remote: string): Promise<void> {
  const slot = listenSlot(remote);
  if (!loader) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REMOTE_LISTEN_TIMEOUT_MS);
    loader?.(remote).then(
      (loaded) => {
        if (!loaded) resolve();
      },
      () => resolve(),
    );
  });
  return Promise.race([slot.promise, givenUp]).finally(() => clearTimeout(timer));
}
