import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CART_URL, PRODUCT_CANNOT_BE_ADDED } from '@resort/shared/core';
import { DOB_BELOW_MIN_AGE, checkAssigneeAge } from '@resort/shared/rules';
import { isoFromInput, resortToday, toIsoDate } from '@resort/shared/dates';
import { countedHold, type CatalogProvider, type CatalogRegistry, type Db, type ItemRequest, type Quote } from '@resort/shared/server';
import {
  FlatOptions,
  MAX_CART_LINES,
  MAX_UNITS_PER_PRODUCT_DAY,
  PROMO_INVALID,
  PAYMENT_PLAN_NOT_OFFERED,
  TRAVEL_INSURANCE_NOT_OFFERED,
  type AddedToCartDto,
  type MilitaryVerificationRequest,
  type MilitaryVerificationView,
  type AddToCartRequest,
  type AssignedTraveler,
  type AssignTravelerRequest,
  type UnassignTravelerRequest,
  type CartDto,
  type CartSummaryDto,
  type ChangeOfferRequest,
  type ConfigureRequest,
  type MissingStep,
} from '../../contract';
import { assignments, cartItems, carts, type PaymentType, type QuoteSnapshot } from '../schema';
import { addedView, cartCount, cartDto, offersPaymentPlan, type CartChoices, type ItemRow } from './views';
import { loadMilitary, militaryItems, militaryProblems, verifyMilitary } from './military';
import {
  findOpenCart,
  isUuid,
  loadItems,
  lockCart,
  mayUse,
  percentOff,
  SELECT_TRAVELER,
  touched,
  travelerProblems,
  type Cart,
  type CartRef,
} from './cart-data';
import { conflict, invalid, isRefusal, isSoldOut, notFound, silentLog, type Log } from './errors';
import { CHECKOUT_IN_PROGRESS, configurableItem, createConfigureService, mergeConfiguration } from './configure';

export { CHECKOUT_IN_PROGRESS };

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

