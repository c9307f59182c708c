import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getEventBus } from '@resort/shared';

import { VISITOR_DATA_KEY } from './visitor-key';

export { VISITOR_DATA_KEY };

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
