import type { SessionEvent } from '@resort/shared';

export type SessionState = Omit<SessionEvent, 'version'>;
export type SessionUserView = NonNullable<SessionState['user']>;

export const SIGNED_OUT: SessionState = { signedIn: false, user: null };

declare global {
  interface Window {
    /** Written into the page by the server so the first paint already knows the visitor. */
    __RESORT_SESSION__?: unknown;
  }
}

function isUser(value: unknown): value is SessionUserView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['id', 'email', 'firstName', 'lastName'].every((k) => typeof v[k] === 'string');
}

/** A session state from untrusted input (page data or a response), or null when it has the wrong shape. */
export function toSessionState(value: unknown): SessionState | null {
  let parsed = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { signedIn, user } = parsed as Record<string, unknown>;
  if (signedIn === true && isUser(user)) {
    return { signedIn: true, user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } };
  }
  if (signedIn === false) return SIGNED_OUT;
  return null;
}

export function sessionFromPage(): SessionState | null {
  return typeof window === 'undefined' ? null : toSessionState(window.__RESORT_SESSION__);
}
