import { getEventBus, useBusValue } from '@resort/shared';

/** Whether the visitor is signed in, as the page's session$ says (it replays to late subscribers). */
export function useSignedIn(): boolean {
  return useBusValue(getEventBus().session$, null)?.signedIn ?? false;
}
