import { getEventBus, type SessionEvent } from '@resort/shared';

export type SessionState = Omit<SessionEvent, 'version'>;
export type SessionUserView = NonNullable<SessionState['user']>;

export const SIGNED_OUT: SessionState = { signedIn: false, user: null };

function isUser(value: unknown): value is SessionUserView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['id', 'email', 'firstName', 'lastName'].every((k) => typeof v[k] === 'string');
}

/**
 * A session state from untrusted input (a bus event or a response), or null when it has the
 * wrong shape. The bus checks only the envelope (a boolean and an object or null), so the user's
 * fields are checked here.
 */
export function toSessionState(value: unknown): SessionState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { signedIn, user } = value as Record<string, unknown>;
  if (signedIn === true && isUser(user)) {
    return { signedIn: true, user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } };
  }
  if (signedIn === false) return SIGNED_OUT;
  return null;
}

/**
 * The session on the bus now: the shell publishes the page's session at start and session$
 * replays the latest to a subscriber at once. Null when there is none yet, or it has the wrong shape.
 */
export function sessionFromBus(): SessionState | null {
  let latest: unknown = null;
  getEventBus()
    .session$.subscribe((event) => {
      latest = event;
    })
    .unsubscribe();
  return toSessionState(latest);
}
