import { getEventBus, resetEventBus, type SessionEvent } from '@resort/shared';

/** Each test gets a page of its own: a new bus, and the session announcements it receives. */
export function freshBus(): SessionEvent[] {
  resetEventBus();
  const seen: SessionEvent[] = [];
  getEventBus().session$.subscribe((e) => seen.push(e));
  return seen;
}
