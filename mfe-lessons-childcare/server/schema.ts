import { boolean, date, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingTables, ledgerTables } from '@resort/shared/server';

// Three schemas owned by this line; one migrations journal ('lessons') covers all of them.
export const lessonsSchema = pgSchema('lessons');
export const childcareSchema = pgSchema('childcare');
export const activitiesSchema = pgSchema('activities');

// Places are kept by the store's one capacity ledger, a pair of tables in each schema:
// lessons: resource = lesson id, a seat per participant; activities: resource = activity id;
// childcare: resource = childcare product id, a space per child. A capacity row per day the
// product is offered.
// Exported one by one: drizzle-kit finds tables only among a schema file's own exports.
export const { capacity: lessonCapacity, holds: lessonLedgerHolds } = ledgerTables(lessonsSchema);
export const { capacity: activityCapacity, holds: activityLedgerHolds } = ledgerTables(activitiesSchema);
export const { capacity: childcareCapacity, holds: childcareLedgerHolds } = ledgerTables(childcareSchema);

// What each schema's orders sold, for the account's reservations (shared/src/server/bookings.ts).
export const lessonBookings = bookingTables(lessonsSchema);
export const activityBookings = bookingTables(activitiesSchema);
export const childcareBookings = bookingTables(childcareSchema);

export const lessons = lessonsSchema.table('lessons', {
  id: text('id').primaryKey(),
  resortId: text('resort_id').notNull(),
  sport: text('sport').$type<'ski' | 'snowboard'>().notNull(),
  type: text('type').$type<'group' | 'private'>().notNull(),
  ageGroup: text('age_group').notNull(),
  minAge: integer('min_age').notNull(),
  maxAge: integer('max_age'),
  level: text('level').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
});

export const childcareProducts = childcareSchema.table('products', {
  id: text('id').primaryKey(),
  resortId: text('resort_id').notNull(),
  ageGroup: text('age_group').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  minAgeMonths: integer('min_age_months').notNull(),
  maxAgeMonths: integer('max_age_months').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
});

export const activities = activitiesSchema.table('activities', {
  id: text('id').primaryKey(),
  resortId: text('resort_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  startTime: text('start_time').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
  /** The times ('HH:mm') it runs each day, chosen in "configure activities"; empty: only `start_time`. */
  timeSlots: jsonb('time_slots').$type<string[]>().notNull().default([]),
  /** The youngest participant it takes, in years. */
  minAge: integer('min_age').notNull().default(0),
});

/** Ski school change requests (spec section 7, "ski school change request POST"), answered by the school's desk. */
export const changeRequests = lessonsSchema.table('change_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  orderNumber: text('order_number').notNull(),
  lessonDate: date('lesson_date', { mode: 'string' }).notNull(),
  kind: text('kind').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The markers of the lessons location map (spec section 7 "location map GET"): where lessons and
 * childcare meet at each resort, at a place of the resort map. Seeded; the operator edits them.
 */
export const mapMarkers = lessonsSchema.table(
  'map_markers',
  {
    resortId: text('resort_id').notNull(),
    id: text('id').notNull(),
    kind: text('kind').$type<'lessons' | 'childcare'>().notNull(),
    label: text('label').notNull(),
    detail: text('detail').notNull(),
    /** A place of the resort map ('school', 'children', 'baseLodge', ...). */
    place: text('place').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.resortId, t.id] })],
);

/**
 * Each resort's weekly programme of mountain events (spec section 7 "mountain events POST"): what
 * happens on which ISO weekday, where and whether it is free. Seeded; the operator edits it.
 */
export const mountainEvents = activitiesSchema.table(
  'mountain_events',
  {
    resortId: text('resort_id').notNull(),
    key: text('key').notNull(),
    /** ISO weekday, Monday 1. */
    weekday: integer('weekday').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    startTime: text('start_time').notNull(),
    place: text('place').notNull(),
    free: boolean('free').notNull().default(true),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.resortId, t.key] })],
);
