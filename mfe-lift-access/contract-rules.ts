import { PAYMENT_PLAN_TEXT } from '@resort/shared/rules';

/**
 * The pass pages' terms, notes and refund reasons, kept apart from contract.ts so a pass page's
 * first screen loads no schema library. contract.ts re-exports them; its schemas are built on them.
 */

/** The spec's payment plan text (section 9), shown where a pass offers it. */
export const PAYMENT_PLAN_NOTE = `Payment plan: ${PAYMENT_PLAN_TEXT}.`;

export const PASS_INSURANCE_TERMS =
  "Pass insurance refunds the unused part of your pass if an injury, an illness or a job move keeps you from skiing, or if the resort closes for the season early. Claims are made with a doctor's or employer's letter before the season ends.";
/** The pass terms accepted in the configure step, and by a holder who links a pass. */
export const PASS_TERMS =
  'The pass is for the named holder only and cannot be transferred. It is valid for the season shown, at the resorts listed, ' +
  'subject to the pass restrictions. Auto renew charges the renewal price before the next season; you can unenroll at any time in your account.';

/** POST /api/liftaccess/my-passes/:passNumber/terms-refund: the reasons a holder may give. */
export const PASS_REFUND_REASONS = ['changed-plans', 'injury', 'illness', 'job-move', 'resort-closure'] as const;
export const PASS_REFUND_REASON_REQUIRED = 'Please choose the reason for your refund.';
