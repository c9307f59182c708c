import { DateTime } from 'luxon';
import {
  BOOT_SIZE_MAX_LENGTH,
  MILITARY_BRANCHES,
  MILITARY_COUNTRIES,
  MILITARY_STATUSES,
  RELEASE_OF_LIABILITY_REQUIRED,
  REQUIRED_FIELD,
  rentalProfileProblem,
  SKIER_TYPES,
  type SkierType,
} from '@resort/shared/rules';
import { parseDate, toIsoDate } from '@resort/shared/dates';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { count, dateText, noBody, okResponse, requiredText, slug, text, uuid, z } from '@resort/shared/contracts';

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
export const PASS_NUMBER_MAX_LENGTH = 40;
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

const noQuery = z.object({}).strict();

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

// ---- Password reset and forgot username ----

/** The answer to "send reset password email" and "forgot username", whether or not the address has an account. */
export const RESET_EMAIL_SENT = 'If an account exists for this email address, we have sent it a message with a link to reset the password.';
export const USERNAME_EMAIL_SENT = 'If an account exists for this email address, we have sent it a message with its sign-in name.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';
/** A reset link works once, for this long. */
export const RESET_TOKEN_TTL_MINUTES = 60;
export const RESET_PASSWORD_PATH = '/sign-in/reset-password';

export const EmailBody = z.object({ email: requiredText(EMAIL_MAX_LENGTH) }).strict();
export type EmailBody = z.infer<typeof EmailBody>;

