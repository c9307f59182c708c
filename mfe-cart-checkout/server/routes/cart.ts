import type { FastifyRequest } from 'fastify';
import { RATE_LIMITS, type CatalogRegistry, type ContractApp, type SessionStore } from '@resort/shared/server';
import { cartContract as c, type AddToCartRequest } from '../../contract';
import type { CartService } from '../services/cart';
import type { Cart } from '../services/cart-data';
import { answer, cartRef, tags } from './http';

/**
 * The cart routes, each named after the spec section 7 call it implements ("Cart GET: cart,
 * summary, payment summary, extend session"; "Cart POST: remove, toggle nff, travel insurance, primary traveler,
 * assign/unassign traveler, resort charge, military pass verification, add to cart"; "Checkout
 * POST: add promo code, remove promo code"). They own the session: which cart it names.
 */
export function registerCartRoutes(
  api: ContractApp,
  { cart, sessions, catalog }: { cart: CartService; sessions: SessionStore; catalog: CatalogRegistry },
) {
  /** The session remembers the cart it was handed (a signed-in buyer's account cart, for one). */
  async function remember(request: FastifyRequest, found: Cart | null): Promise<Cart | null> {
    if (found && request.session.id && found.id !== request.session.data.cartId) await sessions.setData(request, 'cartId', found.id);
    return found;
  }
  const openCart = async (request: FastifyRequest) => remember(request, await cart.find(cartRef(request)));

  api.get('/cart', { schema: { summary: 'Cart', tags, ...c.cart } }, (request) => answer(async () => cart.view(await openCart(request))));
  api.get('/cart/summary', { schema: { summary: 'Cart summary', tags, ...c.summary } }, (request) =>
    answer(async () => cart.summary(await openCart(request))),
  );
  // The cart's own answer, narrowed by the response schema to what payment needs.
  api.get('/cart/payment-summary', { schema: { summary: 'Payment summary', tags, ...c.paymentSummary } }, (request) =>
    answer(async () => cart.view(await openCart(request))),
  );

  async function addToCart(request: FastifyRequest, line: string, body: AddToCartRequest) {
    const { created, usedSession, ...added } = await cart.add(cartRef(request), line, body, request.session.data);
    if (created || added.cart.cartId !== request.session.data.cartId) await sessions.setData(request, 'cartId', added.cart.cartId);
    // What the line took from the session (a referral alert) is for one item only.
    for (const key of usedSession) await sessions.setData(request, key, '');
    return added;
  }
  // One route per "add to cart for ..." call a line declares (the lines that sell register before
  // the cart), under one guess budget (the policy's name is the counter).
  const { params: _line, ...addOne } = c.add;
  for (const call of catalog.calls('add')) {
    const [line] = catalog.linesFor('add', call.path);
    api.post(
      `/cart/add/${call.path}`,
      { schema: { summary: call.summary, tags, ...addOne }, config: { rateLimit: RATE_LIMITS.addToCart } },
      (request) => answer(() => addToCart(request, line, request.body)),
    );
  }
  // A line the spec does not name (one an operator adds); an unknown one answers 404 'Product cannot be added to cart'.
  api.post(
    '/cart/add/:line',
    { schema: { summary: 'Add to cart for another line', tags, ...c.add }, config: { rateLimit: RATE_LIMITS.addToCart } },
    (request) => answer(() => addToCart(request, request.params.line, request.body)),
  );

  api.post('/cart/remove/:id', { schema: { summary: 'Cart remove', tags, ...c.remove } }, (request) =>
    answer(() => cart.remove(cartRef(request), request.params.id)),
  );

  // The spec lists "extend session" among the cart's GET calls; it changes the holds, so it is a
  // POST here, behind the CSRF check every state-changing call has.
  api.post('/cart/extend-session', { schema: { summary: 'Extend session', tags, ...c.extendSession } }, (request) =>
    answer(() => cart.extendSession(cartRef(request))),
  );

  api.post('/cart/assign-traveler', { schema: { summary: 'Assign traveler', tags, ...c.assignTraveler } }, (request) =>
    answer(() => cart.assign(cartRef(request), request.body)),
  );

  api.post('/cart/unassign-traveler', { schema: { summary: 'Unassign traveler', tags, ...c.unassignTraveler } }, (request) =>
    answer(() => cart.unassign(cartRef(request), request.body)),
  );

  api.post('/cart/primary-traveler', { schema: { summary: 'Primary traveler', tags, ...c.primaryTraveler } }, (request) =>
    answer(() => cart.primaryTraveler(cartRef(request), request.body)),
  );

  api.post(
    '/cart/military-verification',
    { schema: { summary: 'Military pass verification', tags, ...c.militaryVerification } },
    (request) => answer(() => cart.militaryVerification(cartRef(request), request.body)),
  );

  api.post('/cart/travel-insurance', { schema: { summary: 'Travel insurance', tags, ...c.travelInsurance } }, (request) =>
    answer(() => cart.travelInsurance(cartRef(request), request.query.isChecked === 'true')),
  );

  api.post('/cart/resort-charge', { schema: { summary: 'Resort charge', tags, ...c.resortCharge } }, (request) =>
    answer(() => cart.resortCharge(cartRef(request), request.query.isChecked === 'true')),
  );

  api.post('/cart/change-pass-offer', { schema: { summary: 'Change pass offer option', tags, ...c.changeOffer } }, (request) =>
    answer(() => cart.changeOffer(cartRef(request), request.body)),
  );

  api.post('/cart/toggle-nff/:id', { schema: { summary: 'Toggle nff', tags, ...c.toggleNff } }, (request) =>
    answer(() => cart.toggleNff(cartRef(request), request.params.id)),
  );

  api.post(
    '/checkout/promo/:code',
    { schema: { summary: 'Add promo code', tags, ...c.applyPromo }, config: { rateLimit: RATE_LIMITS.promoCode } },
    (request) => answer(() => cart.applyPromo(cartRef(request), request.params.code)),
  );
  // The same call with the code in the query (`?promoCode=`), with a guess budget of its own.
  api.post(
    '/checkout/promo',
    { schema: { summary: 'Add promo code', tags, ...c.applyPromoQuery }, config: { rateLimit: RATE_LIMITS.promoCodeQuery } },
    (request) => answer(() => cart.applyPromo(cartRef(request), request.query.promoCode)),
  );
  api.post('/checkout/promo-remove', { schema: { summary: 'Remove promo code', tags, ...c.removePromo } }, (request) =>
    answer(() => cart.removePromo(cartRef(request), request.query.cartProductID)),
  );
}
