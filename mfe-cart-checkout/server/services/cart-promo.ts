import { and, eq } from 'drizzle-orm';
import { type Db } from '@resort/shared/server';
import { PROMO_INVALID } from '../../contract';
import { cartItems, carts } from '../schema';
import { percentOff, touched, type CartRef } from './cart-data';
import { invalid, notFound } from './errors';

import { ITEM_GONE, type CartCore } from './cart-core';

/** The promo code. */
export function cartPromoCalls({ db, view, requireCart }: CartCore) {
  return {
    async applyPromo(ref: CartRef, code: string) {
      const cart = await requireCart(ref);
      const normalized = code.trim().toUpperCase();
      if ((await percentOff(db, normalized)) === 0) throw invalid(PROMO_INVALID);
      // A code applied afresh is a new promotion: it discounts every item again.
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx
          .update(carts)
          .set({ promoCode: normalized, ...touched() })
          .where(eq(carts.id, cart.id));
        await tx.update(cartItems).set({ promoRemoved: false }).where(eq(cartItems.cartId, cart.id));
      });
      return view({ ...cart, promoCode: normalized });
    },

    /** Without an item, the cart's promo code goes; with one (its cartProductID), only that item's promotion. */
    async removePromo(ref: CartRef, itemId?: string) {
      const cart = await requireCart(ref);
      if (itemId !== undefined) {
        const removed = await db
          .update(cartItems)
          .set({ promoRemoved: true })
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
          .returning({ id: cartItems.id });
        if (!removed.length) throw notFound(ITEM_GONE);
        await db.update(carts).set(touched()).where(eq(carts.id, cart.id));
        return view(cart);
      }
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx
          .update(carts)
          .set({ promoCode: null, ...touched() })
          .where(eq(carts.id, cart.id));
        await tx.update(cartItems).set({ promoRemoved: false }).where(eq(cartItems.cartId, cart.id));
      });
      return view({ ...cart, promoCode: null });
    },
  };
}
