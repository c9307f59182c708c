import { REQUIRED_FIELD } from '@resort/shared/rules';
import { HttpError, type CatalogRegistry, type ContractApp } from '@resort/shared/server';
import { cartContract as c, ITEM_OPTION_CALLS } from '../../contract';
import type { CartService } from '../services/cart';
import { answer, cartRef, tags } from './http';

/** The spec gives "configure lift tickets" a query of its own; the cart registers it whichever line answers it. */
const LIFT_TICKETS = 'lift-tickets';

/**
 * Cart POST "configure my epic gear, season pass, benefit tickets, rental, group rental,
 * activities, lift tickets, childcare, child group lesson, group lesson, private lesson; lodging
 * requirements" (spec section 7): one call per product type a line declares, each taking answers
 * only for items of the lines that declare it. The line checks them (shared/src/cart/configure.ts).
 */
export function registerConfigureRoutes(api: ContractApp, { cart, catalog }: { cart: CartService; catalog: CatalogRegistry }) {
  for (const call of catalog.calls('configure')) {
    if (call.path === LIFT_TICKETS) continue;
    api.post(`/cart/configure/${call.path}`, { schema: { summary: call.summary, tags, ...c.configure } }, (request) =>
      answer(() => cart.configure(cartRef(request), request.body, catalog.linesFor('configure', call.path))),
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
          catalog.linesFor('toggles', key),
        ),
      ),
    );
  }

  // The spec gives this one its query: cartProductId, isErolAccepted (the release of liability)
  // and isOptOutPhysicalPassCard. Answers in a body are taken too (the mobile pass choice).
  api.post(
    `/cart/configure/${LIFT_TICKETS}`,
    { schema: { summary: 'Configure lift tickets', tags, ...c.configureLiftTickets } },
    (request) =>
      answer(() => {
        const { cartProductId: fromQuery, isErolAccepted, isOptOutPhysicalPassCard } = request.query;
        const cartProductId = fromQuery ?? request.body?.cartProductId;
        if (!cartProductId) throw new HttpError(400, REQUIRED_FIELD, { field: 'cartProductId' });
        const item: Record<string, string | number | boolean | null> = { ...(request.body?.item ?? {}) };
        if (isErolAccepted !== undefined) item.isErolAccepted = isErolAccepted === 'true';
        if (isOptOutPhysicalPassCard !== undefined) item.isOptOutPhysicalPassCard = isOptOutPhysicalPassCard === 'true';
        const lines = catalog.linesFor('configure', LIFT_TICKETS);
        return cart.configure(cartRef(request), { cartProductId, item, units: request.body?.units }, lines);
      }),
  );
}
