import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CART_URL, PRODUCT_CANNOT_BE_ADDED } from '@resort/shared/core';
import { countedHold, type CatalogProvider, type Db, type ItemRequest, type Quote } from '@resort/shared/server';
import {
  FlatOptions,
  MAX_CART_LINES,
  MAX_UNITS_PER_PRODUCT_DAY,
  type AddedToCartDto,
  type AddToCartRequest,
  type CartDto,
  type ChangeOfferRequest,
} from '../../contract';
import { assignments, cartItems, carts, type QuoteSnapshot } from '../schema';
import { addedView, cartCount, type ItemRow } from './views';
import { findOpenCart, isUuid, loadItems, lockCart, mayUse, touched, type Cart, type CartRef } from './cart-data';
import { conflict, invalid, isRefusal, isSoldOut, notFound } from './errors';
import { CHECKOUT_IN_PROGRESS } from './configure';

import {
  CART_EMPTY,
  CART_CHANGED,
  CART_FULL,
  HOLD_NOT_EXTENDED,
  HOLD_TTL_SECONDS,
  ITEM_GONE,
  TOO_MANY_OF_ONE,
  type CartCore,
} from './cart-core';

/** A line's options, parsed by the line's own schema (or kept flat) before any price is looked up. */
function parseOptions(provider: CatalogProvider, options: Record<string, unknown>): Record<string, unknown> {
  const parsed = (provider.options ?? FlatOptions).safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['options', ...issue.path.map(String)].join('.');
    throw invalid(issue.message, { field });
  }
  return (parsed.data ?? {}) as Record<string, unknown>;
}

const sameProductDay = (a: { line: string; productId: string; date: string }, b: { line: string; productId: string; date: string }) =>
  a.line === b.line && a.productId === b.productId && a.date === b.date;

/**
 * Whether one more item fits this cart: not while it is being paid for, one currency per cart,
 * and the caps that keep one visitor from holding a whole day.
 */
function checkRoom(cart: Cart, items: ItemRow[], quote: Quote, next: { line: string; productId: string; date: string; quantity: number }) {
  if (cart.orderId) throw conflict(CHECKOUT_IN_PROGRESS);
  // One payment per order, in one currency: a USD cart cannot take a CAD item.
  if (items.some((i) => i.quote.currency !== quote.currency)) throw invalid(PRODUCT_CANNOT_BE_ADDED);
  if (items.length >= MAX_CART_LINES) throw invalid(CART_FULL);
  const held = items.filter((i) => sameProductDay(i, next)).reduce((sum, i) => sum + i.quantity, 0);
  if (held + next.quantity > MAX_UNITS_PER_PRODUCT_DAY) throw invalid(TOO_MANY_OF_ONE, { held });
}

/** The line's price for the item; a quote that finds the last place gone answers Sold Out (409), as the hold would. */
async function quoteOrRefuse(provider: CatalogProvider, request: ItemRequest): Promise<Quote> {
  try {
    return await provider.quote(request);
  } catch (error) {
    if (isRefusal(error) && !isSoldOut(error)) throw invalid(PRODUCT_CANNOT_BE_ADDED);
    throw error;
  }
}

const snapshotOf = (quote: Quote): QuoteSnapshot => ({
  sku: quote.sku,
  title: quote.title,
  description: quote.description,
  unitPrice: quote.unitPrice,
  currency: quote.currency,
  taxRateBp: quote.taxRateBp,
  assignment: quote.assignment,
  display: quote.display,
  resortId: quote.resortId,
  resortName: quote.resortName,
  timeZone: quote.timeZone,
  endDate: quote.endDate,
  ...(quote.militaryVerification ? { militaryVerification: true } : {}),
  ...(quote.travelInsurable ? { travelInsurable: true } : {}),
  ...(quote.offers?.length ? { offers: quote.offers } : {}),
  ...(quote.taxesAndFees ? { taxesAndFees: quote.taxesAndFees, taxesAndFeesLocation: quote.taxesAndFeesLocation ?? quote.resortName } : {}),
});

