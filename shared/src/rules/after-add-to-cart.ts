import { PAGE_EXIT_DELAY_FLAGGED_MS, PAGE_EXIT_DELAY_MS } from '../constants';

export type AfterAddToCart = { kind: 'mini-cart' } | { kind: 'redirect'; delayMs: number };

/**
 * "After add to cart, a mini cart drawer opens if its feature flag is on; otherwise the page
 * redirects to the cart URL after a delay" (spec section 4). The spec leaves the delay open; the
 * page exit delay of section 9 is used, 500 ms when the page is flagged for a slower exit.
 */
export function afterAddToCart(flags: { miniCartEnabled: boolean; slowPageExit?: boolean }): AfterAddToCart {
  if (flags.miniCartEnabled) return { kind: 'mini-cart' };
  return { kind: 'redirect', delayMs: flags.slowPageExit ? PAGE_EXIT_DELAY_FLAGGED_MS : PAGE_EXIT_DELAY_MS };
}
