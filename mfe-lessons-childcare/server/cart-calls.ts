import type { CartCalls } from '@resort/shared/server';

// A child's lesson can be booked as childcare too, so both lines answer "configure childcare".
const CONFIGURE_CHILDCARE = { path: 'childcare', summary: 'Configure childcare' };

/** The cart calls the lessons line answers (spec section 7). */
export const LESSONS_CART_CALLS: CartCalls = {
  add: [{ path: 'lessons', summary: 'Add to cart for lessons' }],
  configure: [
    CONFIGURE_CHILDCARE,
    { path: 'child-group-lesson', summary: 'Configure child group lesson' },
    { path: 'group-lesson', summary: 'Configure group lesson' },
    { path: 'private-lesson', summary: 'Configure private lesson' },
  ],
};

export const ACTIVITIES_CART_CALLS: CartCalls = {
  add: [{ path: 'activities', summary: 'Add to cart for activities' }],
  configure: [{ path: 'activities', summary: 'Configure activities' }],
};

export const CHILDCARE_CART_CALLS: CartCalls = {
  add: [{ path: 'childcare', summary: 'Add to cart for childcare' }],
  configure: [CONFIGURE_CHILDCARE],
};
