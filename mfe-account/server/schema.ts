import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pass_holder_credits_user_id_idx').on(t.userId)],
);
