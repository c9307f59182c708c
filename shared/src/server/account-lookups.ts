import type { LineServices } from './line-services';

/**
 * Two more services between lines, kept beside LineServices rather than in it: the cart line's
 * payment gateway tokenizes a card for the account's "credit card on file", and the lift line
 * finds a season pass by its number for "find my card", "create account with card number" and
 * "household search for pass". Providers register while plugins load; callers resolve them at
 * request time, and a missing provider answers like a line that knows nothing.
 */

/** Card fields as typed by the holder; they pass through to the gateway and are never stored. */
export interface CardToTokenize {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  nameOnCard: string;
}

export interface CardOnFileToken {
  token: string;
  last4: string;
  brand: string;
}

export interface CardTokenizer {
  /** Throws a CardRefused-like error (with a message for the holder) when the card cannot be used. */
  tokenize(card: CardToTokenize): Promise<CardOnFileToken>;
}

/** The holder of a season pass, as the lift line knows them. */
export interface PassHolder {
  passNumber: string;
  /** The account the pass is assigned to, or null for a pass bought for someone without one. */
  userId: string | null;
  firstName: string;
  lastName: string;
  /** ISO yyyy-MM-dd. */
  dateOfBirth: string | null;
}

export interface PassDirectory {
  /** The pass with this number (as printed on the card, spaces ignored), or null. */
  find(passNumber: string): Promise<PassHolder | null>;
  /** Assigns the pass to this account when it is assigned to none; false otherwise. */
  claim(passNumber: string, userId: string): Promise<boolean>;
}

const tokenizers = new WeakMap<LineServices, CardTokenizer>();
const passDirectories = new WeakMap<LineServices, PassDirectory>();

export function provideCardTokenizer(services: LineServices, tokenizer: CardTokenizer): void {
  tokenizers.set(services, tokenizer);
}

/** The registered tokenizer, or null when no line offers one (the card on file cannot be saved). */
export function cardTokenizer(services: LineServices): CardTokenizer | null {
  return tokenizers.get(services) ?? null;
}

export function providePassDirectory(services: LineServices, directory: PassDirectory): void {
  passDirectories.set(services, directory);
}

/** The registered pass directory; without the lift line, no pass number is known. */
export function passDirectory(services: LineServices): PassDirectory {
  return passDirectories.get(services) ?? { find: async () => null, claim: async () => false };
}

/** A referral code as the line that honours it judges it (the rentals line's codes). */
export interface ReferralCheck {
  valid: boolean;
  /** As the line normalises it. */
  code: string;
  /** What the visitor reads: what the code gives, or why it cannot be used. */
  message: string;
}

export interface ReferralCodes {
  verify(code: string): Promise<ReferralCheck>;
}

const referralCodeBooks = new WeakMap<LineServices, ReferralCodes>();

export function provideReferralCodes(services: LineServices, codes: ReferralCodes): void {
  referralCodeBooks.set(services, codes);
}

/** The registered referral codes, or null when no line honours any (the account's referral alert cannot be set). */
export function referralCodes(services: LineServices): ReferralCodes | null {
  return referralCodeBooks.get(services) ?? null;
}

/** A pass holder credit the account line files for a holder ("pass holder credits"). */
export interface CreditToIssue {
  userId: string;
  title: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** ISO yyyy-MM-dd, the last day it can be spent. */
  expiresOn: string;
  /** What earned it ('lift-reservation:<id>'): a credit is issued once per cause. */
  sourceKey: string;
}

/**
 * The account line's pass holder credits, as the other lines use them: lines issue them (a
 * reservation the resort cancelled), the cart spends them at checkout inside the order's
 * transaction and gives them back when the order fails or is cancelled.
 */
export interface CreditWallet {
  issue(credit: CreditToIssue): Promise<void>;
  /** Spends up to `upTo` of the holder's usable credits in `currency` for the order; answers what was spent. */
  spend(tx: import('./db').Db, r: { userId: string; orderId: string; currency: string; upTo: number }): Promise<number>;
  /** Puts back what the order spent (a failed payment, a cancelled order). */
  giveBack(tx: import('./db').Db, orderId: string): Promise<void>;
}

const creditWallets = new WeakMap<LineServices, CreditWallet>();

export function provideCreditWallet(services: LineServices, wallet: CreditWallet): void {
  creditWallets.set(services, wallet);
}

/** The registered wallet; without the account line nobody has credits to spend. */
export function creditWallet(services: LineServices): CreditWallet {
  return creditWallets.get(services) ?? { issue: async () => undefined, spend: async () => 0, giveBack: async () => undefined };
}

/**
 * Refunds one sold item of an order (a booking cancelled alone from the account's reservations),
 * by the cart line that took the payment: once per hold however often it is asked; throws an
 * HttpError (503) in the store's words when the gateway cannot refund now, so nothing is cancelled.
 */
export interface ItemRefunds {
  refundItem(r: { orderId: string; holdId: string }): Promise<{ amount: number; currency: string }>;
}

const itemRefunders = new WeakMap<LineServices, ItemRefunds>();

export function provideItemRefunds(services: LineServices, refunds: ItemRefunds): void {
  itemRefunders.set(services, refunds);
}

/** The registered refunder, or null without the cart line (nothing was paid through this store). */
export function itemRefunds(services: LineServices): ItemRefunds | null {
  return itemRefunders.get(services) ?? null;
}
