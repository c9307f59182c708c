import type { CartCalls } from '@resort/shared/server';

/** The cart calls the rentals line answers (spec section 7). */
export const RENTALS_CART_CALLS: CartCalls = {
  add: [{ path: 'rentals', summary: 'Add to cart for rentals' }],
  configure: [
    { path: 'rental', summary: 'Configure rental' },
    { path: 'group-rental', summary: 'Configure group rental' },
  ],
  toggles: ['damageWaiver'],
};

/** The cart calls of My Epic Gear memberships. */
export const MEMBERSHIPS_CART_CALLS: CartCalls = {
  add: [{ path: 'memberships', summary: 'Add to cart for memberships' }],
  configure: [{ path: 'my-epic-gear', summary: 'Configure my epic gear' }],
};
