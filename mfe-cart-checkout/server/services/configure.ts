import { and, eq } from 'drizzle-orm';
import { EMPTY_CONFIGURATION } from '@resort/shared/cart';
import type { CatalogRegistry, ConfigurableItem, Db, ItemConfiguration } from '@resort/shared/server';
import type { ItemConfigureView, MissingStep } from '../../contract';
import { cartItems, carts } from '../schema';
import { lockCart, touched, type Cart, type CartRef } from './cart-data';
import { conflict, invalid, notFound } from './errors';
import type { ItemRow } from './views';

export const NOTHING_TO_CONFIGURE = 'This product needs no configuration.';
export const CONFIGURED_ELSEWHERE = 'This product is configured in another step.';
export const ITEM_NOT_IN_CART = 'This item is no longer in your cart.';
export const CHECKOUT_IN_PROGRESS = 'Your order is being completed. Please wait a moment and try again.';

/** The cart item as its line's configure-step hooks see it. */
export function configurableItem(item: ItemRow, userId: string | null): ConfigurableItem {
  const q = item.quote;
  return {
    itemId: item.id,
    holdId: item.holdId,
    request: { line: item.line, productId: item.productId, date: item.date, quantity: item.quantity, options: item.options },
    quote: { ...q, line: item.line, productId: item.productId, date: item.date, quantity: item.quantity },
    configuration: item.configuration ?? EMPTY_CONFIGURATION,
    userId,
  };
}

/**
 * New answers laid over the saved ones: item keys one by one, unit keys unit by unit. The visitor
 * saves a field at a time, so a save never wipes what an earlier one stored.
 */
export function mergeConfiguration(saved: ItemConfiguration, answers: Partial<ItemConfiguration>): ItemConfiguration {
  const units = [...saved.units];
  (answers.units ?? []).forEach((unit, i) => {
    if (unit) units[i] = { ...(units[i] ?? {}), ...unit };
  });
  for (let i = 0; i < units.length; i += 1) units[i] ??= {};
  return { item: { ...saved.item, ...(answers.item ?? {}) }, units };
}

/** The unmet requirements of every item, as the review's `missing` lists them. */
export function unmetOf(views: Map<string, ItemConfigureView>): MissingStep[] {
  const missing: MissingStep[] = [];
  for (const [itemId, view] of views) {
    for (const u of view.unmet)
      missing.push({ message: u.message, itemId, ...(u.unitIndex === undefined ? {} : { unitIndex: u.unitIndex }) });
  }
  return missing;
}

/** The answers each item was checked with, to tell whether they changed before the order was placed. */
export const answersOf = (items: ItemRow[]): Map<string, string> => new Map(items.map((i) => [i.id, JSON.stringify(i.configuration)]));

/** Every item still in the cart was judged with the answers it has now (items removed meanwhile do not matter). */
export const judgedAsIs = (items: ItemRow[], judged: Map<string, string>): boolean =>
  items.every((i) => judged.get(i.id) === JSON.stringify(i.configuration));

/** The configure step of a cart: each item's fields and answers, and what is unmet. */
export function createConfigureService({ db, catalog }: { db: Db; catalog: CatalogRegistry }) {
  /** Every item's fields, answers and unmet requirements (lines are asked outside any transaction). */
  async function views(items: ItemRow[], userId: string | null): Promise<Map<string, ItemConfigureView>> {
    const out = new Map<string, ItemConfigureView>();
    for (const item of items) {
      const provider = catalog.get(item.line);
      if (!provider?.configureFields) continue;
      const ci = configurableItem(item, userId);
      const [fields, unmet] = await Promise.all([provider.configureFields(ci), provider.requirements ? provider.requirements(ci) : []]);
      if (!fields.length && !unmet.length) continue;
      const call = provider.configureCall?.(ci) ?? provider.cartCalls?.configure?.[0]?.path ?? '';
      out.set(item.id, { call, fields, configuration: ci.configuration, unmet });
    }
    return out;
  }

  /** What keeps the cart from being completed, item by item (the review's `missing`). */
  const unmet = async (items: ItemRow[], userId: string | null): Promise<MissingStep[]> => unmetOf(await views(items, userId));

  /**
   * Saves answers for one item of the visitor's cart. The owning line checks and normalises them
   * first (its own messages, e.g. error 2004); then the cart row is locked so no save lands while
   * the order is being paid for.
   */
  async function configure(
    cart: Cart,
    ref: CartRef,
    itemId: string,
    answers: Partial<ItemConfiguration>,
    lines: readonly string[] | null,
  ): Promise<ItemConfiguration> {
    const [item] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .limit(1);
    if (!item) throw notFound(ITEM_NOT_IN_CART);
    if (lines && !lines.includes(item.line)) throw invalid(CONFIGURED_ELSEWHERE, { field: 'cartProductId' });
    const provider = catalog.get(item.line);
    if (!provider?.configure) throw invalid(NOTHING_TO_CONFIGURE, { field: 'cartProductId' });
    const merged = mergeConfiguration(item.configuration ?? EMPTY_CONFIGURATION, answers);
    if (merged.units.length > item.quantity) throw invalid(NOTHING_TO_CONFIGURE, { field: 'units' });
    const normalised = await provider.configure(configurableItem(item, ref.userId), merged);
    // What the answers cost is priced by the line now, so the cart and the order charge the same.
    const charges = provider.charges ? await provider.charges({ ...configurableItem(item, ref.userId), configuration: normalised }) : null;
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const locked = await lockCart(tx, cart.id);
      if (locked?.status !== 'open') throw notFound(ITEM_NOT_IN_CART);
      if (locked.orderId) throw conflict(CHECKOUT_IN_PROGRESS);
      const updated = await tx
        .update(cartItems)
        .set({ configuration: normalised, ...(charges ? { quote: { ...item.quote, charges } } : {}) })
        .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
        .returning({ id: cartItems.id });
      if (!updated.length) throw notFound(ITEM_NOT_IN_CART);
      await tx.update(carts).set(touched()).where(eq(carts.id, cart.id));
    });
    return normalised;
  }

  return { views, unmet, configure };
}

export type ConfigureService = ReturnType<typeof createConfigureService>;
