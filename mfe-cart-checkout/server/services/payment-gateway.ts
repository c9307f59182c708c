import type { CardDetails, TokenizedCard } from '../../contract';

export type { CardDetails, TokenizedCard };

export interface ChargeRequest {
  token: string;
  amount: number;
  currency: string;
  orderId: string;
  /** Shown on receipts; the token alone identifies the card to the gateway. */
  last4: string;
  brand: string;
  /**
   * One charge per key however often it is sent. A new key per attempt (a declined attempt and
   * the next one are different charges); stored before the call, so a crash can ask about it.
   */
  idempotencyKey: string;
}

export interface ChargeResult {
  /** The gateway's id of the charge. */
  paymentId: string;
}

export interface RefundRequest {
  /** The gateway's id of the charge to give back. */
  paymentId: string;
  amount: number;
  currency: string;
  /** One refund per key however often it is sent (a cancelled order's key: `refund-<orderId>`). */
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
}

/**
 * The gateway's certain refusal: the card cannot be used (`tokenize`, with the form field at
 * fault) or the charge was declined (`charge`: no money was taken). Any other error from
 * `charge` leaves the outcome unknown, and the store asks `lookup` before it decides.
 */
export class CardRefused extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * The store's only way to take money. Calls reach a remote service: none of them runs inside a
 * database transaction, and a `charge` must give up (throw) before `CHARGE_LEASE_SECONDS`, after
 * which the store settles the attempt by asking `lookup`.
 */
export interface PaymentGateway {
  /** 'test' approves any valid-looking card and takes no money: allowed in demo mode only. */
  readonly mode: 'live' | 'test';
  tokenize(card: CardDetails, now?: Date): Promise<TokenizedCard>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge made with this key, or null when none was (or ever will be) made. */
  lookup(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Gives a charge's money back (a cancelled order); throws when the gateway cannot. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
