import { DateTime } from 'luxon';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import { toIsoDate } from '@resort/shared/dates';
import { EMAIL_ADDRESS_PATTERN } from '@resort/shared/contracts';
import { parseInput } from './fields';

// The account rules every form and route shares: their messages, limits and field checks.

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
export const PASS_NUMBER_MAX_LENGTH = 40;
export const EMAIL_MAX_LENGTH = 254;
/** Nobody booking a lift ticket was born before this. */
const EARLIEST_BIRTH_YEAR = 1900;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function emailError(email: string): string | null {
  if (!email.trim()) return REQUIRED_FIELD;
  return EMAIL_ADDRESS_PATTERN.test(email.trim()) ? null : EMAIL_RULE;
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
/** What the create-account call sends: the form, and the card number when the visitor has one. */
export type CreateAccountRequest = CreateAccountInput & { passNumber?: string };

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
