// Plain rules of the cart's contract, without zod: the cart page uses them, and loads zod only when a
// form checks with it (the guest's email, the checkout steps). contract.ts re-exports them.

/** The item options the cart page offers beside an item: configure-step key → its spec call. */
export const ITEM_OPTION_CALLS = {
  damageWaiver: { path: 'rental-damage-waiver', summary: 'Toggle rental damage waiver', line: 'rentals' },
  passInsurance: { path: 'pass-insurance', summary: 'Pass insurance', line: 'liftaccess' },
  autoRenew: { path: 'auto-renew', summary: 'Auto renew', line: 'liftaccess' },
} as const;
export type ItemOptionKey = keyof typeof ITEM_OPTION_CALLS;

/**
 * "Cart POST: ... add to cart for activities, childcare, passes, generic, lift tickets, lessons,
 * rentals, memberships, lodging": each call its own route, POST /api/cart/add/<path>, filed with
 * the line that owns it. The lift pages post to the lift line's own name (liftaccess), and the
 * lodging packages page to 'packages'; those URLs stay, under a name of their own.
 */
export const ADD_TO_CART_CALLS = [
  { path: 'activities', line: 'activities', summary: 'Add to cart for activities' },
  { path: 'childcare', line: 'childcare', summary: 'Add to cart for childcare' },
  { path: 'passes', line: 'liftaccess', summary: 'Add to cart for passes' },
  { path: 'generic', line: 'generic', summary: 'Add to cart for generic' },
  { path: 'lift-tickets', line: 'liftaccess', summary: 'Add to cart for lift tickets' },
  { path: 'lessons', line: 'lessons', summary: 'Add to cart for lessons' },
  { path: 'rentals', line: 'rentals', summary: 'Add to cart for rentals' },
  { path: 'memberships', line: 'memberships', summary: 'Add to cart for memberships' },
  { path: 'lodging', line: 'lodging', summary: 'Add to cart for lodging' },
  { path: 'liftaccess', line: 'liftaccess', summary: 'Add to cart for lift tickets and passes (the lift line)' },
  { path: 'packages', line: 'packages', summary: 'Add to cart for lodging packages' },
] as const;
