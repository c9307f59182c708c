import type { CartCalls } from '@resort/shared/server';

/**
 * The cart calls the lift line answers (spec section 7). The lift pages post to the line's own
 * name, so /api/cart/add/liftaccess stays beside the spec's "passes" and "lift tickets".
 */
export const LIFT_CART_CALLS: CartCalls = {
  add: [
    { path: 'passes', summary: 'Add to cart for passes' },
    { path: 'lift-tickets', summary: 'Add to cart for lift tickets' },
    { path: 'liftaccess', summary: 'Add to cart for lift tickets and passes (the lift line)' },
  ],
  // "configure lift tickets" has a query of the spec's own, registered by the cart itself.
  configure: [
    { path: 'season-pass', summary: 'Configure season pass' },
    { path: 'benefit-tickets', summary: 'Configure benefit tickets' },
    { path: 'lift-tickets', summary: 'Configure lift tickets' },
  ],
  toggles: ['passInsurance', 'autoRenew'],
  passCardOptOut: 'isOptOutPhysicalPassCard',
};
