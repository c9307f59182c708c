import { and, eq } from 'drizzle-orm';
import { DOB_BELOW_MIN_AGE, checkAssigneeAge } from '@resort/shared/rules';
import { isoFromInput } from '@resort/shared/dates';
import { type Db } from '@resort/shared/server';
import { type AssignedTraveler, type AssignTravelerRequest, type UnassignTravelerRequest } from '../../contract';
import { assignments, cartItems, carts } from '../schema';
import { loadItems, lockCart, SELECT_TRAVELER, touched, type CartRef } from './cart-data';
import { conflict, invalid, notFound } from './errors';
import { CHECKOUT_IN_PROGRESS, configurableItem, mergeConfiguration } from './configure';

import { ITEM_GONE, NO_TRAVELER_NEEDED, type CartCore } from './cart-core';

/** Who each unit is for, and the trip's primary traveler. */
export function cartTravelerCalls({ db, catalog, requireCart, requireItem }: CartCore) {
  return {
    async assign(ref: CartRef, body: AssignTravelerRequest): Promise<AssignedTraveler> {
      const cart = await requireCart(ref);
      const item = await requireItem(cart, body.itemId);
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
      const item = await requireItem(cart, body.itemId);
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
  };
}