const newPassword = text(PASSWORD_MAX_LENGTH).superRefine((password, ctx) => {
  const problem = passwordError(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const ResetPasswordBody = z.object({ token: requiredText(200), password: newPassword }).strict();
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const EmailSentAnswer = z.object({ sent: z.literal(true) });
export type EmailSentAnswer = z.infer<typeof EmailSentAnswer>;

export const PasswordResetAnswer = z.object({ reset: z.literal(true) });
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswer>;

/** Development only: what the mailer kept (the outbox page). */
export const OutboxMessage = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const OutboxAnswer = z.object({ messages: z.array(OutboxMessage) });
export type OutboxAnswer = z.infer<typeof OutboxAnswer>;
export type OutboxMessage = z.infer<typeof OutboxMessage>;

// ---- Profile updates ----

export const PHONE_RULE = 'Enter a valid phone number.';
export const USERNAME_RULE = 'Use 3 to 30 letters, digits, dots, dashes or underscores.';
export const USERNAME_TAKEN = 'This username is already taken. Please choose another one.';
/** Spec section 8: "100016 username update error". */
export const USERNAME_TAKEN_CODE = 100016;
export const EMAIL_TAKEN = 'This email address cannot be used for this account.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

const PHONE_PATTERN = /^\+?[0-9 ().-]{7,20}$/;
export function phoneError(phone: string): string | null {
  if (!phone.trim()) return REQUIRED_FIELD;
  const digits = phone.replace(/\D/g, '');
  return PHONE_PATTERN.test(phone.trim()) && digits.length >= 7 && digits.length <= 15 ? null : PHONE_RULE;
}
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const usernameError = (username: string): string | null =>
  !username.trim() ? REQUIRED_FIELD : USERNAME_PATTERN.test(username.trim()) ? null : USERNAME_RULE;

const withRule = (max: number, rule: (v: string) => string | null) =>
  text(max).superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const PhoneBody = z.object({ phone: withRule(30, phoneError) }).strict();
export const AddressBody = z
  .object({
    addressLine1: requiredText(100),
    city: requiredText(60),
    region: requiredText(60),
    postalCode: requiredText(20),
    country: requiredText(60),
  })
  .strict();
export const BirthDateBody = z.object({ dateOfBirth: withRule(20, (v) => dateOfBirthError(v)) }).strict();
export const UpdateEmailBody = z
  .object({ email: withRule(EMAIL_MAX_LENGTH, emailError), currentPassword: text(PASSWORD_MAX_LENGTH).min(1, REQUIRED_FIELD) })
  .strict();
export const UsernameBody = z.object({ username: withRule(30, usernameError) }).strict();
export const UpdatePasswordBody = z.object({ currentPassword: text(PASSWORD_MAX_LENGTH).min(1, REQUIRED_FIELD), newPassword }).strict();
export type PhoneBody = z.infer<typeof PhoneBody>;
export type AddressBody = z.infer<typeof AddressBody>;
export type BirthDateBody = z.infer<typeof BirthDateBody>;
export type UpdateEmailBody = z.infer<typeof UpdateEmailBody>;
export type UsernameBody = z.infer<typeof UsernameBody>;
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;

// ---- Household ----

export const HOUSEHOLD_MINOR_RULE =
  'Household members are managed by the adults of the household: an account under 18 cannot manage others.';
export const MEMBER_NOT_FOUND = 'We could not find this household member.';
export const INVITATION_NOT_FOUND = 'We could not find this invitation.';
export const NO_ACCOUNT_FOUND = 'We could not find an account holder with this email address.';
export const ALREADY_MEMBER = 'This person is already in your household.';
export const RELATIONSHIPS = ['spouse', 'partner', 'child', 'parent', 'sibling', 'friend', 'other'] as const;

export const MemberIdParams = z.object({ id: uuid }).strict();
export const CreateMemberBody = z
  .object({
    firstName: withRule(100, nameError),
    lastName: withRule(100, nameError),
    dateOfBirth: withRule(20, (v) => dateOfBirthError(v)),
    relationship: z.enum(RELATIONSHIPS),
  })
  .strict();
export type CreateMemberBody = z.infer<typeof CreateMemberBody>;
export const AddExistingBody = z.object({ email: withRule(EMAIL_MAX_LENGTH, emailError), relationship: z.enum(RELATIONSHIPS) }).strict();
export type AddExistingBody = z.infer<typeof AddExistingBody>;
export const SearchHolderBody = z.object({ email: withRule(EMAIL_MAX_LENGTH, emailError) }).strict();
export const SearchPassBody = z.object({ passNumber: requiredText(PASS_NUMBER_MAX_LENGTH) }).strict();
/** Spec "pending child account update": the details of a member who has no account of their own yet. */
export const PendingChildBody = z
  .object({
    firstName: withRule(100, nameError),
    lastName: withRule(100, nameError),
    dateOfBirth: withRule(20, (v) => dateOfBirthError(v)),
  })
  .strict();
export type PendingChildBody = z.infer<typeof PendingChildBody>;
export const MEMBER_HAS_ACCOUNT = 'This member has an account of their own and keeps their details there.';
export const TransferBody = z.object({ id: uuid, email: withRule(EMAIL_MAX_LENGTH, emailError) }).strict();

/** A holder found by search: only what the searcher needs to confirm the person. */
export const HolderMatch = z.object({ found: z.boolean(), firstName: z.string().nullable(), lastInitial: z.string().nullable() });
export type HolderMatch = z.infer<typeof HolderMatch>;

export const InvitationView = z.object({ id: z.string(), householdName: z.string(), fromName: z.string(), relationship: z.string() });
export const HouseholdAnswer = z.object({
  household: ProfileView.shape.household,
  invitations: z.array(InvitationView),
});
export type InvitationView = z.infer<typeof InvitationView>;
export type HouseholdAnswer = z.infer<typeof HouseholdAnswer>;

// ---- Reservations of every line ----

export const ReservationItem = z.object({
  id: z.string(),
  line: z.string(),
  kind: z.string(),
  title: z.string(),
  resortName: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
  guestName: z.string(),
  status: z.enum(['booked', 'cancelled']),
  cancellable: z.boolean(),
});
export type ReservationItem = z.infer<typeof ReservationItem>;
export const ReservationsAnswer = z.object({ reservations: z.array(ReservationItem), unavailableLines: z.array(z.string()) });
export type ReservationsAnswer = z.infer<typeof ReservationsAnswer>;
export const CancelReservationBody = z.object({ line: requiredText(40), id: requiredText(100) }).strict();
export type CancelReservationInput = z.infer<typeof CancelReservationBody>;
export const CancelledAnswer = z.object({ cancelled: z.literal(true) });
export const RESERVATION_NOT_FOUND = 'We could not find this reservation, or it can no longer be cancelled.';

// ---- Email preferences, snow alerts, visitation profile, first-timer promotion ----

export const EMAIL_TOPICS = ['deals', 'events', 'snow-reports', 'pass-news'] as const;
export const VISITS_PER_SEASON = ['first-time', '1-5', '6-15', '16-plus'] as const;
export const SKIES_WITH = ['alone', 'partner', 'family', 'friends'] as const;
export const ABILITY = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

export const PreferencesView = z.object({
  emailOptIn: z.boolean(),
  emailTopics: z.array(z.string()),
  snowAlert: z.object({ smsNumber: z.string().nullable(), resorts: z.array(z.string()), minInches: z.number().nullable() }),
  visitation: z.object({ visitsPerSeason: z.string().nullable(), skiesWith: z.string().nullable(), ability: z.string().nullable() }),
});
export type PreferencesView = z.infer<typeof PreferencesView>;

export const EmailPreferencesBody = z
  .object({ emailOptIn: z.boolean(), topics: z.array(z.enum(EMAIL_TOPICS)).max(EMAIL_TOPICS.length) })
  .strict();
export const EmailOptBody = z.object({ optIn: z.boolean() }).strict();
export const SnowAlertBody = z
  .object({ smsNumber: withRule(30, phoneError), resorts: z.array(slug).min(1, REQUIRED_FIELD).max(20), minInches: count(1, 48) })
  .strict();
export const VisitationBody = z
  .object({ visitsPerSeason: z.enum(VISITS_PER_SEASON), skiesWith: z.enum(SKIES_WITH), ability: z.enum(ABILITY) })
  .strict();
export type EmailPreferencesBody = z.infer<typeof EmailPreferencesBody>;
export type SnowAlertBody = z.infer<typeof SnowAlertBody>;
export type VisitationBody = z.infer<typeof VisitationBody>;

export const FirstTimerAnswer = z.object({ eligible: z.boolean(), reason: z.string() });
export type FirstTimerAnswer = z.infer<typeof FirstTimerAnswer>;
export const FIRST_TIMER_ELIGIBLE = 'Welcome! Your first visit qualifies for the first-timer promotion.';
export const FIRST_TIMER_NOT_ELIGIBLE = 'The first-timer promotion is for guests on their first visit.';

// ---- Credit card on file, find my card, pass holder credits ----

export const CARD_NUMBER_RULE = 'Enter a valid card number.';
export const CVC_RULE = 'Enter the 3 or 4 digit security code.';
export const CARD_EXPIRED = 'This card has expired.';
export const CARD_ON_FILE_UNAVAILABLE = 'Sorry, we cannot complete your request at this time.';
/** Spec section 8: "2005 card number assigned to someone else". */
export { CARD_ASSIGNED, CARD_ASSIGNED_CODE } from '@resort/shared/rules';
export const CARD_NOT_FOUND = 'We could not find a pass with this number and date of birth.';

/** Month 1-12 of a year: a card is good through the last day of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, today: DateTime = DateTime.now()): boolean {
  return expYear < today.year || (expYear === today.year && expMonth < today.month);
}

export const CardOnFileBody = z
  .object({
    cardNumber: z.string().regex(/^[0-9 -]{12,23}$/, CARD_NUMBER_RULE),
    expMonth: count(1, 12),
    expYear: count(2000, 2100),
    cvc: z.string().regex(/^[0-9]{3,4}$/, CVC_RULE),
    nameOnCard: requiredText(120),
  })
  .strict()
  .superRefine((card, ctx) => {
    if (cardExpired(card.expMonth, card.expYear)) ctx.addIssue({ code: 'custom', path: ['expYear'], message: CARD_EXPIRED });
  });
export type CardOnFileBody = z.infer<typeof CardOnFileBody>;
/** What the holder sees of the card on file: never the number, only its last 4 digits. */
export const CardOnFileView = z.object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() });
export const CardOnFileAnswer = z.object({ card: CardOnFileView.nullable() });
export type CardOnFileAnswer = z.infer<typeof CardOnFileAnswer>;
/** "Enroll/unenroll resort charge": on-mountain purchases charged to the card on file. */
export const RESORT_CHARGE_NEEDS_CARD = 'Please add a card on file before you enroll in resort charge.';
export const ResortChargeBody = z.object({ enroll: z.boolean() }).strict();
export type ResortChargeBody = z.infer<typeof ResortChargeBody>;
export const ResortChargeAnswer = z.object({ enrolled: z.boolean() });
export type ResortChargeAnswer = z.infer<typeof ResortChargeAnswer>;

export const FindMyCardBody = z
  .object({ passNumber: requiredText(PASS_NUMBER_MAX_LENGTH), dateOfBirth: withRule(20, (v) => dateOfBirthError(v)) })
  .strict();
export type FindMyCardBody = z.infer<typeof FindMyCardBody>;
export const FoundCard = z.object({
  found: z.boolean(),
  firstName: z.string().nullable(),
  lastInitial: z.string().nullable(),
  hasAccount: z.boolean(),
});
export type FoundCard = z.infer<typeof FoundCard>;

export const PASS_HOLDER_CREDIT_TERMS = [
  'Pass holder credits are for the named pass holder only and cannot be transferred or exchanged for cash.',
  'A credit can be used at any of our resorts until its expiry date; unused amounts expire with it.',
  'A credit is taken back if the pass it came with is refunded.',
] as const;
export const CREDIT_TERMS_REQUIRED = 'Please accept the terms for pass holder credits.';
export const PassHolderCredit = z.object({
  id: z.string(),
  title: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  amountFormatted: z.string(),
  /** MM/DD/YYYY. */
  expiresOn: z.string(),
});
export const PassHolderCreditsAnswer = z.object({
  terms: z.array(z.string()),
  termsAccepted: z.boolean(),
  /** True once the terms are accepted: the credits can then be spent. */
  usable: z.boolean(),
  credits: z.array(PassHolderCredit),
});
export type PassHolderCredit = z.infer<typeof PassHolderCredit>;
export type PassHolderCreditsAnswer = z.infer<typeof PassHolderCreditsAnswer>;
export const AcceptCreditTermsBody = z.object({ accept: z.literal(true, { error: CREDIT_TERMS_REQUIRED }) }).strict();

// ---- Photo ----

/** The largest photo accepted before resizing (the base64 text of it is a third larger). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_SIZE_PX = 400;
export const PHOTO_INVALID = 'Upload a JPEG, PNG or WebP image of at most 5 MB.';
export const PhotoBody = z.object({ image: text(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 100).min(1, REQUIRED_FIELD) }).strict();
export type PhotoBody = z.infer<typeof PhotoBody>;
export const PhotoAnswer = z.object({ photoUrl: z.string() });
export type PhotoAnswer = z.infer<typeof PhotoAnswer>;

// ---------------------------------------------------------------------------------------------
// Rental profiles ("rental profile get/create/update"): the account's saved renters, whose rules are
// the shared rental profile's (the rentals line checks the same in checkout).

/** Renters one account keeps: a family and its regular guests. */
export const MAX_RENTAL_PROFILES = 12;
export const TOO_MANY_RENTAL_PROFILES = `An account keeps up to ${MAX_RENTAL_PROFILES} rental profiles. Please edit one you no longer need.`;

export const RentalProfileBody = z
  .object({
    name: requiredText(100),
    heightCm: z.number().int(),
    weightKg: z.number().int().nullable(),
    age: z.number().int().nullable(),
    skierType: z.enum(SKIER_TYPES.map((t) => t.value) as [SkierType, ...SkierType[]]).nullable(),
    bootSize: text(BOOT_SIZE_MAX_LENGTH).nullable(),
  })
  .strict()
  .superRefine((p, ctx) => {
    const problem = rentalProfileProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type RentalProfileBody = z.infer<typeof RentalProfileBody>;
export const RentalProfileParams = z.object({ id: uuid }).strict();
export const RentalProfileView = z.object({
  id: z.string(),
  name: z.string(),
  heightCm: z.number().int(),
  weightKg: z.number().int().nullable(),
  age: z.number().int().nullable(),
  skierType: z.enum(SKIER_TYPES.map((t) => t.value) as [SkierType, ...SkierType[]]).nullable(),
  bootSize: z.string().nullable(),
});
export const RentalProfilesAnswer = z.object({ profiles: z.array(RentalProfileView) });
export type RentalProfilesAnswer = z.infer<typeof RentalProfilesAnswer>;

// ---------------------------------------------------------------------------------------------
// Release of liability ("sign release of liability"): the shared rule's text, signed once a season.

export { RELEASE_OF_LIABILITY, RELEASE_OF_LIABILITY_REQUIRED } from '@resort/shared/rules';
export const RELEASE_TITLE = 'Release of Liability';
export const RELEASE_SIGNATURE_NAME_RULE = 'Type your full name as it appears on your account to sign.';
export const SignReleaseBody = z
  .object({
    agree: z.literal(true, { error: RELEASE_OF_LIABILITY_REQUIRED }),
    signedName: requiredText(NAME_MAX_LENGTH * 2 + 1),
  })
  .strict();
export type SignReleaseBody = z.infer<typeof SignReleaseBody>;
export const ReleaseSignatureView = z.object({
  signedName: z.string(),
  /** The season the signature covers, e.g. '2026-27'. */
  season: z.string(),
  /** Which wording was signed: a new wording needs a new signature. */
  textVersion: z.string(),
  signedAt: z.string(),
});
export const ReleaseOfLiabilityAnswer = z.object({
  season: z.string(),
  title: z.string(),
  text: z.string(),
  textVersion: z.string(),
  /** This season's signature of the current wording, or null while it is not signed. */
  signature: ReleaseSignatureView.nullable(),
});
export type ReleaseOfLiabilityAnswer = z.infer<typeof ReleaseOfLiabilityAnswer>;

// ---------------------------------------------------------------------------------------------
// Military status ("military status create and verify"): judged by the shared rule the cart uses.

export { MILITARY_BRANCHES, MILITARY_COUNTRIES, MILITARY_STATUSES, MILITARY_UNVERIFIED, MILITARY_VERIFIED } from '@resort/shared/rules';
export const MILITARY_STATUS_NOT_FOUND = 'We could not find this military status.';
const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];
export const MilitaryStatusBody = z
  .object({
    country: z.enum(values(MILITARY_COUNTRIES)),
    branch: z.enum(values(MILITARY_BRANCHES)),
    status: z.enum(values(MILITARY_STATUSES)),
    dischargeYear: count(1000, 9999, 'Please enter the year as four digits.').optional(),
    sponsorAttested: z.boolean().optional(),
    sponsorDateOfBirth: dateText.optional(),
  })
  .strict();
export type MilitaryStatusBody = z.infer<typeof MilitaryStatusBody>;
export const MilitaryStatusParams = z.object({ id: uuid }).strict();
export const MilitaryStatusView = z.object({
  id: z.string(),
  country: z.string(),
  branch: z.string(),
  status: z.string(),
  dischargeYear: z.number().int().nullable(),
  sponsorAttested: z.boolean(),
  /** MM/DD/YYYY, dependants only. */
  sponsorDateOfBirth: z.string().nullable(),
  /** 'unverified' until the holder asks for verification. */
  outcome: z.enum(['unverified', 'pending', 'verified']),
  message: z.string(),
});
export type MilitaryStatusView = z.infer<typeof MilitaryStatusView>;
export const MilitaryStatusAnswer = z.object({ military: MilitaryStatusView.nullable() });
export type MilitaryStatusAnswer = z.infer<typeof MilitaryStatusAnswer>;
export const MILITARY_NOT_VERIFIED_YET = 'Ask us to verify your status to use military offers.';

// ---------------------------------------------------------------------------------------------
// Cancellation request form and online exceptions form: stored, confirmed by email.

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
export const REQUEST_NOT_FOUND = 'We could not find this request.';
export const CANCELLATION_RECEIVED = 'We have received your cancellation request and emailed you a confirmation.';
export const EXCEPTION_RECEIVED = 'We have received your exception request and emailed you a confirmation.';
export const COMMENTS_MAX_LENGTH = 2000;
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

export const CancellationRequestBody = z
  .object({
    subject: z.enum(values(CANCELLATION_SUBJECTS)),
    reference: withRule(40, referenceError),
    reason: z.enum(values(CANCELLATION_REASONS)),
    comments: text(COMMENTS_MAX_LENGTH).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && !input.comments?.trim())
      ctx.addIssue({ code: 'custom', path: ['comments'], message: COMMENTS_FOR_OTHER });
  });
export type CancellationRequestBody = z.infer<typeof CancellationRequestBody>;

export const OnlineExceptionBody = z
  .object({
    category: z.enum(values(EXCEPTION_CATEGORIES)),
    passNumber: withRule(40, referenceError),
    startDate: withRule(10, formDateError),
    endDate: withRule(10, formDateError),
    description: text(COMMENTS_MAX_LENGTH).superRefine((value, ctx) => {
      const problem = descriptionError(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .strict()
  .superRefine((input, ctx) => {
    const start = formDateIso(input.startDate);
    const end = formDateIso(input.endDate);
    if (start && end && end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: DATE_ORDER_RULE });
  });
export type OnlineExceptionBody = z.infer<typeof OnlineExceptionBody>;

export const RequestIdParams = z.object({ id: uuid }).strict();
export const CancellationRequestView = z.object({
  id: z.string(),
  /** What the confirmation email quotes. */
  reference: z.string(),
  subject: z.string(),
  itemReference: z.string(),
  reason: z.string(),
  comments: z.string().nullable(),
  status: z.literal('received'),
  createdAt: z.string(),
});
export type CancellationRequestView = z.infer<typeof CancellationRequestView>;
export const CancellationRequestsAnswer = z.object({ requests: z.array(CancellationRequestView) });
export type CancellationRequestsAnswer = z.infer<typeof CancellationRequestsAnswer>;
export const OnlineExceptionView = z.object({
  id: z.string(),
  reference: z.string(),
  category: z.string(),
  passNumber: z.string(),
  /** MM/DD/YYYY. */
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
  status: z.literal('received'),
  createdAt: z.string(),
});
export type OnlineExceptionView = z.infer<typeof OnlineExceptionView>;
export const OnlineExceptionsAnswer = z.object({ requests: z.array(OnlineExceptionView) });
export type OnlineExceptionsAnswer = z.infer<typeof OnlineExceptionsAnswer>;

// ---------------------------------------------------------------------------------------------
// Alerts: the sitewide alert (any visitor) and the account alert (holders), each dismissed for the session.

export const ALERT_NOT_FOUND = 'We could not find this alert.';
export const AlertView = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
});
export type AlertView = z.infer<typeof AlertView>;
export const AlertsAnswer = z.object({
  sitewide: AlertView.nullable(),
  account: AlertView.nullable(),
  /** The referral code this session carries ("set referral code alert"), shown to any visitor; dismissed like the sitewide alert. */
  referral: AlertView.nullable(),
});
export type AlertsAnswer = z.infer<typeof AlertsAnswer>;
export const DisableAlertBody = z.object({ id: slug }).strict();
export type DisableAlertBody = z.infer<typeof DisableAlertBody>;

// ---------------------------------------------------------------------------------------------
// Content of the account pages ("auto renew content", "reservations content", "season pass tab content").

export const ACCOUNT_CONTENT_KEYS = ['auto-renew', 'reservations', 'season-pass-tab'] as const;
export type AccountContentKey = (typeof ACCOUNT_CONTENT_KEYS)[number];
export const ContentLink = z.object({ href: z.string(), label: z.string() });
export const AccountContentView = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  links: z.array(ContentLink),
});
export type AccountContentView = z.infer<typeof AccountContentView>;
export const CONTENT_NOT_FOUND = 'This content is not available right now.';

// ---------------------------------------------------------------------------------------------
// "Set referral code alert": a friend's referral code, verified by the line that honours it (rentals).

export const REFERRAL_CODE_MAX_LENGTH = 40;
export const ReferralCodeAlertBody = z.object({ code: requiredText(REFERRAL_CODE_MAX_LENGTH) }).strict();
export type ReferralCodeAlertBody = z.infer<typeof ReferralCodeAlertBody>;
export const REFERRAL_CODE_UNAVAILABLE = 'Referral codes cannot be checked right now. Please try again later.';

// ---------------------------------------------------------------------------------------------
// The marketing subscriber ("subscriber profile get/create/update", "email signup"): an email
// address with a name, a home resort and interests, with or without an account. Double opt-in:
// nobody is mailed offers until they follow the link sent to the address.

export const SUBSCRIBER_INTERESTS = ['skiing', 'snowboarding', 'lessons', 'lodging', 'events', 'summer'] as const;
export const SUBSCRIBER_PATH = '/account/newsletter';
export const SUBSCRIBER_LINK_INVALID = 'This link is not valid any more. Please sign up again to get a new one.';
export const SUBSCRIBER_NEEDS_LINK = 'Please sign in, or use the link in the email we sent you, to see your subscription.';
export const SUBSCRIBER_NOT_FOUND = 'There is no subscription for this account yet.';
export const SUBSCRIBER_RESORT = 'Please choose a resort.';
const subscriberEmail = withRule(EMAIL_MAX_LENGTH, emailError);
const subscriberToken = text(100).refine((t) => /^[A-Za-z0-9_-]{20,100}$/.test(t), SUBSCRIBER_LINK_INVALID);
const subscriberName = text(NAME_MAX_LENGTH + 1).refine((n) => n.trim().length <= NAME_MAX_LENGTH, NAME_RULE);
const homeResort = slug.nullable().refine((r) => r === null || DEMO_RESORTS.some((d) => d.id === r), SUBSCRIBER_RESORT);
const interests = z
  .array(z.enum(SUBSCRIBER_INTERESTS, { message: 'Please choose from the interests listed.' }))
  .max(SUBSCRIBER_INTERESTS.length);

/** Who asks: the signed-in holder, or the bearer of the link the subscriber was mailed. */
export const SubscriberGetBody = z.object({ token: subscriberToken.optional() }).strict();
export type SubscriberGetBody = z.infer<typeof SubscriberGetBody>;
export const SubscriberCreateBody = z
  .object({
    email: subscriberEmail,
    firstName: subscriberName.default(''),
    lastName: subscriberName.default(''),
    homeResort: homeResort.default(null),
    interests: interests.default([]),
  })
  .strict();
export type SubscriberCreateBody = z.input<typeof SubscriberCreateBody>;
export const SubscriberUpdateBody = z
  .object({
    token: subscriberToken.optional(),
    firstName: subscriberName.optional(),
    lastName: subscriberName.optional(),
    homeResort: homeResort.optional(),
    interests: interests.optional(),
  })
  .strict();
export type SubscriberUpdateBody = z.infer<typeof SubscriberUpdateBody>;
/** "Email signup": an address alone (and optionally a home resort), from any visitor. */
export const EmailSignupBody = z.object({ email: subscriberEmail, homeResort: homeResort.default(null) }).strict();
export type EmailSignupBody = z.input<typeof EmailSignupBody>;
export const EmailSignupConfirmBody = z.object({ token: subscriberToken }).strict();
export const SubscriberView = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  homeResort: z.string().nullable(),
  interests: z.array(z.enum(SUBSCRIBER_INTERESTS)),
  /** Pending until the address's owner follows the emailed link. */
  status: z.enum(['pending', 'confirmed']),
  hasAccount: z.boolean(),
});
export type SubscriberView = z.infer<typeof SubscriberView>;
/**
 * A sign-up's answer never says whether the address was already subscribed: a link goes to the
 * address either way. A holder subscribing their own account's address is confirmed at once.
 */
