import { eq } from 'drizzle-orm';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import {
  PAYMENT_PLAN_NOT_OFFERED,
  TRAVEL_INSURANCE_NOT_OFFERED,
  type MilitaryVerificationRequest,
  type MilitaryVerificationView,
  type CartDto,
  type ConfigureRequest,
  type MissingStep,
} from '../../contract';
import { carts, type PaymentType } from '../schema';
import { offersPaymentPlan } from './views';
import { loadMilitary, militaryItems, militaryProblems, verifyMilitary } from './military';
import { loadItems, touched, travelerProblems, type CartRef } from './cart-data';
import { conflict, invalid } from './errors';
import { CHECKOUT_IN_PROGRESS, configurableItem } from './configure';

import { NO_PASS_CARD, type CartCore } from './cart-core';

/** The choices beside the items: configure answers, military status, travel insurance, payment type, resort charge, the pass card. */
export function cartChoiceCalls({ db, catalog, configuring, view, setChoice, requireCart, requireItem }: CartCore) {
  return {
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
      const item = await requireItem(cart, itemId);
      // The line whose items carry a physical pass card names its opt-out answer (the lift line's isOptOutPhysicalPassCard).
      const provider = catalog.get(item.line);
      const key = provider?.cartCalls?.passCardOptOut;
      const fields = key && provider.configureFields ? await provider.configureFields(configurableItem(item, ref.userId)) : [];
      if (!key || !fields.some((f) => f.key === key)) throw invalid(NO_PASS_CARD, { field: 'id' });
      const optedOut = item.configuration?.item?.[key] === true;
      await configuring.configure(cart, ref, item.id, { item: { [key]: !optedOut } }, [item.line]);
      return view(cart);
    },
  };
}
