import { z } from 'zod';
import { CHOOSE_LISTED_OPTION, EMAIL_ADDRESS_PATTERN } from '@resort/shared/core';
import { isoFromInput } from '../dates/parse';
import { REQUIRED_FIELD } from '../rules/age';
import { MILITARY_BRANCHES, MILITARY_COUNTRIES, MILITARY_STATUSES } from '../rules/military';

/**
 * Building blocks of every line's `contract.ts`. Bounds are checked here, before any handler
 * runs, so no request can make the server loop, allocate or query without limit. The browser
 * imports the same schemas, so a rule of shape is written once.
 */

// The window of dates any booking or search may name: far enough back for birth dates, far
// enough ahead for next season; a year outside it is a typo or an attack.
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;

export const WRONG_KIND = 'Please enter a valid value.';

// One friendly text per kind of problem, in the spec's words where it has them. A schema that
// passes its own message (`.max(19, '...')`) keeps it.
z.config({
  customError: (issue) => {
    if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return REQUIRED_FIELD;
    if (issue.code === 'too_big' && issue.origin === 'string') return `Enter at most ${issue.maximum} characters.`;
    if (issue.code === 'too_small' && issue.origin === 'string')
      return issue.minimum === 1 ? REQUIRED_FIELD : `Enter at least ${issue.minimum} characters.`;
    if (issue.code === 'too_big' && issue.origin === 'array') return `Choose at most ${issue.maximum}.`;
    if (issue.code === 'too_big') return `Enter a number no greater than ${issue.maximum}.`;
    if (issue.code === 'too_small') return `Enter a number no less than ${issue.minimum}.`;
    if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Enter a whole number.';
    if (issue.code === 'invalid_value') return CHOOSE_LISTED_OPTION;
    if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
    // A value of the wrong kind ('expected object, received null' in zod's words); the answer names the field.
    if (issue.code === 'invalid_type') return WRONG_KIND;
    return undefined;
  },
});

export const NUL_REFUSED = 'The text contains characters that are not allowed.';

/** Text of at most `max` characters, never with a NUL byte (PostgreSQL refuses it in text). */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), NUL_REFUSED);

/** Required text: trimmed length at least 1. */
export const requiredText = (max: number) => text(max).refine((s) => s.trim().length > 0, REQUIRED_FIELD);

// Zod-free (constants.ts), so a form can check an address without loading zod.
export { EMAIL_ADDRESS_PATTERN };

/** An email address a visitor types; the messages are the forms' own. */
export const emailAddress = requiredText(254).refine((s) => EMAIL_ADDRESS_PATTERN.test(s.trim()), 'Please enter a valid email address.');

/** A phone number a visitor types: digits with the usual separators, optionally a leading +. */
export const phoneNumber = requiredText(30).refine((s) => /^[+\d][\d\s().-]{5,29}$/.test(s.trim()), 'Please enter a valid phone number.');

/** Catalog ids: short slugs such as 'summit-peak' or 'lt-1day'. */
export const slug = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id.');

export const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a valid id.');

/** A whole number in [min, max]; bounds come from the spec's limits, checked before any loop. */
export const count = (min: number, max: number, message?: string) => z.number().int().min(min, message).max(max, message);

/** The same, read from a query string ('3'). */
export const countParam = (min: number, max: number, message?: string) => z.coerce.number().int().min(min, message).max(max, message);

const inWindow = (year: number) => year >= EARLIEST_YEAR && year <= LATEST_YEAR;

/** yyyy-MM-dd, a real calendar date inside the sane window. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date.')
  .refine((s) => {
    const iso = isoFromInput(s);
    return iso === s && inWindow(Number(iso.slice(0, 4)));
  }, 'Enter a valid date.');

/**
 * A date as a visitor types it (MM/DD/YYYY or MM/DD/YY, spec section 5) or ISO. Only the shape
 * and the window are checked here, so the spec's own messages (invalid-first-day, ...) still come
 * from the line's rule when the text is not a date at all.
 */
export const dateText = text(10).refine((s) => {
  if (s === '') return true;
  const iso = isoFromInput(s);
  return iso === null || inWindow(Number(iso.slice(0, 4)));
}, 'Enter a valid date.');

/** 'true' / 'false' in a query string. */
export const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * Body of a POST that takes no fields: `{}`, or no body at all, which the routes' validator reads
 * as `{}` (shared/src/server/contracts.ts), so a client need send none.
 */
export const noBody = z.object({}).strict();

/** Cart-line options a line does not use: nothing allowed. */
export const noOptions = z.object({}).strict();

/** The values of a list of options (`{ value, label }`), as `z.enum` wants them. */
export const optionValues = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];

/**
 * A military status as a buyer gives it to the cart and a holder keeps it in the account; both
 * judge it by the one rule of `rules/military.ts`.
 */
export const militaryStatus = z
  .object({
    country: z.enum(optionValues(MILITARY_COUNTRIES)),
    branch: z.enum(optionValues(MILITARY_BRANCHES)),
    status: z.enum(optionValues(MILITARY_STATUSES)),
    /** Veterans and retirees: the year of their honorable discharge. */
    dischargeYear: count(1000, 9999, 'Please enter the year as four digits.').optional(),
    /** Dependants: they attest that their sponsor serves or served. */
    sponsorAttested: z.boolean().optional(),
    /** Dependants: the sponsor's date of birth (MM/DD/YYYY or ISO). */
    sponsorDateOfBirth: dateText.optional(),
  })
  .strict();
export type MilitaryStatus = z.infer<typeof militaryStatus>;

export { z };

/**
 * The 200 answer of a route, as every server response is written: `{ success, data, Message? }`
 * (architecture, contract 3). Routes declare `response: { 200: okResponse(Data) }`, so the answer
 * is serialized by its schema (nothing undeclared leaks) and documented in /api/docs.
 */
export const okResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data, Message: z.string().optional() });

export * from './compat';
export { busSnapshot } from './bus-shapes';
