import { REQUIRED_FIELD } from '@resort/shared/rules';
import { HttpError, type ContractApp } from '@resort/shared/server';
import { cartContract as c, ITEM_OPTION_CALLS } from '../../contract';
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

  // The item options beside a cart item are saved like any answer of its configure step, so the
  // owning line checks and prices them.
  for (const [key, call] of Object.entries(ITEM_OPTION_CALLS)) {
    api.post(`/cart/${call.path}`, { schema: { summary: call.summary, tags, ...c.itemOption } }, (request) =>
      answer(() =>
        cart.configure(
          cartRef(request),
          { cartProductId: request.query.cartProductId, item: { [key]: request.query.isChecked === 'true' } },
          [call.line],
        ),
      ),
    );
  }

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
