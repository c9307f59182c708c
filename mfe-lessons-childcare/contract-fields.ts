import { LESSONS_MESSAGES } from '@resort/shared/rules';
import { dateText, text, z } from '@resort/shared/contracts';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';

// The building blocks of the line's schemas (contract.ts re-exports the public ones).

export const ResortId = z.enum(DEMO_RESORTS.map((r) => r.id));

/** Childcare's date field has no rule of its own in the spec; it reads like the other date fields. */
export const INVALID_DATE = LESSONS_MESSAGES.date;

/** Whether a date the shared rule accepted also lies in the window every date must lie in. */
const inDateWindow = (value: string) => dateText.safeParse(value).success;

/**
 * Runs a shared rule of spec section 5 over a request and reports each field it finds invalid,
 * in the rule's words; `dates` names the rule's date fields, which must also lie in the window.
 */
export function specRule<T extends object>(
  validate: (value: T) => { errors: Partial<Record<string, string>> },
  dates: Partial<Record<keyof T & string, string>> = {},
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const errors: Partial<Record<string, string>> = { ...validate(value).errors };
    for (const [field, message] of Object.entries(dates) as [keyof T & string, string][]) {
      if (!errors[field] && !inDateWindow(String(value[field] ?? ''))) errors[field] = message;
    }
    for (const [field, message] of Object.entries(errors)) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  };
}

// Free-text choices are short: the longest the school offers is 'youth 7-14' and 'First-timer'.
export const choice = text(40);
// Dates are typed MM/DD/YYYY at most; the rule then judges whether they are real.
export const typedDate = text(10);
