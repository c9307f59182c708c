import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getEventBus } from '@resort/shared';

/**
 * The first part of the query key of everything this remote caches about the signed-in visitor
 * (profile, orders). The page has one QueryClient, so all of it is forgotten when the visitor
 * changes: the next person on a shared browser must never see it, not even from the cache.
 */
export const VISITOR_DATA_KEY = ['account', 'visitor'] as const;

/** Forgets the visitor's cached data whenever the session on the bus names someone else. */
export function useForgetVisitorDataOnChange() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let visitor: string | null | undefined;
    const changes = getEventBus().session$.subscribe((event) => {
      const id = event.user?.id ?? null;
      if (visitor !== undefined && id !== visitor) queryClient.removeQueries({ queryKey: VISITOR_DATA_KEY });
      visitor = id;
    });
    return () => changes.unsubscribe();
  }, [queryClient]);
}
