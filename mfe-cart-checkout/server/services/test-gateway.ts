import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import { CARD_EXPIRED, CARD_NUMBER_INVALID, CVC_INVALID } from '../../contract';
import {
  CardRefused,
  type CardDetails,
  type ChargeRequest,
  type PaymentGateway,
  type RefundRequest,
  type TokenizedCard,
} from './payment-gateway';
import { testGatewayCharges } from '../schema';

export { CARD_EXPIRED, CARD_NUMBER_INVALID, CVC_INVALID };
export const CARD_DECLINED = 'Your card was declined.';
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const TOKEN_UNKNOWN = 'Please enter your payment details again.';
export const REFUND_UNKNOWN_CHARGE = 'The test gateway has no such charge to refund.';

/**
 * Documented test cards: these tokenize fine and are declined when charged, like a real
 * gateway's test mode. 4242424242424242 and any other Luhn-valid number are approved.
 */
export const DECLINING_TEST_CARDS: Record<string, string> = {
  '4000000000000002': CARD_DECLINED,
  '4000000000009995': INSUFFICIENT_FUNDS,
};

const OUTCOME_CODES: Record<string, string> = { declined: CARD_DECLINED, funds: INSUFFICIENT_FUNDS };

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/**
 * The built-in gateway of the demo and the tests; it takes no money. The token carries the test
 * outcome (never the number), so any API process can charge a token another one issued, and the
 * charges it "took" are kept in its own table so that `lookup` can answer after a crash.
 */
export function createTestGateway(db: Db): PaymentGateway {
  const lookup = async (idempotencyKey: string) => {
    const [row] = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.idempotencyKey, idempotencyKey)).limit(1);
    return row ? { paymentId: row.paymentId } : null;
  };
  return {
    mode: 'test',

    async tokenize(card: CardDetails, now = new Date()): Promise<TokenizedCard> {
      const digits = card.cardNumber.replace(/[\s-]/g, '');
      if (!luhnValid(digits)) throw new CardRefused(CARD_NUMBER_INVALID, 'cardNumber');
      // A card is good through the last day of its expiry month.
      const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
      const endOfExpiry = Date.UTC(year, card.expMonth, 1);
      if (card.expMonth < 1 || card.expMonth > 12 || endOfExpiry <= now.getTime()) throw new CardRefused(CARD_EXPIRED, 'expiry');
      const cvcLength = cardBrand(digits) === 'American Express' ? 4 : 3;
      if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) throw new CardRefused(CVC_INVALID, 'cvc');
      const decline = DECLINING_TEST_CARDS[digits];
      const outcome = decline === CARD_DECLINED ? 'declined' : decline === INSUFFICIENT_FUNDS ? 'funds' : 'ok';
      return {
        token: `tok_test_${outcome}_${randomBytes(12).toString('hex')}`,
        last4: digits.slice(-4),
        brand: cardBrand(digits),
      };
    },

    async charge(request: ChargeRequest) {
      const match = /^tok_test_(ok|declined|funds)_[0-9a-f]{24}$/.exec(request.token);
      if (!match) throw new CardRefused(TOKEN_UNKNOWN);
      const decline = OUTCOME_CODES[match[1]];
      if (decline) throw new CardRefused(decline);
      // The same key twice is the same charge.
      await db
        .insert(testGatewayCharges)
        .values({
          idempotencyKey: request.idempotencyKey,
          token: request.token,
          amount: request.amount,
          currency: request.currency,
          orderId: request.orderId,
        })
        .onConflictDoNothing();
      const charged = await lookup(request.idempotencyKey);
      if (!charged) throw new Error('test gateway lost a charge');
      return charged;
    },

    lookup,

    // Gives back a charge it took: the same key is the same refund (its id is derived from the key).
    async refund(request: RefundRequest) {
      const [row] = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.paymentId, request.paymentId)).limit(1);
      if (!row || request.amount > row.amount || request.currency !== row.currency) throw new Error(REFUND_UNKNOWN_CHARGE);
      return { refundId: `re_test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}` };
    },
  };
}
