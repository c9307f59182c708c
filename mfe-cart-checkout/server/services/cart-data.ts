import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { checkAssigneeAge } from '@resort/shared/rules';
import type { Db } from '@resort/shared/server';
import { assignments, cartItems, carts, promoCodes } from '../schema';
import type { MissingStep } from '../../contract';
import type { AssignmentRow, ItemRow } from './rows';

export type Cart = typeof carts.$inferSelect;

/** Who is asking about which cart: the session's cart id and the signed-in account, if any. */
export interface CartRef {
  cartId: string | null;
  userId: string | null;
}

export const SELECT_TRAVELER = 'Select a Traveler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string | null | undefined): s is string => typeof s === 'string' && UUID.test(s);

/** Columns that mark a cart as just changed, by the database clock (the sweeps judge by it). */
export const touched = () => ({ updated: sql`now()` });

/** An anonymous cart is anyone's who holds its id; an account's cart is that account's only. */
export const mayUse = (cart: Pick<Cart, 'userId'>, userId: string | null): boolean => cart.userId === null || cart.userId === userId;

/**
 * The visitor's open cart. A cart that belongs to another account is never handed over (a
 * shared browser where someone else signed in); an anonymous cart follows its buyer into their
 * account; a signed-in buyer without one in this session gets their account's latest open cart.
 */
export async function findOpenCart(conn: Db, ref: CartRef): Promise<Cart | null> {
  if (isUuid(ref.cartId)) {
    const [cart] = await conn
      .select()
      .from(carts)
      .where(and(eq(carts.id, ref.cartId), eq(carts.status, 'open')))
      .limit(1);
    if (cart && cart.userId === null && ref.userId) {
      // Claimed only while still anonymous, so two accounts can never both take it.
      const [claimed] = await conn
        .update(carts)
        .set({ userId: ref.userId, ...touched() })
        .where(and(eq(carts.id, cart.id), isNull(carts.userId)))
        .returning();
      if (claimed) return claimed;
    } else if (cart && cart.userId === ref.userId) {
      return cart;
    }
  }
  if (!ref.userId) return null;
  const [own] = await conn
    .select()
    .from(carts)
    .where(and(eq(carts.userId, ref.userId), eq(carts.status, 'open')))
    .orderBy(desc(carts.updated))
    .limit(1);
  return own ?? null;
}

/** The cart row locked FOR UPDATE: adds, removes and completions of one cart take turns on it. */
export async function lockCart(tx: Db, cartId: string): Promise<Cart | null> {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return cart ?? null;
}

export async function loadItems(conn: Db, cartId: string): Promise<{ items: ItemRow[]; assigned: AssignmentRow[] }> {
  const items = await conn.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.created), asc(cartItems.id));
  const assigned = items.length
    ? await conn
        .select()
        .from(assignments)
        .where(
          inArray(
            assignments.cartItemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  return { items, assigned };
}

export async function percentOff(conn: Db, code: string | null): Promise<number> {
  if (!code) return 0;
  const [row] = await conn
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), eq(promoCodes.active, true)))
    .limit(1);
  return row?.percentOff ?? 0;
}

/** Something that keeps the order from being placed (the review's `missing`). */
export type Missing = MissingStep;

/** Units that still need a traveler, and travelers whose age no longer fits. */
export function travelerProblems(items: ItemRow[], assigned: AssignmentRow[]): Missing[] {
  const problems: Missing[] = [];
  for (const item of items) {
    const rule = item.quote.assignment;
    if (!rule) continue;
    for (let unitIndex = 0; unitIndex < item.quantity; unitIndex += 1) {
      const a = assigned.find((x) => x.cartItemId === item.id && x.unitIndex === unitIndex);
      if (!a) {
        problems.push({ message: SELECT_TRAVELER, itemId: item.id, unitIndex });
        continue;
      }
      const ageProblem = checkAssigneeAge(a.dateOfBirth, item.date, rule);
      if (ageProblem) problems.push({ message: ageProblem, itemId: item.id, unitIndex });
    }
  }
  return problems;
}
