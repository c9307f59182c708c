import type { Db } from '@resort/shared/server';

export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  nameOnCard: string;
}

/** What the store keeps of a card: the gateway's token and what the buyer may be shown. */
export interface TokenizedCard {
  token: string;
  last4: string;
  brand: string;
}

export interface ChargeRequest {
  token: string;
  amount: number;
  currency: string;
  orderId: string;
  /** Shown on receipts; the token alone identifies the card to the gateway. */
  last4: string;
  brand: string;
  /** One charge per key however often it is sent: the cart id, so a repeated submit charges once. */
  idempotencyKey: string;
}

/**
 * The store's only way to take money. `tokenize` rejects a card that can never be charged
 * (HttpError 400); `charge` runs inside the order's transaction and throws HttpError(402) on a
 * decline, which rolls the order back.
 */
export interface PaymentGateway {
  tokenize(card: CardDetails, now?: Date): Promise<TokenizedCard>;
  charge(request: ChargeRequest, tx: Db): Promise<{ paymentId: string }>;
}
