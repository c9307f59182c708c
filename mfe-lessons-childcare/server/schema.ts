import { sql } from 'drizzle-orm';
import { date, index, integer, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

// Three schemas owned by this line; one migrations journal ('lessons') covers all of them.
export const lessonsSchema = pgSchema('lessons');
export const childcareSchema = pgSchema('childcare');
export const activitiesSchema = pgSchema('activities');

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

export const lessonSessions = lessonsSchema.table(
  'lesson_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [unique('lesson_sessions_lesson_day').on(t.lessonId, t.day), index('lesson_sessions_day').on(t.day)],
);

export const lessonHolds = lessonsSchema.table(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => lessonSessions.id, { onDelete: 'cascade' }),
    cartId: text('cart_id').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<HoldStatus>().notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('lesson_holds_session').on(t.sessionId, t.status)],
);

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

export const childcareDays = childcareSchema.table(
  'product_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => childcareProducts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [unique('childcare_days_product_day').on(t.productId, t.day)],
);

export const activities = activitiesSchema.table('activities', {
  id: text('id').primaryKey(),
  resortId: text('resort_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  startTime: text('start_time').notNull(),
  price: integer('price').notNull(),
  currency: text('currency').notNull(),
});

export const activitySessions = activitiesSchema.table(
  'activity_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [unique('activity_sessions_activity_day').on(t.activityId, t.day), index('activity_sessions_day').on(t.day)],
);

export const activityHolds = activitiesSchema.table(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => activitySessions.id, { onDelete: 'cascade' }),
    cartId: text('cart_id').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<HoldStatus>().notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('activity_holds_session').on(t.sessionId, t.status)],
);

export type HoldStatus = 'held' | 'released' | 'committed';
