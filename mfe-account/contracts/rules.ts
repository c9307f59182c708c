import { DateTime } from 'luxon';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import { isTypedDateForm, parseDate, toIsoDate } from '@resort/shared/dates';
import { EMAIL_ADDRESS_PATTERN } from '@resort/shared/core';

// The account rules the forms and routes share: their messages, limits, option lists and field
// checks. Without zod, so the pages import them from here and their first screen loads no schema
// library; the schemas beside this file are built on them and contract.ts re-exports them.

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

/** A date as the forms ask for it (MM/DD/YYYY or MM/DD/YY, not ISO), parsed; null when it is not one. */
const parseInput = (value: string) => (isTypedDateForm(value) ? parseDate(value) : null);

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

// Profile updates

export const PHONE_RULE = 'Enter a valid phone number.';
export const USERNAME_RULE = 'Use 3 to 30 letters, digits, dots, dashes or underscores.';

const PHONE_PATTERN = /^\+?[0-9 ().-]{7,20}$/;
export function phoneError(phone: string): string | null {
  if (!phone.trim()) return REQUIRED_FIELD;
  const digits = phone.replace(/\D/g, '');
  return PHONE_PATTERN.test(phone.trim()) && digits.length >= 7 && digits.length <= 15 ? null : PHONE_RULE;
}
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const usernameError = (username: string): string | null =>
  !username.trim() ? REQUIRED_FIELD : USERNAME_PATTERN.test(username.trim()) ? null : USERNAME_RULE;

// Password reset and forgot username

/** The answer to "send reset password email" and "forgot username", whether or not the address has an account. */
export const RESET_EMAIL_SENT = 'If an account exists for this email address, we have sent it a message with a link to reset the password.';
export const USERNAME_EMAIL_SENT = 'If an account exists for this email address, we have sent it a message with its sign-in name.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';

// Household

export const HOUSEHOLD_MINOR_RULE =
  'Household members are managed by the adults of the household: an account under 18 cannot manage others.';
export const RELATIONSHIPS = ['spouse', 'partner', 'child', 'parent', 'sibling', 'friend', 'other'] as const;

// Preferences and photo

export const EMAIL_TOPICS = ['deals', 'events', 'snow-reports', 'pass-news'] as const;
export const VISITS_PER_SEASON = ['first-time', '1-5', '6-15', '16-plus'] as const;
export const SKIES_WITH = ['alone', 'partner', 'family', 'friends'] as const;
export const ABILITY = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

/** The largest photo accepted before resizing (the base64 text of it is a third larger). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_INVALID = 'Upload a JPEG, PNG or WebP image of at most 5 MB.';

// Credit card on file, find my card, pass holder credits

export const CARD_NUMBER_RULE = 'Enter a valid card number.';
export const CVC_RULE = 'Enter the 3 or 4 digit security code.';
export const CARD_NOT_FOUND = 'We could not find a pass with this number and date of birth.';
export const CREDIT_TERMS_REQUIRED = 'Please accept the terms for pass holder credits.';

// Cancellation request form and online exceptions form

export const CANCELLATION_SUBJECTS = [
  { value: 'season-pass', label: 'Season pass' },
  { value: 'order', label: 'Order' },
] as const;
export const CANCELLATION_REASONS = [
  { value: 'injury', label: 'Injury' },
  { value: 'illness', label: 'Illness' },
  { value: 'relocation', label: 'Moving away' },
  { value: 'schedule-change', label: 'Change of plans' },
  { value: 'bought-by-mistake', label: 'Bought by mistake' },
  { value: 'other', label: 'Other' },
] as const;
export const EXCEPTION_CATEGORIES = [
  { value: 'injury', label: 'Injury' },
  { value: 'illness', label: 'Illness' },
  { value: 'relocation', label: 'Relocation' },
  { value: 'job-loss', label: 'Job loss' },
  { value: 'military-deployment', label: 'Military deployment' },
  { value: 'pregnancy', label: 'Pregnancy' },
  { value: 'other', label: 'Other' },
] as const;
export const REFERENCE_RULE = 'Enter the pass or order number as it appears on your confirmation.';
export const COMMENTS_FOR_OTHER = 'Please tell us more about your reason.';
export const DATE_RULE = 'Enter a valid date (MM/DD/YYYY).';
export const DATE_ORDER_RULE = 'The end date cannot be before the start date.';
export const DESCRIPTION_RULE = 'Please describe what happened in at least 20 characters.';
export const CANCELLATION_RECEIVED = 'We have received your cancellation request and emailed you a confirmation.';
export const EXCEPTION_RECEIVED = 'We have received your exception request and emailed you a confirmation.';
export const DESCRIPTION_MIN_LENGTH = 20;

const REFERENCE_PATTERN = /^[A-Za-z0-9-]{3,40}$/;
export const referenceError = (value: string): string | null =>
  !value.trim() ? REQUIRED_FIELD : REFERENCE_PATTERN.test(value.trim()) ? null : REFERENCE_RULE;
/** MM/DD/YYYY or MM/DD/YY, as the form asks for (spec section 5). */
export const formDateError = (value: string): string | null => (!value.trim() ? REQUIRED_FIELD : parseInput(value) ? null : DATE_RULE);
export const formDateIso = (value: string): string | null => {
  const parsed = parseInput(value);
  return parsed ? toIsoDate(parsed) : null;
};
export const descriptionError = (value: string): string | null =>
  !value.trim() ? REQUIRED_FIELD : value.trim().length < DESCRIPTION_MIN_LENGTH ? DESCRIPTION_RULE : null;

// The marketing subscriber

export const SUBSCRIBER_INTERESTS = ['skiing', 'snowboarding', 'lessons', 'lodging', 'events', 'summer'] as const;