export const SubscriberSignupAnswer = z.object({ confirmationSent: z.boolean(), subscriber: SubscriberView.nullable() });
export type SubscriberSignupAnswer = z.infer<typeof SubscriberSignupAnswer>;

export const accountContract = {
  session: { querystring: noQuery, response: { 200: okResponse(SessionAnswer) } },
  create: { body: CreateAccountBody, response: { 200: okResponse(CreateAccountAnswer) } },
  login: { body: LoginBody, response: { 200: okResponse(SignedInAnswer) } },
  logout: { body: noBody, response: { 200: okResponse(SignedOutAnswer) } },
  profile: { querystring: noQuery, response: { 200: okResponse(ProfileView) } },
  resetEmail: { body: EmailBody, response: { 200: okResponse(EmailSentAnswer) } },
  resetPassword: { body: ResetPasswordBody, response: { 200: okResponse(PasswordResetAnswer) } },
  forgotUsername: { body: EmailBody, response: { 200: okResponse(EmailSentAnswer) } },
  outbox: { querystring: noQuery, response: { 200: okResponse(OutboxAnswer) } },
  phone: { body: PhoneBody, response: { 200: okResponse(ProfileView) } },
  address: { body: AddressBody, response: { 200: okResponse(ProfileView) } },
  birthDate: { body: BirthDateBody, response: { 200: okResponse(ProfileView) } },
  email: { body: UpdateEmailBody, response: { 200: okResponse(ProfileView) } },
  username: { body: UsernameBody, response: { 200: okResponse(ProfileView) } },
  password: { body: UpdatePasswordBody, response: { 200: okResponse(PasswordResetAnswer) } },
  household: { querystring: noQuery, response: { 200: okResponse(HouseholdAnswer) } },
  addMember: { body: CreateMemberBody, response: { 200: okResponse(HouseholdAnswer) } },
  addExisting: { body: AddExistingBody, response: { 200: okResponse(HouseholdAnswer) } },
  searchHolder: { body: SearchHolderBody, response: { 200: okResponse(HolderMatch) } },
  searchPass: { body: SearchPassBody, response: { 200: okResponse(HolderMatch) } },
  memberAction: { params: MemberIdParams, body: noBody, response: { 200: okResponse(HouseholdAnswer) } },
  transfer: { body: TransferBody, response: { 200: okResponse(EmailSentAnswer) } },
  preferences: { querystring: noQuery, response: { 200: okResponse(PreferencesView) } },
  emailPreferences: { body: EmailPreferencesBody, response: { 200: okResponse(PreferencesView) } },
  emailOpt: { body: EmailOptBody, response: { 200: okResponse(PreferencesView) } },
  snowAlert: { body: SnowAlertBody, response: { 200: okResponse(PreferencesView) } },
  visitation: { body: VisitationBody, response: { 200: okResponse(PreferencesView) } },
  firstTimer: { querystring: noQuery, response: { 200: okResponse(FirstTimerAnswer) } },
  photo: { body: PhotoBody, response: { 200: okResponse(PhotoAnswer) } },
  pendingChild: { params: MemberIdParams, body: PendingChildBody, response: { 200: okResponse(HouseholdAnswer) } },
  cardOnFile: { querystring: noQuery, response: { 200: okResponse(CardOnFileAnswer) } },
  updateCardOnFile: { body: CardOnFileBody, response: { 200: okResponse(CardOnFileAnswer) } },
  removeCardOnFile: { body: noBody, response: { 200: okResponse(CardOnFileAnswer) } },
  resortCharge: { querystring: noQuery, response: { 200: okResponse(ResortChargeAnswer) } },
  setResortCharge: { body: ResortChargeBody, response: { 200: okResponse(ResortChargeAnswer) } },
  findMyCard: { body: FindMyCardBody, response: { 200: okResponse(FoundCard) } },
  passHolderCredits: { querystring: noQuery, response: { 200: okResponse(PassHolderCreditsAnswer) } },
  acceptCreditTerms: { body: AcceptCreditTermsBody, response: { 200: okResponse(PassHolderCreditsAnswer) } },
  reservations: { querystring: noQuery, response: { 200: okResponse(ReservationsAnswer) } },
  cancelReservation: { body: CancelReservationBody, response: { 200: okResponse(CancelledAnswer) } },
  rentalProfiles: { querystring: noQuery, response: { 200: okResponse(RentalProfilesAnswer) } },
  createRentalProfile: { body: RentalProfileBody, response: { 200: okResponse(RentalProfilesAnswer) } },
  updateRentalProfile: { params: RentalProfileParams, body: RentalProfileBody, response: { 200: okResponse(RentalProfilesAnswer) } },
  releaseOfLiability: { querystring: noQuery, response: { 200: okResponse(ReleaseOfLiabilityAnswer) } },
  signRelease: { body: SignReleaseBody, response: { 200: okResponse(ReleaseOfLiabilityAnswer) } },
  militaryStatus: { querystring: noQuery, response: { 200: okResponse(MilitaryStatusAnswer) } },
  createMilitaryStatus: { body: MilitaryStatusBody, response: { 200: okResponse(MilitaryStatusAnswer) } },
  verifyMilitaryStatus: { params: MilitaryStatusParams, body: noBody, response: { 200: okResponse(MilitaryStatusAnswer) } },
  cancellationRequests: { querystring: noQuery, response: { 200: okResponse(CancellationRequestsAnswer) } },
  cancellationRequest: { params: RequestIdParams, querystring: noQuery, response: { 200: okResponse(CancellationRequestView) } },
  createCancellationRequest: { body: CancellationRequestBody, response: { 200: okResponse(CancellationRequestView) } },
  onlineExceptions: { querystring: noQuery, response: { 200: okResponse(OnlineExceptionsAnswer) } },
  onlineException: { params: RequestIdParams, querystring: noQuery, response: { 200: okResponse(OnlineExceptionView) } },
  createOnlineException: { body: OnlineExceptionBody, response: { 200: okResponse(OnlineExceptionView) } },
  alerts: { querystring: noQuery, response: { 200: okResponse(AlertsAnswer) } },
  disableAlert: { body: DisableAlertBody, response: { 200: okResponse(AlertsAnswer) } },
  content: { querystring: noQuery, response: { 200: okResponse(AccountContentView) } },
  referralAlert: { body: ReferralCodeAlertBody, response: { 200: okResponse(AlertsAnswer) } },
  subscriberGet: { body: SubscriberGetBody, response: { 200: okResponse(SubscriberView) } },
  subscriberCreate: { body: SubscriberCreateBody, response: { 200: okResponse(SubscriberSignupAnswer) } },
  subscriberUpdate: { body: SubscriberUpdateBody, response: { 200: okResponse(SubscriberView) } },
  emailSignup: { body: EmailSignupBody, response: { 200: okResponse(SubscriberSignupAnswer) } },
  emailSignupConfirm: { body: EmailSignupConfirmBody, response: { 200: okResponse(SubscriberView) } },
} as const;

export type LoginRequest = z.infer<typeof LoginBody>;

/** GET /api/account/photo answers the photo itself, not JSON. */
export const PhotoBytes = z.any().describe("The holder's photo (image/jpeg bytes), not JSON.");

/** This line's HTTP contract, `major.minor`: a breaking change (field removed, type changed, optional made required, enum value removed) bumps the major, an additive one the minor; `npm run test:contracts` holds it to its committed snapshot. */
export const CONTRACT_VERSION = '1.0';
