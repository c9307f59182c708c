import { getEventBus } from '@resort/shared';
import type { SessionState } from './session-state';

/** Tells every remote on the page (header, cart, booking widgets) who the visitor is now. */
export function announceSession(state: SessionState): void {
  getEventBus().publishSession({ signedIn: state.signedIn, user: state.user });
}
