import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

interface BusStore<T> {
  subscribe: (onChange: () => void) => () => void;
  get: () => T;
}

function busStore<T, I>(stream$: Observable<T>, initial: I): BusStore<T | I> {
  let value: T | I = initial;
  // A replaying stream (cart$, session$) hands its latest value over at once: read it now, so the
  // first render already shows the page's cart or session instead of the initial value.
  stream$
    .subscribe((latest) => {
      value = latest;
    })
    .unsubscribe();
  return {
    subscribe: (onChange) => {
      const subscription = stream$.subscribe((latest) => {
        value = latest;
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    get: () => value,
  };
}

/**
 * The latest value a bus stream carried while the component was mounted (for a replaying stream,
 * also the one before), `initial` until then. One subscription per component, ended on unmount.
 */
export function useBusValue<T, I = T>(stream$: Observable<T>, initial: I): T | I {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial value counts only at the first render, as useState's does.
  const store = useMemo(() => busStore(stream$, initial), [stream$]);
  return useSyncExternalStore(store.subscribe, store.get, () => initial);
}
