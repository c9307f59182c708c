import { DateTime } from 'luxon';
import { parseDate, REQUIRED_FIELD, toIsoDate } from '@resort/shared';
import { requiredText, text, z } from '@resort/shared/contracts';

/**
 * The account API's requests and the account rules, in one place: the server validates every
 * route with these schemas, and the browser's forms check the same rules for inline errors.
 * The server never trusts the browser, so it checks them again (and a password against the
 * common-password list, which stays on the server).
 */

export { REQUIRED_FIELD };
export const PASSWORD_RULE = 'Use a password of at least 10 characters.';
export const PASSWORD_COMMON_RULE = 'This password is too common and easy to guess. Please choose another one.';
export const EMAIL_RULE = 'Enter a valid email address.';
export const DOB_FORMAT_RULE = 'Enter a valid date of birth (MM/DD/YYYY).';
export const DOB_FUTURE_RULE = 'Date of birth cannot be in the future.';
export const NAME_RULE = 'Use 50 characters or fewer.';
/**
 * The answer to every accepted create-account request, whether or not the address already has
 * an account: an email always goes to the address (a welcome, or a note on how to sign in).
 */
export const CHECK_YOUR_EMAIL = 'Check your email: we have sent a message to this address about your account.';

// No rule about letters, digits or symbols: length and not being a common password are what
// make a password hard to guess, and composition rules only push people to 'Password1!'.
export const PASSWORD_MIN_LENGTH = 10;
/** Bounds the work of hashing whatever a client sends. */
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** MM/DD/YYYY, or MM/DD/YY (spec section 5); ISO and other forms are not what the form asks for. */
const DATE_INPUT_PATTERN = /^\d{1,2}\/\d{1,2}\/(\d{2}|\d{4})$/;
/** Nobody booking a lift ticket was born before this. */
const EARLIEST_BIRTH_YEAR = 1900;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Deliberately loose: one '@', something either side, a dot in the domain. The real check is
// the mail that reaches the address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (!email.trim()) return REQUIRED_FIELD;
  return EMAIL_PATTERN.test(email.trim()) ? null : EMAIL_RULE;
}

/** The length rule. The server also refuses common passwords, with PASSWORD_COMMON_RULE. */
export function passwordError(password: string): string | null {
  if (!password) return REQUIRED_FIELD;
  return password.length >= PASSWORD_MIN_LENGTH ? null : PASSWORD_RULE;
}

export function nameError(name: string): string | null {
  if (!name.trim()) return REQUIRED_FIELD;
  return name.trim().length > NAME_MAX_LENGTH ? NAME_RULE : null;
}

const parseInput = (value: string) => (DATE_INPUT_PATTERN.test(value.trim()) ? parseDate(value) : null);

/** MM/DD/YYYY (or MM/DD/YY) to yyyy-MM-dd, or null when it is not a plausible birth date. */
export function dateOfBirthIso(value: string, today: DateTime = DateTime.now()): string | null {
  const parsed = parseInput(value);
  if (!parsed || parsed.year < EARLIEST_BIRTH_YEAR) return null;
  if (parsed > today.startOf('day')) return null;
  return toIsoDate(parsed);
}

export function dateOfBirthError(value: string, today: DateTime = DateTime.now()): string | null {
  if (!value.trim()) return REQUIRED_FIELD;
  const parsed = parseInput(value);
  if (!parsed || parsed.year < EARLIEST_BIRTH_YEAR) return DOB_FORMAT_RULE;
  if (parsed > today.startOf('day')) return DOB_FUTURE_RULE;
  return null;
}

export interface CreateAccountInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  password: string;
}

export type CreateAccountErrors = Partial<Record<keyof CreateAccountInput, string>>;

/** Every broken field with its message, in the order the form shows them. */
export function validateCreateAccount(input: CreateAccountInput, today?: DateTime): CreateAccountErrors {
  const errors: CreateAccountErrors = {};
  const checks: [keyof CreateAccountInput, string | null][] = [
    ['firstName', nameError(input.firstName)],
    ['lastName', nameError(input.lastName)],
    ['dateOfBirth', dateOfBirthError(input.dateOfBirth, today)],
    ['email', emailError(input.email)],
    ['password', passwordError(input.password)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

export function firstFieldError(input: CreateAccountInput, today?: DateTime): { field: keyof CreateAccountInput; message: string } | null {
  const [first] = Object.entries(validateCreateAccount(input, today)) as [keyof CreateAccountInput, string][];
  return first ? { field: first[0], message: first[1] } : null;
}

const noQuery = z.object({}).strict();
/** Body of a POST that takes none: the page's client sends `{}`, other clients may send nothing. */
const noBody = z.object({}).strict().optional();

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

export const accountContract = {
  session: { querystring: noQuery },
  create: { body: CreateAccountBody },
  login: { body: LoginBody },
  logout: { body: noBody },
  profile: { querystring: noQuery },
} as const;

export type LoginRequest = z.infer<typeof LoginBody>;

// Response shapes.

export interface AccountUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SessionAnswer {
  signedIn: boolean;
  user: AccountUser | null;
  csrfToken: string;
}

export interface SignedInAnswer {
  signedIn: true;
  user: AccountUser;
}

export interface SignedOutAnswer {
  signedIn: false;
  user: null;
}

/**
 * A new address is signed in at once; an address that already has an account is not (and
 * nothing about that account changes). Both come as 200 with this shape and CHECK_YOUR_EMAIL.
 */
export type CreateAccountAnswer = SignedInAnswer | { signedIn: false; user: null };

export interface ProfileView {
  user: AccountUser & { dateOfBirth: string | null };
  contact: {
    phone: string | null;
    addressLine1: string | null;
    city: string | null;
    region: string | null;
    postalCode: string | null;
    country: string | null;
  };
  household: {
    name: string;
    members: { firstName: string; lastName: string; dateOfBirth: string | null; relationship: string }[];
  } | null;
}
