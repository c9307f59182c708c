import type { SessionEvent } from '@resort/shared';

/** The visitor's state the server wrote into the page. */
export function readSessionState(): Omit<SessionEvent, 'version'> {
  try {
    const raw = document.querySelector('meta[name="resort-session"]')?.getAttribute('content');
    const parsed = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed.signedIn === 'boolean') return { signedIn: parsed.signedIn, user: parsed.user ?? null };
  } catch {
    // A malformed state is treated as a guest.
  }
  return { signedIn: false, user: null };
}
