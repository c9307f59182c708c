import { randomBytes } from 'node:crypto';
import { TERMS_REQUIRED, TRAVEL_INSURANCE_REQUIRED, type CompleteRequest } from '../../contract';
import type { CreditWallet } from '@resort/shared/server/account-lookups';
import type { PaymentGateway } from './payment-gateway';
import type { orders, payments } from '../schema';
import { travelInsuranceOf, type CartChoices, type ItemRow } from './views';
import type { Missing } from './cart-data';
import type { CartDeps } from './cart-core';
import { silentLog } from './errors';

export { TERMS_REQUIRED };

export const ADDRESS_REQUIRED = 'Please enter your billing address.';
export const PAYMENT_REQUIRED = 'Please enter your payment details.';
export const MIXED_CURRENCY = 'Your cart holds items priced in different currencies. Please remove one of them to complete your purchase.';
export const PAYMENT_PENDING = 'Your payment is still being processed. Please check your orders in a few minutes before trying again.';
export const PAYMENT_UNCONFIRMED =
  'We could not confirm your payment with the card service. Please check your orders in a few minutes before trying again.';
export const PAYMENT_NOT_TAKEN = 'We could not reach the card service and your card was not charged. Please try again.';
export const ORDER_NEEDS_ATTENTION =
  'Your payment was taken but your order could not be confirmed. Please contact us; you will not be charged twice.';

export const itemUnavailableMessage = (title: string) => `${title} is no longer available and has been removed from your order.`;

/**
 * How long a charge attempt may stay in the gateway's hands before the settlement asks the
 * gateway what became of it. A gateway must give up well within this.
 */
export const CHARGE_LEASE_SECONDS = 5 * 60;

// No 0/O or 1/I, so an order number read over the phone is never ambiguous.
const ORDER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newOrderNumber(): string {
  const bytes = randomBytes(8);
  return `R-${[...bytes].map((b) => ORDER_ALPHABET[b % ORDER_ALPHABET.length]).join('')}`;
}

export interface CheckoutDeps extends CartDeps {
  gateway: PaymentGateway;
  /** The account's pass holder credits, spent before the card (none without the account line). */
  credits?: () => CreditWallet;
  /** Seconds before a charge attempt left pending may be settled; CHARGE_LEASE_SECONDS by default. */
  chargeLeaseSeconds?: number;
}

/** The buyer as the session knows them. */
export interface Buyer {
  userId: string | null;
  email: string | null;
  sessionId: string;
}

export interface CompleteInput extends CompleteRequest {
  /** The session's cart, or the cart it last ordered (a repeated submit). */
  cartId: string;
  buyer: Buyer;
}

/** What the checkout's steps share. */
export function checkoutParts(deps: CheckoutDeps) {
  return {
    db: deps.db,
    catalog: deps.catalog,
    gateway: deps.gateway,
    log: deps.log ?? silentLog,
    leaseSeconds: deps.chargeLeaseSeconds ?? CHARGE_LEASE_SECONDS,
    credits: (): CreditWallet | null => deps.credits?.() ?? null,
  };
}

export type CheckoutParts = ReturnType<typeof checkoutParts>;

export type Order = typeof orders.$inferSelect;
export type Attempt = typeof payments.$inferSelect;

/** The cart's own choices still to make before review: travel insurance, yes or no, when it is offered. */
export function cartChoiceProblems(cart: CartChoices, items: ItemRow[]): Missing[] {
  const insurance = travelInsuranceOf(cart, items, 0);
  return insurance.offered && insurance.chosen === null ? [{ message: TRAVEL_INSURANCE_REQUIRED }] : [];
}
