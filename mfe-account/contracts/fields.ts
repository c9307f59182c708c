import { text, z } from '@resort/shared/contracts';

// Building blocks of the account's schemas, kept out of contract.ts's exports (they are no seam).

/** Calls without a query string. */
export const noQuery = z.object({}).strict();

/** Text of at most `max` characters that must pass `rule`, with its message. */
export const withRule = (max: number, rule: (v: string) => string | null) =>
  text(max).superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The values of a list of options, as an enum wants them. */
export const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];
