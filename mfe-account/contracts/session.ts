import { REQUIRED_FIELD } from '@resort/shared/rules';
import { requiredText, text, z } from '@resort/shared/contracts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASS_NUMBER_MAX_LENGTH, validateCreateAccount } from './rules';

/**
 * Bounds first (types, lengths, no NUL, no unknown fields), then the account rules with their
 * messages on the field they concern; the first issue is the one the visitor reads.
 */
export const CreateAccountBody = z
  .object({
    firstName: text(100),
    lastName: text(100),
    dateOfBirth: text(20),
    email: text(EMAIL_MAX_LENGTH),
    password: text(PASSWORD_MAX_LENGTH),
    /** Spec "create account widget, with card number": the season pass (card) to link to the new account. */
    passNumber: text(PASS_NUMBER_MAX_LENGTH).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(validateCreateAccount(input))) ctx.addIssue({ code: 'custom', path: [field], message });
  });

export const LoginBody = z
  .object({
    email: requiredText(EMAIL_MAX_LENGTH),
    password: text(PASSWORD_MAX_LENGTH).min(1, REQUIRED_FIELD),
  })
  .strict();

// Response shapes (the `data` of `{ success, data }`): the server serializes through these.

export const AccountUser = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() });
export type AccountUser = z.infer<typeof AccountUser>;

export const SessionAnswer = z.object({ signedIn: z.boolean(), user: AccountUser.nullable(), csrfToken: z.string() });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

export const SignedInAnswer = z.object({ signedIn: z.literal(true), user: AccountUser });
export type SignedInAnswer = z.infer<typeof SignedInAnswer>;

export const SignedOutAnswer = z.object({ signedIn: z.literal(false), user: z.null() });
export type SignedOutAnswer = z.infer<typeof SignedOutAnswer>;

/**
 * A new address is signed in at once; an address that already has an account is not (and
 * nothing about that account changes). Both come as 200 with this shape and CHECK_YOUR_EMAIL.
 */
export const CreateAccountAnswer = z.union([SignedInAnswer, SignedOutAnswer]);
export type CreateAccountAnswer = z.infer<typeof CreateAccountAnswer>;

export const HouseholdMemberView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** MM/DD/YYYY, or null. */
  dateOfBirth: z.string().nullable(),
  relationship: z.string(),
  /** 'active', or 'invited' while an existing account holder has not answered. */
  status: z.enum(['active', 'invited']),
  /** True when the member has an account of their own. */
  hasAccount: z.boolean(),
});
export type HouseholdMemberView = z.infer<typeof HouseholdMemberView>;

export const ProfileView = z.object({
  user: AccountUser.extend({ dateOfBirth: z.string().nullable(), username: z.string().nullable(), photoUrl: z.string().nullable() }),
  contact: z.object({
    phone: z.string().nullable(),
    addressLine1: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  }),
  household: z
    .object({
      name: z.string(),
      /** False for an account under 18: adults manage households (spec section 6). */
      canManage: z.boolean(),
      members: z.array(HouseholdMemberView),
    })
    .nullable(),
});
export type ProfileView = z.infer<typeof ProfileView>;
