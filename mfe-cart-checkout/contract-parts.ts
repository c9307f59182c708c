import { type AgeRule } from '@resort/shared/rules';
import { z } from '@resort/shared/contracts';

// Pieces the cart's contract files share (contract-cart.ts, contract-checkout.ts); not exported by contract.ts.
export const noQuery = z.object({}).strict();
export const int = z.number().int();
export const Money = z.object({ Amount: int, AmountFormatted: z.string() });
export const AgeRuleView = z.object({ minAge: int.nullable(), maxAge: int.nullable() }) satisfies z.ZodType<AgeRule>;
export const Person = z.object({ firstName: z.string(), lastName: z.string(), dateOfBirth: z.string() });
export const Display = z.record(z.string(), z.string());
/** The promo code and the money of a cart and of the order placed from it. */
export const Totals = {
  promoCode: z.string().nullable(),
  subtotal: int,
  discount: int,
  tax: int,
  total: int,
  currency: z.string(),
  subtotalFormatted: z.string(),
  discountFormatted: z.string(),
  taxFormatted: z.string(),
  totalFormatted: z.string(),
};
