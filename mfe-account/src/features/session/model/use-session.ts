import { useEffect, useState } from 'react';
import { getEventBus } from '@resort/shared';
import type { SessionState } from './session-state';

/** The visitor's session as last announced on the bus; null until the first announcement. */
export function useSession(): SessionState | null {
  const [state, setState] = useState<SessionState | null>(null);
  useEffect(() => {
    const subscription = getEventBus().session$.subscribe(({ signedIn, user }) => setState({ signedIn, user }));
    return () => subscription.unsubscribe();
  }, []);
  return state;
}
