import type { CartEvent, SessionEvent } from '@resort/shared';

/** The JSON the server wrote into a meta tag of the page, or null. */
function pageState(name: string): Record<string, unknown> | null {
  try {
    const raw = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    // A malformed state is no state.
    return null;
  }
}

/** The visitor's state the server wrote into the page; a guest when there is none. */
export function readSessionState(): Omit<SessionEvent, 'version'> {
  const parsed = pageState('resort-session');
  if (parsed && typeof parsed.signedIn === 'boolean')
    return { signedIn: parsed.signedIn, user: (parsed.user as SessionEvent['user']) ?? null };
  return { signedIn: false, user: null };
}

/** What the cart held when the server wrote the page (spec section 4: "Cart: loaded on page load"); null when it could not say. */
export function readCartState(): Omit<CartEvent, 'version'> | null {
  const parsed = pageState('resort-cart');
  if (!parsed || typeof parsed.cartCount !== 'number' || typeof parsed.cartUrl !== 'string') return null;
  const cartId = typeof parsed.cartId === 'string' ? parsed.cartId : null;
  return { cartId, cartCount: parsed.cartCount, cartUrl: parsed.cartUrl };
}