/** Adding, extending, removing and changing the cart's items. */
export function cartItemCalls({ db, catalog, log, configuring, view, requireCart, requireItem }: CartCore) {
  return {
    /**
     * Quotes and holds the item, then files it in the cart under the cart's row lock, where the
     * currency and the caps are checked again: two adds racing cannot both pass on the same view.
     * The line's hold is placed outside the lock (lines use their own connections), and given
     * back if the item is not filed.
     */
    /** `session`: the visitor's session data, which a line may lend the item (`usedSession`: the keys it took). */
    async add(
      ref: CartRef,
      line: string,
      body: AddToCartRequest,
      session: Readonly<Record<string, string>> = {},
    ): Promise<AddedToCartDto & { created: boolean; usedSession: string[] }> {
      const provider = catalog.get(line);
      // No line of that name: nothing to add it to (404, in the spec's words).
      if (!provider) throw notFound(PRODUCT_CANNOT_BE_ADDED);
      const lent = provider.fromSession ? await provider.fromSession(body.options ?? {}, session) : null;
      const options = parseOptions(provider, lent?.options ?? body.options ?? {});
      const request: ItemRequest = { line, productId: body.productId, date: body.date, quantity: body.quantity, options };
      // A buyer the line refuses outright hears why in the line's words, not as a product refusal.
      if (provider.admit) await provider.admit(request, { userId: ref.userId });
      const quote = await quoteOrRefuse(provider, request);
      const next = { line, productId: body.productId, date: quote.date || body.date, quantity: body.quantity };
      const existing = await findOpenCart(db, ref);
      // Checked once before holding, so a refused add never takes places from other buyers.
      if (existing) checkRoom(existing, (await loadItems(db, existing.id)).items, quote, next);
      const cartId = existing?.id ?? randomUUID();
      // Sold Out (409) from the line passes through as is.
      const hold = await countedHold(line, provider.hold(request, cartId, HOLD_TTL_SECONDS));
      let item: ItemRow;
      // The cart's items as the transaction leaves them: read under the cart's lock, so the count
      // needs no second read after the commit.
      let items: ItemRow[] = [];
      try {
        item = await db.transaction(async (txn) => {
          const tx = txn as unknown as Db;
          if (existing) {
            const cart = await lockCart(tx, cartId);
            if (cart?.status !== 'open' || !mayUse(cart, ref.userId)) throw conflict(CART_CHANGED);
            items = (await loadItems(tx, cartId)).items;
            checkRoom(cart, items, quote, next);
            await tx.update(carts).set(touched()).where(eq(carts.id, cartId));
          } else {
            await tx.insert(carts).values({ id: cartId, userId: ref.userId });
          }
          const [row] = await tx
            .insert(cartItems)
            .values({
              cartId,
              line,
              productId: body.productId,
              date: next.date,
              quantity: body.quantity,
              options,
              quote: snapshotOf(quote),
              holdId: hold.holdId,
              holdExpiresAt: hold.expiresAt,
            })
            .returning();
          return row;
        });
      } catch (error) {
        await provider.release(hold.holdId).catch((e) => log.warn({ err: e, holdId: hold.holdId }, 'could not release a hold'));
        throw error;
      }
      return {
        cart: { cartId, cartCount: cartCount([...items, item]), cartUrl: CART_URL },
        added: [addedView(item)],
        created: !existing,
        usedSession: lent?.used ?? [],
      };
    },

    /**
     * Cart GET "extend session": every item's live hold runs for the full hold time again from now,
     * through its own line's ledger. A hold that has ended is not brought back (its places may have
     * gone to another buyer); it is checked again at checkout, as before. Only when no hold is live
     * does the visitor hear that nothing could be extended.
     */
    async extendSession(ref: CartRef): Promise<CartDto> {
      const cart = await requireCart(ref);
      if (cart.orderId) throw conflict(CHECKOUT_IN_PROGRESS);
      const { items } = await loadItems(db, cart.id);
      if (items.length === 0) throw invalid(CART_EMPTY);
      let extended = 0;
      for (const item of items) {
        const expiresAt = (await catalog.get(item.line)?.extend?.(item.holdId, HOLD_TTL_SECONDS)) ?? null;
        if (!expiresAt) continue;
        extended += 1;
        await db
          .update(cartItems)
          .set({ holdExpiresAt: expiresAt })
          .where(and(eq(cartItems.id, item.id), eq(cartItems.cartId, cart.id)));
      }
      if (extended === 0) throw conflict(HOLD_NOT_EXTENDED);
      await db.update(carts).set(touched()).where(eq(carts.id, cart.id));
      return view(cart);
    },

    /** Takes the item out under the cart's lock (never while the cart is being paid for), then frees its places. */
    async remove(ref: CartRef, itemId: string) {
      const cart = await findOpenCart(db, ref);
      if (!cart || !isUuid(itemId)) throw notFound(ITEM_GONE);
      const removed = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const locked = await lockCart(tx, cart.id);
        if (locked?.status !== 'open') throw notFound(ITEM_GONE);
        if (locked.orderId) throw conflict(CHECKOUT_IN_PROGRESS);
        const [item] = await tx
          .delete(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
          .returning();
        if (!item) throw notFound(ITEM_GONE);
        await tx.update(carts).set(touched()).where(eq(carts.id, cart.id));
        return item;
      });
      // Give the capacity back at once rather than when the hold would have expired.
      await catalog.get(removed.line)?.release(removed.holdId);
      return view(cart);
    },

    /**
     * Cart POST "change pass offer option": the item becomes another offer of its line (a pass's
     * better pass, from its page's upsell) for the same people and answers: quoted and held anew,
     * the old hold given back, then the answers heard again by the line under the new hold. Should
     * the line now refuse a traveler (error 2004), the travelers are cleared, to be chosen again,
     * so that nothing is sold for a person the line has not recorded.
     */
    async changeOffer(ref: CartRef, body: ChangeOfferRequest): Promise<CartDto> {
      const cart = await requireCart(ref);
      if (cart.orderId) throw conflict(CHECKOUT_IN_PROGRESS);
      const item = await requireItem(cart, body.cartProductId);
      if (item.productId === body.productId) return view(cart);
      const provider = catalog.get(item.line);
      if (!provider) throw invalid(PRODUCT_CANNOT_BE_ADDED);
      // A renewal price belongs to the pass held last season, not to another offer.
      const { renew: _renew, ...options } = (item.options ?? {}) as Record<string, unknown>;
      const request: ItemRequest = { line: item.line, productId: body.productId, date: item.date, quantity: item.quantity, options };
      if (provider.admit) await provider.admit(request, { userId: ref.userId });
      const quote = await quoteOrRefuse(provider, request);
      // Another day or currency would be another item, not another offer of this one.
      if (quote.currency !== item.quote.currency || (quote.date || item.date) !== item.date) throw invalid(PRODUCT_CANNOT_BE_ADDED);
      const hold = await countedHold(item.line, provider.hold(request, cart.id, HOLD_TTL_SECONDS));
      try {
        await db.transaction(async (txn) => {
          const tx = txn as unknown as Db;
          const locked = await lockCart(tx, cart.id);
          if (locked?.status !== 'open' || !mayUse(locked, ref.userId)) throw conflict(CART_CHANGED);
          if (locked.orderId) throw conflict(CHECKOUT_IN_PROGRESS);
          const updated = await tx
            .update(cartItems)
            .set({ productId: body.productId, options, quote: snapshotOf(quote), holdId: hold.holdId, holdExpiresAt: hold.expiresAt })
            .where(and(eq(cartItems.id, item.id), eq(cartItems.cartId, cart.id), eq(cartItems.holdId, item.holdId)))
            .returning({ id: cartItems.id });
          if (!updated.length) throw notFound(ITEM_GONE);
          await tx.update(carts).set(touched()).where(eq(carts.id, cart.id));
        });
      } catch (error) {
        await provider.release(hold.holdId).catch((e) => log.warn({ err: e, holdId: hold.holdId }, 'could not release a hold'));
        throw error;
      }
      await provider.release(item.holdId).catch((e) => log.warn({ err: e, holdId: item.holdId }, 'could not release a hold'));
      if (provider.configure && item.configuration) {
        try {
          await configuring.configure(cart, ref, item.id, {}, null);
        } catch (error) {
          const units = item.configuration.units.map(({ traveler: _t, ...rest }) => rest);
          await db
            .update(cartItems)
            .set({ configuration: { ...item.configuration, units } })
            .where(eq(cartItems.id, item.id));
          await db.delete(assignments).where(eq(assignments.cartItemId, item.id));
          throw error;
        }
      }
      return view(cart);
    },
  };
}
