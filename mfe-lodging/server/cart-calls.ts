import type { CartCalls } from '@resort/shared/server';

const LODGING_REQUIREMENTS = { path: 'lodging-requirements', summary: 'Lodging requirements' };

/** The cart calls the lodging line answers (spec section 7). */
export const LODGING_CART_CALLS: CartCalls = {
  add: [{ path: 'lodging', summary: 'Add to cart for lodging' }],
  configure: [LODGING_REQUIREMENTS],
};

/** The packages page posts to the packages line's own name; a package's stay is configured like any stay. */
export const PACKAGES_CART_CALLS: CartCalls = {
  add: [{ path: 'packages', summary: 'Add to cart for lodging packages' }],
  configure: [LODGING_REQUIREMENTS],
};
