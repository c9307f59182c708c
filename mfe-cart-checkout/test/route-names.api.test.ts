import Fastify from 'fastify';
import { CatalogRegistry, LineServices, type CatalogProvider, type Db, type SessionStore } from '@resort/shared/server';
import { LIFT_CART_CALLS } from '@resort/mfe-lift-access/server/cart-calls';
import { LODGING_CART_CALLS, PACKAGES_CART_CALLS } from '@resort/mfe-lodging/server/cart-calls';
import { MEMBERSHIPS_CART_CALLS, RENTALS_CART_CALLS } from '@resort/mfe-rentals/server/cart-calls';
import { ACTIVITIES_CART_CALLS, CHILDCARE_CART_CALLS, LESSONS_CART_CALLS } from '@resort/mfe-lessons-childcare/server/cart-calls';
import { createCartLine } from '../server/plugin';

/** The lines' cart calls as the store composes them (shell/server/lines.ts): they register before the cart. */
function storeCatalog(): CatalogRegistry {
  const catalog = new CatalogRegistry();
  const calls = {
    activities: ACTIVITIES_CART_CALLS,
    childcare: CHILDCARE_CART_CALLS,
    liftaccess: LIFT_CART_CALLS,
    lessons: LESSONS_CART_CALLS,
    rentals: RENTALS_CART_CALLS,
    memberships: MEMBERSHIPS_CART_CALLS,
    lodging: LODGING_CART_CALLS,
    packages: PACKAGES_CART_CALLS,
  };
  for (const [line, cartCalls] of Object.entries(calls)) catalog.register({ line, cartCalls } as CatalogProvider);
  return catalog;
}

describe('API docs', () => {
  test('names every route after the spec section 7 call it implements ("Cart GET: cart, summary, extend session"; "Checkout POST: ... complete transaction; review order; add promo code")', async () => {
    const app = Fastify();
    const named: Record<string, { summary?: string; tags?: string[] }> = {};
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { summary?: string; tags?: string[] } | undefined;
      if (route.method !== 'HEAD') named[`${String(route.method)} ${route.url}`] = { summary: schema?.summary, tags: schema?.tags };
    });
    // Registering reads nothing from the database; the test gateway only keeps the handle.
    const options = {
      prefix: '/api',
      db: {} as Db,
      catalog: storeCatalog(),
      sessions: {} as SessionStore,
      services: new LineServices(),
    };
    await app.register(createCartLine({ env: { NODE_ENV: 'test' } }).plugin, options);
    await app.ready();
    await app.close();
    const tags = ['cart-checkout'];
    expect(named).toEqual({
      'GET /api/cart': { summary: 'Cart', tags },
      'GET /api/cart/payment-summary': { summary: 'Payment summary', tags },
      'POST /api/cart/auto-renew': { summary: 'Auto renew', tags },
      'POST /api/cart/change-pass-offer': { summary: 'Change pass offer option', tags },
      'GET /api/cart/summary': { summary: 'Cart summary', tags },
      // "Cart POST: ... add to cart for activities, childcare, passes, generic, lift tickets, lessons, rentals, memberships, lodging."
      'POST /api/cart/add/activities': { summary: 'Add to cart for activities', tags },
      'POST /api/cart/add/childcare': { summary: 'Add to cart for childcare', tags },
      'POST /api/cart/add/passes': { summary: 'Add to cart for passes', tags },
      'POST /api/cart/add/generic': { summary: 'Add to cart for generic', tags },
      'POST /api/cart/add/lift-tickets': { summary: 'Add to cart for lift tickets', tags },
      'POST /api/cart/add/lessons': { summary: 'Add to cart for lessons', tags },
      'POST /api/cart/add/rentals': { summary: 'Add to cart for rentals', tags },
      'POST /api/cart/add/memberships': { summary: 'Add to cart for memberships', tags },
      'POST /api/cart/add/lodging': { summary: 'Add to cart for lodging', tags },
      // The URLs the lift pages and the lodging packages page post to.
      'POST /api/cart/add/liftaccess': { summary: 'Add to cart for lift tickets and passes (the lift line)', tags },
      'POST /api/cart/add/packages': { summary: 'Add to cart for lodging packages', tags },
      // A line the spec does not name; an unknown one is refused with 404.
      'POST /api/cart/add/:line': { summary: 'Add to cart for another line', tags },
      // Not a section 7 call: the products of "add to cart for generic".
      'GET /api/cart/generic-products': { summary: 'Generic products', tags },
      'POST /api/cart/remove/:id': { summary: 'Cart remove', tags },
      'POST /api/cart/extend-session': { summary: 'Extend session', tags },
      'POST /api/cart/rental-damage-waiver': { summary: 'Toggle rental damage waiver', tags },
      'POST /api/cart/pass-insurance': { summary: 'Pass insurance', tags },
      'POST /api/cart/assign-traveler': { summary: 'Assign traveler', tags },
      'POST /api/cart/unassign-traveler': { summary: 'Unassign traveler', tags },
      'POST /api/cart/primary-traveler': { summary: 'Primary traveler', tags },
      'POST /api/cart/military-verification': { summary: 'Military pass verification', tags },
      'POST /api/cart/travel-insurance': { summary: 'Travel insurance', tags },
      'POST /api/cart/resort-charge': { summary: 'Resort charge', tags },
      'POST /api/cart/toggle-nff/:id': { summary: 'Toggle nff', tags },
      'POST /api/checkout/promo/:code': { summary: 'Add promo code', tags },
      'POST /api/checkout/promo': { summary: 'Add promo code', tags },
      'POST /api/checkout/promo-remove': { summary: 'Remove promo code', tags },
      // Not a section 7 call: the guest's email of the checkout choice.
      'POST /api/checkout/guest': { summary: 'Checkout as guest', tags },
      'POST /api/checkout/address': { summary: 'Update order address', tags },
      'POST /api/checkout/payment': { summary: 'Payment selection type', tags },
      'POST /api/checkout/payment-selection-type': { summary: 'Payment selection type (card or payment plan)', tags },
      'GET /api/checkout/review': { summary: 'Review order', tags },
      'POST /api/checkout/complete': { summary: 'Complete transaction', tags },
      'GET /api/checkout/orders': { summary: 'Transaction history', tags },
      'GET /api/checkout/orders/:number': { summary: 'Transaction details', tags },
      'POST /api/checkout/orders/:number/cancel': { summary: 'Cancel order', tags },
      'POST /api/checkout/product-configuration-complete': { summary: 'Product configuration complete', tags },
      'POST /api/cart/configure/lift-tickets': { summary: 'Configure lift tickets', tags },
      'POST /api/cart/configure/season-pass': { summary: 'Configure season pass', tags },
      'POST /api/cart/configure/benefit-tickets': { summary: 'Configure benefit tickets', tags },
      'POST /api/cart/configure/my-epic-gear': { summary: 'Configure my epic gear', tags },
      'POST /api/cart/configure/rental': { summary: 'Configure rental', tags },
      'POST /api/cart/configure/group-rental': { summary: 'Configure group rental', tags },
      'POST /api/cart/configure/activities': { summary: 'Configure activities', tags },
      'POST /api/cart/configure/childcare': { summary: 'Configure childcare', tags },
      'POST /api/cart/configure/child-group-lesson': { summary: 'Configure child group lesson', tags },
      'POST /api/cart/configure/group-lesson': { summary: 'Configure group lesson', tags },
      'POST /api/cart/configure/private-lesson': { summary: 'Configure private lesson', tags },
      'POST /api/cart/configure/lodging-requirements': { summary: 'Lodging requirements', tags },
    });
  });
});