/** The cart: what is in it, adding and removing, travelers and the promo code. */
export function createCartService({ db, catalog, log = silentLog }: CartDeps) {
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

  return {
    find: (ref: CartRef) => findOpenCart(db, ref),
    requireCart,
    view,
    configuring,

    /** Cart POST "configure ...": saves one product's answers through its line, then answers the cart. */
    async configure(ref: CartRef, body: ConfigureRequest, lines: readonly string[] | null): Promise<CartDto> {
      const cart = await requireCart(ref);
      await configuring.configure(cart, ref, body.cartProductId, { item: body.item, units: body.units?.map((u) => u ?? {}) }, lines);
      return view(cart);
    },

    /** Checkout POST "product configuration complete": every traveler, every line's requirement and the military status met? */
    async configurationComplete(ref: CartRef): Promise<{ complete: boolean; missing: MissingStep[] }> {
      const cart = await requireCart(ref);
      const { items, assigned } = await loadItems(db, cart.id);
      const missing = [
        ...travelerProblems(items, assigned),
        ...(await configuring.unmet(items, cart.userId)),
        ...militaryProblems(items, await loadMilitary(db, cart.id)),
      ];
      return { complete: missing.length === 0, missing };
    },

    /** Cart POST "military pass verification": the buyer's status, judged by the cart's rule (services/military.ts). */
    async militaryVerification(ref: CartRef, body: MilitaryVerificationRequest): Promise<MilitaryVerificationView> {
      const cart = await requireCart(ref);
      if (cart.orderId) throw conflict(CHECKOUT_IN_PROGRESS);
      const { items } = await loadItems(db, cart.id);
      // The resort's today, by the military item's resort.
      const zone = militaryItems(items)[0]?.quote.timeZone ?? 'America/Denver';
      const verified = await verifyMilitary(db, cart.id, items, body, toIsoDate(resortToday(zone)));
      await db.update(carts).set(touched()).where(eq(carts.id, cart.id));
      return verified;
    },

    /** Cart POST "travel insurance" (query isChecked): the buyer's yes or no, for a cart with an insurable item. */
    async travelInsurance(ref: CartRef, chosen: boolean): Promise<CartDto> {
      const cart = await requireCart(ref);
      const { items } = await loadItems(db, cart.id);
      if (!items.some((i) => i.quote.travelInsurable === true)) throw invalid(TRAVEL_INSURANCE_NOT_OFFERED);
      await setChoice(cart, { travelInsurance: chosen });
      return view({ ...cart, travelInsurance: chosen });
    },

    /** Cart POST "payment selection type": the whole order by card, or the payment plan where an item offers it. */
    async paymentSelection(ref: CartRef, type: PaymentType): Promise<CartDto> {
      const cart = await requireCart(ref);
      const { items } = await loadItems(db, cart.id);
      if (type === 'plan' && !items.some(offersPaymentPlan)) throw invalid(PAYMENT_PLAN_NOT_OFFERED);
      await setChoice(cart, { paymentType: type });
      return view({ ...cart, paymentType: type });
    },

    /** Cart POST "resort charge": on-mountain purchases charged to the order's card, or not. */
    async resortCharge(ref: CartRef, chosen: boolean): Promise<CartDto> {
      const cart = await requireCart(ref);
      await setChoice(cart, { resortCharge: chosen });
      return view({ ...cart, resortCharge: chosen });
    },

    /**
     * Cart POST "toggle nff" (id in path): no physical pass card for a lift item, or one again. Saved
     * as the lift line's isOptOutPhysicalPassCard answer, so the line checks it like any other.
     */
    async toggleNff(ref: CartRef, itemId: string): Promise<CartDto> {
      const cart = await requireCart(ref);
      const [item] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
        .limit(1);
      if (!item) throw notFound(ITEM_GONE);
      // The line whose items carry a physical pass card names its opt-out answer (the lift line's isOptOutPhysicalPassCard).
      const provider = catalog.get(item.line);
      const key = provider?.cartCalls?.passCardOptOut;
      const fields = key && provider.configureFields ? await provider.configureFields(configurableItem(item, ref.userId)) : [];
      if (!key || !fields.some((f) => f.key === key)) throw invalid(NO_PASS_CARD, { field: 'id' });
      const optedOut = item.configuration?.item?.[key] === true;
      await configuring.configure(cart, ref, item.id, { item: { [key]: !optedOut } }, [item.line]);
      return view(cart);
    },

    async summary(cart: Cart | null): Promise<CartSummaryDto> {
      if (!cart) return { CartCount: 0, cartId: null, cartUrl: CART_URL };
      const { items } = await loadItems(db, cart.id);
      return { CartCount: cartCount(items), cartId: cart.id, cartUrl: CART_URL };
    },

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
      const [item] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, body.cartProductId), eq(cartItems.cartId, cart.id)))
        .limit(1);
      if (!item) throw notFound(ITEM_GONE);
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

    async assign(ref: CartRef, body: AssignTravelerRequest): Promise<AssignedTraveler> {
      const cart = await requireCart(ref);
      const [item] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, body.itemId), eq(cartItems.cartId, cart.id)))
        .limit(1);
      if (!item) throw notFound(ITEM_GONE);
      const rule = item.quote.assignment;
      if (!rule) throw invalid(NO_TRAVELER_NEEDED);
      if (body.unitIndex >= item.quantity) throw invalid(SELECT_TRAVELER, { field: 'unitIndex' });
      // Blank names are refused by the contract ('Required Field'); stored without stray spaces.
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      const dob = isoFromInput(body.dateOfBirth);
      const ageProblem = checkAssigneeAge(dob, item.date, rule);
      if (ageProblem) throw invalid(ageProblem, { field: 'dateOfBirth' });
      // Someone not yet born on the first day cannot ride, whatever the product's minimum age.
      if (!dob || dob > item.date) throw invalid(DOB_BELOW_MIN_AGE, { field: 'dateOfBirth' });
      // The selling line hears of the traveler too (shared/src/cart/configure.ts) and may refuse
      // them in its own words: error 2004, one person with two tickets for one day.
      const provider = catalog.get(item.line);
      if (provider?.configure) {
        const traveler = { firstName, lastName, dateOfBirth: dob };
        const answers = mergeConfiguration(item.configuration, {
          units: Array.from({ length: body.unitIndex + 1 }, (_, i) => (i === body.unitIndex ? { traveler } : {})),
        });
        const configuration = await provider.configure(configurableItem(item, ref.userId), answers);
        await db.update(cartItems).set({ configuration }).where(eq(cartItems.id, item.id));
      }
      const values = { cartItemId: item.id, unitIndex: body.unitIndex, firstName, lastName, dateOfBirth: dob };
      await db
        .insert(assignments)
        .values(values)
        .onConflictDoUpdate({ target: [assignments.cartItemId, assignments.unitIndex], set: { firstName, lastName, dateOfBirth: dob } });
      return { itemId: item.id, unitIndex: body.unitIndex, firstName, lastName, dateOfBirth: dob };
    },

    /** Clears the person of one unit: the assignment and the traveler the line heard of. */
    async unassign(ref: CartRef, body: UnassignTravelerRequest): Promise<{ itemId: string; unitIndex: number }> {
      const cart = await requireCart(ref);
      const [item] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, body.itemId), eq(cartItems.cartId, cart.id)))
        .limit(1);
      if (!item) throw notFound(ITEM_GONE);
      if (!item.quote.assignment) throw invalid(NO_TRAVELER_NEEDED);
      if (body.unitIndex >= item.quantity) throw invalid(SELECT_TRAVELER, { field: 'unitIndex' });
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const locked = await lockCart(tx, cart.id);
        if (locked?.orderId) throw conflict(CHECKOUT_IN_PROGRESS);
        await tx.delete(assignments).where(and(eq(assignments.cartItemId, item.id), eq(assignments.unitIndex, body.unitIndex)));
        const configuration = item.configuration ?? { item: {}, units: [] };
        const units = configuration.units.map((u, i) => {
          if (i !== body.unitIndex || !u) return u;
          const { traveler: _gone, ...rest } = u;
          return rest;
        });
        await tx
          .update(cartItems)
          .set({ configuration: { ...configuration, units } })
          .where(eq(cartItems.id, item.id));
        await tx.update(carts).set(touched()).where(eq(carts.id, cart.id));
      });
      return { itemId: item.id, unitIndex: body.unitIndex };
    },

    /** Makes one assigned unit's person the trip's primary traveler. */
    async primaryTraveler(ref: CartRef, body: UnassignTravelerRequest) {
      const cart = await requireCart(ref);
      const { items, assigned } = await loadItems(db, cart.id);
      const person = assigned.find((a) => a.cartItemId === body.itemId && a.unitIndex === body.unitIndex);
      if (!items.some((i) => i.id === body.itemId)) throw notFound(ITEM_GONE);
      // Only a unit with somebody assigned can be the primary traveler.
      if (!person) throw invalid(SELECT_TRAVELER, { field: 'unitIndex' });
      await db
        .update(carts)
        .set({ primaryTraveler: { itemId: body.itemId, unitIndex: body.unitIndex }, ...touched() })
        .where(eq(carts.id, cart.id));
      return { itemId: body.itemId, unitIndex: body.unitIndex, firstName: person.firstName, lastName: person.lastName };
    },

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
