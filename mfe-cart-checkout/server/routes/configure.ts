import { REQUIRED_FIELD } from '@resort/shared';
import { HttpError, type ContractApp } from '@resort/shared/server';
import { cartContract as c } from '../../contract';
import type { CartService } from '../services/cart';
import { CONFIGURE_CALLS } from '../services/configure-calls';
import { answer, cartRef, tags } from './http';

export function registerConfigureRoutes(api: ContractApp, { cart }: { cart: CartService }) {
  for (const call of CONFIGURE_CALLS) {
    api.post(`/cart/configure/${call.path}`, { schema: { summary: call.summary, tags, ...c.configure } }, (request) =>
      answer(() => cart.configure(cartRef(request), request.body, call.lines)),
    );
  }

  api.post(
    '/checkout/product-configuration-complete',
    { schema: { summary: 'Product configuration complete', tags, ...c.configurationComplete } },
    (request) => answer(() => cart.configurationComplete(cartRef(request))),
  );

  // Saved like any answer of the rental's configure step, so the rentals line checks and prices it.
  api.post('/cart/rental-damage-waiver', { schema: { summary: 'Toggle rental damage waiver', tags, ...c.toggleDamageWaiver } }, (request) =>
    answer(() =>
      cart.configure(
        cartRef(request),
        { cartProductId: request.query.cartProductId, item: { damageWaiver: request.query.isChecked === 'true' } },
        ['rentals'],
      ),
    ),
  );

  // The spec gives this one its query: cartProductId, isErolAccepted (the release of liability)
  // and isOptOutPhysicalPassCard. Answers in a body are taken too (the mobile pass choice).
  api.post('/cart/configure/lift-tickets', { schema: { summary: 'Configure lift tickets', tags, ...c.configureLiftTickets } }, (request) =>
    answer(() => {
      const { cartProductId: fromQuery, isErolAccepted, isOptOutPhysicalPassCard } = request.query;
      const cartProductId = fromQuery ?? request.body?.cartProductId;
      if (!cartProductId) throw new HttpError(400, REQUIRED_FIELD, { field: 'cartProductId' });
      const item: Record<string, string | number | boolean | null> = { ...(request.body?.item ?? {}) };
      if (isErolAccepted !== undefined) item.isErolAccepted = isErolAccepted === 'true';
      if (isOptOutPhysicalPassCard !== undefined) item.isOptOutPhysicalPassCard = isOptOutPhysicalPassCard === 'true';
      return cart.configure(cartRef(request), { cartProductId, item, units: request.body?.units }, ['liftaccess']);
    }),
  );
}
