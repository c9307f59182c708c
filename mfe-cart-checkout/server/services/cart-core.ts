import { and, eq } from 'drizzle-orm';
import { type CatalogRegistry, type Db } from '@resort/shared/server';
import { MAX_CART_LINES, MAX_UNITS_PER_PRODUCT_DAY, type CartDto } from '../../contract';
import { cartItems, carts } from '../schema';
import { cartDto, type CartChoices, type ItemRow } from './views';
import { loadMilitary } from './military';
import { findOpenCart, loadItems, lockCart, percentOff, touched, type Cart, type CartRef } from './cart-data';
import { conflict, invalid, notFound, silentLog, type Log } from './errors';
import { CHECKOUT_IN_PROGRESS, createConfigureService } from './configure';

/** A hold keeps capacity for the buyer this long after the item is added (and after a decline). */
export const HOLD_TTL_SECONDS = 15 * 60;
/** A cart nobody has touched for this long is abandoned: its holds go back, its page empties. */
export const ABANDONED_AFTER_SECONDS = 24 * 60 * 60;

export const ITEM_GONE = 'This item is no longer in your cart.';
export const NO_PASS_CARD = 'This product has no physical pass card to opt out of.';
export const NO_TRAVELER_NEEDED = 'This product does not need a traveler.';
export const CART_EMPTY = 'Your cart is empty.';
export const HOLD_NOT_EXTENDED = 'Your hold has already ended, so it cannot be extended. Your items are checked again when you check out.';
export const CART_CHANGED = 'Your cart has just changed. Please try again.';
export const TOO_MANY_OF_ONE = `A cart can hold at most ${MAX_UNITS_PER_PRODUCT_DAY} of one product for one day.`;
export const CART_FULL = `A cart can hold at most ${MAX_CART_LINES} items. Please check out or remove an item first.`;

export interface CartDeps {
  db: Db;
  catalog: CatalogRegistry;
  log?: Log;
}

/** What the cart's parts share: the database, the lines, the configure step and the cart's own lookups. */
export function createCartCore({ db, catalog, log = silentLog }: CartDeps) {
  const configuring = createConfigureService({ db, catalog });

  async function view(cart: (CartChoices & { userId: string | null }) | null): Promise<CartDto> {
    if (!cart) return cartDto(null, [], [], 0);
    const { items, assigned } = await loadItems(db, cart.id);
    return cartDto(
      cart,
      items,
      assigned,
      await percentOff(db, cart.promoCode),
      await configuring.views(items, cart.userId),
      await loadMilitary(db, cart.id),
    );
  }

  /** Saves one of the cart's own choices under its lock, never while the order is being paid for. */
  async function setChoice(cart: Cart, values: Partial<Pick<Cart, 'travelInsurance' | 'resortCharge' | 'paymentType'>>): Promise<void> {
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const locked = await lockCart(tx, cart.id);
      if (locked?.status !== 'open') throw invalid(CART_EMPTY);
      if (locked.orderId) throw conflict(CHECKOUT_IN_PROGRESS);
      await tx
        .update(carts)
        .set({ ...values, ...touched() })
        .where(eq(carts.id, cart.id));
    });
  }

  async function requireCart(ref: CartRef): Promise<Cart> {
    const cart = await findOpenCart(db, ref);
    if (!cart) throw invalid(CART_EMPTY);
    return cart;
  }

  /** This cart's item, or the spec's 404 when it is gone (or another cart's). */
  async function requireItem(cart: Cart, itemId: string): Promise<ItemRow> {
    const [item] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .limit(1);
    if (!item) throw notFound(ITEM_GONE);
    return item;
  }

  return { db, catalog, log, configuring, view, setChoice, requireCart, requireItem };
}

export type CartCore = ReturnType<typeof createCartCore>;
