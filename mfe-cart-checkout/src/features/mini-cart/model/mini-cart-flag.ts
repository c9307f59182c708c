import { FEATURE_FLAGS, featureFlagOn } from '@resort/shared/rules';

/**
 * The mini cart drawer's feature flag (issue #12): off by default. `?miniCart=1` in any page's URL
 * turns it on for the browser tab, `?miniCart=0` turns it off again (shared/src/rules/feature-flags.ts).
 */
export const MINI_CART_FLAG_KEY = FEATURE_FLAGS.miniCart;

export const miniCartEnabled = (win: Pick<Window, 'location' | 'sessionStorage'> = window): boolean => featureFlagOn('miniCart', win);
