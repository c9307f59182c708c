import { useEffect, useState } from 'react';
import { getEventBus } from '@resort/shared';

/** Whether the visitor is signed in, as the page's session$ says (it replays to late subscribers). */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const sub = getEventBus().session$.subscribe((s) => setSignedIn(s.signedIn));
    return () => sub.unsubscribe();
  }, []);
  return signedIn;
}
