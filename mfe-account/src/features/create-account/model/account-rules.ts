import { DateTime } from 'luxon';
import { parseDate, toIsoDate } from '@resort/shared';

// The one set of account rules, checked in the browser for inline errors and again by the
// server, which never trusts the browser.

export const REQUIRED_FIELD = 'Required Field';
export const PASSWORD_RULE = 'Password must be at least 8 characters and include a letter and a digit.';
export const EMAIL_RULE = 'Enter a valid email address.';
export const DOB_FORMAT_RULE = 'Enter a valid date of birth (MM/DD/YYYY).';
export const DOB_FUTURE_RULE = 'Date of birth cannot be in the future.';
export const NAME_RULE = 'Use 50 characters or fewer.';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 50;
/** MM/DD/YYYY, or MM/DD/YY (spec section 5); ISO and other forms are not what the form asks for. */
const DATE_INPUT_PATTERN = /^\d{1,2}\/\d{1,2}\/(\d{2}|\d{4})$/;
/** Nobody booking a lift ticket was born before this. */
const EARLIEST_BIRTH_YEAR = 1900;

export interface CreateAccountInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  password: string;
}

export type CreateAccountErrors = Partial<Record<keyof CreateAccountInput, string>>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Deliberately loose: one '@', something either side, a dot in the domain. The real check is
// the mail that reaches the address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (!email.trim()) return REQUIRED_FIELD;
  return EMAIL_PATTERN.test(email.trim()) ? null : EMAIL_RULE;
}

export function passwordError(password: string): string | null {
  if (!password) return REQUIRED_FIELD;
  const strong = password.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password);
  return strong ? null : PASSWORD_RULE;
}

export function nameError(name: string): string | null {
  if (!name.trim()) return REQUIRED_FIELD;
  return name.trim().length > NAME_MAX_LENGTH ? NAME_RULE : null;
}

/** MM/DD/YYYY (or MM/DD/YY) to yyyy-MM-dd, or null when it is not a plausible birth date. */
const parseInput = (text: string) => (DATE_INPUT_PATTERN.test(text.trim()) ? parseDate(text) : null);

export function dateOfBirthIso(text: string, today: DateTime = DateTime.now()): string | null {
  const parsed = parseInput(text);
  if (!parsed || parsed.year < EARLIEST_BIRTH_YEAR) return null;
  if (parsed > today.startOf('day')) return null;
  return toIsoDate(parsed);
}

export function dateOfBirthError(text: string, today: DateTime = DateTime.now()): string | null {
  if (!text.trim()) return REQUIRED_FIELD;
  const parsed = parseInput(text);
  if (!parsed || parsed.year < EARLIEST_BIRTH_YEAR) return DOB_FORMAT_RULE;
  if (parsed > today.startOf('day')) return DOB_FUTURE_RULE;
  return null;
}

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

export function firstFieldError(input: CreateAccountInput, today?: DateTime) {
  const errors = validateCreateAccount(input, today);
  const field = (Object.keys(errors) as (keyof CreateAccountInput)[])[0];
  return field ? { field, message: errors[field]! } : null;
}
