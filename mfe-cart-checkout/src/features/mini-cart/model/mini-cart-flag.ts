/**
 * The mini cart drawer's feature flag (issue #12): off by default. `?miniCart=1` in any page's URL
 * turns it on for the browser tab (kept in sessionStorage), `?miniCart=0` turns it off again.
 */
export const MINI_CART_FLAG_KEY = 'resort.flags.miniCart';

export function miniCartEnabled(win: Pick<Window, 'location' | 'sessionStorage'> = window): boolean {
  try {
    const asked = new URLSearchParams(win.location.search).get('miniCart');
    if (asked === '1') win.sessionStorage.setItem(MINI_CART_FLAG_KEY, '1');
    if (asked === '0') win.sessionStorage.removeItem(MINI_CART_FLAG_KEY);
    return win.sessionStorage.getItem(MINI_CART_FLAG_KEY) === '1';
  } catch {
    // Storage refused (privacy mode): the flag stays off.
    return false;
  }
}
