import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CART_URL } from '@resort/shared/core';
import { type Db } from '@resort/shared/server';
import { type CartSummaryDto } from '../../contract';
import { cartItems, carts } from '../schema';
import { cartCount } from './views';
import { findOpenCart, loadItems, touched, type Cart, type CartRef } from './cart-data';
import { CHECKOUT_IN_PROGRESS } from './configure';

import { createCartCore, ABANDONED_AFTER_SECONDS, type CartDeps } from './cart-core';
import { cartItemCalls } from './cart-items';
import { cartChoiceCalls } from './cart-choices';
import { cartTravelerCalls } from './cart-travelers';
import { cartPromoCalls } from './cart-promo';

export { CHECKOUT_IN_PROGRESS };
export {
  ABANDONED_AFTER_SECONDS,
  CART_CHANGED,
  CART_EMPTY,
  CART_FULL,
  HOLD_NOT_EXTENDED,
  HOLD_TTL_SECONDS,
  ITEM_GONE,
  NO_PASS_CARD,
  NO_TRAVELER_NEEDED,
  TOO_MANY_OF_ONE,
  type CartDeps,
} from './cart-core';

/** The cart: what is in it, adding and removing, travelers, its choices and the promo code. */
export function createCartService(deps: CartDeps) {
  const core = createCartCore(deps);
  const { db, catalog, log, configuring, view, requireCart } = core;
  return {
    find: (ref: CartRef) => findOpenCart(db, ref),
    requireCart,
    view,
    configuring,
    ...cartChoiceCalls(core),
    ...cartItemCalls(core),
    ...cartTravelerCalls(core),
    ...cartPromoCalls(core),

    async summary(cart: Cart | null): Promise<CartSummaryDto> {
      if (!cart) return { CartCount: 0, cartId: null, cartUrl: CART_URL };
      const { items } = await loadItems(db, cart.id);
      return { CartCount: cartCount(items), cartId: cart.id, cartUrl: CART_URL };
    },

    /**
     * Marks carts nobody touched for `idleSeconds` (database clock) abandoned, then gives their
     * holds back to the lines once that transaction is over (lines use their own connections).
     * A cart being paid for is left to the payment settlement. Returns how many were abandoned.
     */
    async sweepAbandonedCarts(idleSeconds = ABANDONED_AFTER_SECONDS, batch = 500): Promise<number> {
      const swept = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const idle = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(
            and(eq(carts.status, 'open'), isNull(carts.orderId), sql`${carts.updated} < now() - make_interval(secs => ${idleSeconds})`),
          )
          .limit(batch)
          .for('update', { skipLocked: true });
        if (!idle.length) return { carts: 0, holds: [] };
        const ids = idle.map((c) => c.id);
        await tx
          .update(carts)
          .set({ status: 'abandoned', ...touched() })
          .where(inArray(carts.id, ids));
        const holds = await tx
          .select({ line: cartItems.line, holdId: cartItems.holdId })
          .from(cartItems)
          .where(inArray(cartItems.cartId, ids));
        return { carts: ids.length, holds };
      });
      // One hold that cannot be given back is logged; the rest still go.
      for (const { line, holdId } of swept.holds) {
        await catalog
          .get(line)
          ?.release(holdId)
          .catch((error) => log.warn({ err: error, holdId }, 'could not release a hold'));
      }
      return swept.carts;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
