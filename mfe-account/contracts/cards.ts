import { DateTime } from 'luxon';
import { count, requiredText, z } from '@resort/shared/contracts';
import { CARD_NUMBER_RULE, CREDIT_TERMS_REQUIRED, CVC_RULE, PASS_NUMBER_MAX_LENGTH, dateOfBirthError } from './rules';
import { withRule } from './fields';

// Credit card on file, find my card, pass holder credits

export const CARD_EXPIRED = 'This card has expired.';
export const CARD_ON_FILE_UNAVAILABLE = 'Sorry, we cannot complete your request at this time.';
/** Spec section 8: "2005 card number assigned to someone else". */
export { CARD_ASSIGNED, CARD_ASSIGNED_CODE } from '@resort/shared/rules';

/** Month 1-12 of a year: a card is good through the last day of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, today: DateTime = DateTime.now()): boolean {
  return expYear < today.year || (expYear === today.year && expMonth < today.month);
}

export const CardOnFileBody = z
  .object({
    cardNumber: z.string().regex(/^[0-9 -]{12,23}$/, CARD_NUMBER_RULE),
    expMonth: count(1, 12),
    expYear: count(2000, 2100),
    cvc: z.string().regex(/^[0-9]{3,4}$/, CVC_RULE),
    nameOnCard: requiredText(120),
  })
  .strict()
  .superRefine((card, ctx) => {
    if (cardExpired(card.expMonth, card.expYear)) ctx.addIssue({ code: 'custom', path: ['expYear'], message: CARD_EXPIRED });
  });
export type CardOnFileBody = z.infer<typeof CardOnFileBody>;
/** What the holder sees of the card on file: never the number, only its last 4 digits. */
export const CardOnFileView = z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() });
export const CardOnFileAnswer = z.object({ card: CardOnFileView.nullable() });
export type CardOnFileAnswer = z.infer<typeof CardOnFileAnswer>;
/** "Enroll/unenroll resort charge": on-mountain purchases charged to the card on file. */
export const RESORT_CHARGE_NEEDS_CARD = 'Please add a card on file before you enroll in resort charge.';
export const ResortChargeBody = z.object({ enroll: z.boolean() }).strict();
export type ResortChargeBody = z.infer<typeof ResortChargeBody>;
export const ResortChargeAnswer = z.object({ enrolled: z.boolean() });
export type ResortChargeAnswer = z.infer<typeof ResortChargeAnswer>;

export const FindMyCardBody = z
  .object({ passNumber: requiredText(PASS_NUMBER_MAX_LENGTH), dateOfBirth: withRule(20, (v) => dateOfBirthError(v)) })
  .strict();
export type FindMyCardBody = z.infer<typeof FindMyCardBody>;
export const FoundCard = z.object({
  found: z.boolean(),
  firstName: z.string().nullable(),
  lastInitial: z.string().nullable(),
  hasAccount: z.boolean(),
});
export type FoundCard = z.infer<typeof FoundCard>;

export const PASS_HOLDER_CREDIT_TERMS = [
  'Pass holder credits are for the named pass holder only and cannot be transferred or exchanged for cash.',
  'A credit can be used at any of our resorts until its expiry date; unused amounts expire with it.',
  'A credit is taken back if the pass it came with is refunded.',
] as const;
export const PassHolderCredit = z.object({
  id: z.string(),
  title: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  amountFormatted: z.string(),
  /** MM/DD/YYYY. */
  expiresOn: z.string(),
});
export const PassHolderCreditsAnswer = z.object({
  terms: z.array(z.string()),
  termsAccepted: z.boolean(),
  /** True once the terms are accepted: the credits can then be spent. */
  usable: z.boolean(),
  credits: z.array(PassHolderCredit),
});
export type PassHolderCredit = z.infer<typeof PassHolderCredit>;
export type PassHolderCreditsAnswer = z.infer<typeof PassHolderCreditsAnswer>;
export const AcceptCreditTermsBody = z.object({ accept: z.literal(true, { error: CREDIT_TERMS_REQUIRED }) }).strict();
