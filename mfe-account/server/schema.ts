import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const account = pgSchema('account');

export const users = account.table('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased, so one address is one account whatever its spelling. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** ISO yyyy-MM-dd. */
  dateOfBirth: text('date_of_birth'),
  /** Optional sign-in name, stored lower-cased; unique across accounts (error 100016 when taken). */
  username: text('username').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = account.table(
  'sessions',
  {
    id: text('id').primaryKey(),
    csrfToken: text('csrf_token').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request, to the minute: a session idle for longer than the idle timeout ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep deletes by either end.
  (t) => [index('sessions_expires_at_idx').on(t.expiresAt), index('sessions_last_seen_at_idx').on(t.lastSeenAt)],
);

/** Mail waiting to be delivered (architecture: an outbox table when no SMTP server is set). */
export const outbox = account.table('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Contact details kept apart from the sign-in identity; every user has exactly one row. */
export const profiles = account.table('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  addressLine1: text('address_line1'),
  city: text('city'),
  region: text('region'),
  postalCode: text('postal_code'),
  country: text('country'),
  /** Marketing email (opt in/out) and the topics chosen on the email preferences page. */
  emailOptIn: boolean('email_opt_in').notNull().default(false),
  emailTopics: jsonb('email_topics').$type<string[]>().notNull().default([]),
  /** Snow alert profile: the resorts to alert about, the SMS number, and the minimum new snow. */
  snowAlertSms: text('snow_alert_sms'),
  snowAlertResorts: jsonb('snow_alert_resorts').$type<string[]>().notNull().default([]),
  snowAlertMinInches: integer('snow_alert_min_inches'),
  /** Visitation profile: how often and with whom the holder visits (free answers of the form). */
  visitation: jsonb('visitation').$type<Record<string, string>>().notNull().default({}),
  /**
   * Credit card on file: the payment gateway's token and what the holder needs to recognise the
   * card. The card number itself never reaches the database.
   */
  cardToken: text('card_token'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  /** Resort charge: on-mountain purchases charged to the card on file (needs one). */
  resortCharge: boolean('resort_charge').notNull().default(false),
  /** When the holder accepted the terms for pass holder credits; credits are usable only after. */
  creditTermsAcceptedAt: timestamp('credit_terms_accepted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A household groups the people one account books for (spec section 6). */
export const households = account.table('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const householdMembers = account.table(
  'household_members',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Set when the member has an account of their own. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    relationship: text('relationship').notNull(),
    /** The id routes and other lines use for a member (Person.id). */
    id: uuid('id').notNull().unique().defaultRandom(),
    /** 'active', or 'invited' while an existing account holder has not accepted. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.position] }), index('household_members_user_id_idx').on(t.userId)],
);

/** One-time password reset links: only the token's SHA-256 is kept; used once, within an hour. */
export const passwordResets = account.table(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/** The holder's photo, resized to a JPEG (base64), served only to its owner. */
export const photos = account.table('photos', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: text('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved renters of an account (spec section 7 "rental profile get/create/update"), picked in checkout for rentals. */
export const rentalProfiles = account.table(
  'rental_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    heightCm: integer('height_cm').notNull(),
    weightKg: integer('weight_kg'),
    age: integer('age'),
    skierType: text('skier_type'),
    bootSize: text('boot_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rental_profiles_user_id_idx').on(t.userId)],
);

/** Pass holder credits: amounts a pass holder may spend at the resorts, in minor units. */
export const passHolderCredits = account.table(
  'pass_holder_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** ISO yyyy-MM-dd, the last day the credit can be used. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** What is left to spend (minor units): checkouts take from it, a failed or cancelled order gives back. */
    remaining: integer('remaining').notNull(),
    /** What earned it ('lift-reservation:<id>'); unique, so a cause issues one credit. Null for seeded ones. */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pass_holder_credits_user_id_idx').on(t.userId), uniqueIndex('pass_holder_credits_source_idx').on(t.sourceKey)],
);

/** What each order took from which credit, so a failed or cancelled order gives exactly that back. */
export const passHolderCreditSpends = account.table(
  'pass_holder_credit_spends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditId: uuid('credit_id')
      .notNull()
      .references(() => passHolderCredits.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pass_holder_credit_spends_order_idx').on(t.orderId)],
);

/**
 * "Sign release of liability": who signed which wording for which season, and when. One
 * signature per holder, season and wording: a reworded release is signed again.
 */
export const releaseSignatures = account.table(
  'release_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. '2026-27'. */
    season: text('season').notNull(),
    /** A digest of the release text that was shown. */
    textVersion: text('text_version').notNull(),
    signedName: text('signed_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('release_signatures_user_season_version_idx').on(t.userId, t.season, t.textVersion)],
);

/** "Military status create and verify": the holder's status, one per account, and what the shared rule made of it. */
export const militaryStatuses = account.table('military_statuses', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  branch: text('branch').notNull(),
  status: text('status').notNull(),
  dischargeYear: integer('discharge_year'),
  sponsorAttested: boolean('sponsor_attested').notNull().default(false),
  /** ISO yyyy-MM-dd, dependants only. */
  sponsorDateOfBirth: date('sponsor_date_of_birth', { mode: 'string' }),
  /** 'unverified' until verification is asked for; a refused status is never stored as an outcome. */
  outcome: text('outcome').$type<'unverified' | 'pending' | 'verified'>().notNull().default('unverified'),
  /** When the rule last judged it (verified, or sent to review). */
  judgedAt: timestamp('judged_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** "Cancellation request form": a holder asks for a pass or an order to be cancelled; staff answer by email. */
export const cancellationRequests = account.table(
  'cancellation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'season-pass' or 'order'. */
    subject: text('subject').notNull(),
    /** The pass or order number, as the holder typed it (upper-cased). */
    itemReference: text('item_reference').notNull(),
    reason: text('reason').notNull(),
    comments: text('comments'),
    status: text('status').$type<'received'>().notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cancellation_requests_user_id_idx').on(t.userId)],
);

/** "Online exceptions form": a pass holder applies for an exception (injury, relocation...) over some dates. */
export const onlineExceptions = account.table(
  'online_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    passNumber: text('pass_number').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    status: text('status').$type<'received'>().notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_exceptions_user_id_idx').on(t.userId)],
);

/**
 * Content blocks of the account pages ("auto renew content", "reservations content", "season pass
 * tab content"), seeded with the line and edited without a release.
 */
export const contentBlocks = account.table('content_blocks', {
  key: text('key').primaryKey(),
  heading: text('heading').notNull(),
  paragraphs: jsonb('paragraphs').$type<string[]>().notNull().default([]),
  links: jsonb('links').$type<{ href: string; label: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sitewide alert shown to every visitor until they dismiss it for their session; at most one is active. */
export const sitewideAlerts = account.table('sitewide_alerts', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  linkHref: text('link_href'),
  linkLabel: text('link_label'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The marketing subscribers ("subscriber profile", "email signup"): one per address, with or
 * without an account. `status` is pending until the address's owner follows the mailed link; only
 * the SHA-256 of that link's token is kept, and a newer link replaces it.
 */
export const subscribers = account.table('subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lower-cased, like an account's. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  homeResort: text('home_resort'),
  interests: jsonb('interests').$type<string[]>().notNull().default([]),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').$type<'pending' | 'confirmed'>().notNull().default('pending'),
  tokenHash: text('token_hash').unique(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
