import { useDeferredValue, useMemo } from 'react';

/**
 * A query's answer for a large render (a results list, a page's blocks), rendered in slices. An
 * answer otherwise renders in one blocking task (a query store's update is always urgent), which on
 * a phone holds every tap for a few hundred milliseconds; a deferred value renders at transition
 * priority, yielding to the browser between components. Until that render is done, and for the
 * answer of another key (a new search), this answers undefined, so the caller keeps its loading
 * room; a refetch of the same key keeps showing the answer in hand meanwhile.
 */
export function useDeferredData<T>(key: string, data: T | undefined): T | undefined {
  const current = useMemo(() => ({ key, data }), [key, data]);
  const shown = useDeferredValue(current);
  return shown.key === key ? shown.data : undefined;
}
