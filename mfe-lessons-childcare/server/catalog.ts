import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { PRODUCT_CANNOT_BE_ADDED, soldOut } from '@resort/shared/core';
import { DOB_BELOW_MIN_AGE, DOB_EXCEEDS_MAX_AGE, REQUIRED_FIELD } from '@resort/shared/rules';
import { formatDate, isoFromInput, parseDate } from '@resort/shared/dates';
import { uuid } from '@resort/shared/contracts';
import {
  SOLD_OUT,
  badRequest,
  notFound,
  type CatalogProvider,
  type ConfigurableItem,
  type ConfigureField,
  type Db,
  type ItemConfiguration,
  type ItemRequest,
  type BookingBook,
  type Ledger,
  type LedgerUnit,
  type LedgerTables,
  type Quote,
  type UnmetRequirement,
} from '@resort/shared/server';
import type { ZodType } from 'zod';
import {
  ABILITY_LEVEL_LABEL,
  ACTIVITY_AGE_INVALID,
  ACTIVITY_PARTICIPANT_AGE_LABEL,
  ACTIVITY_PARTICIPANT_NAME_LABEL,
  ACTIVITY_TIME_SLOT_LABEL,
  ACTIVITY_TIME_SLOT_REQUIRED,
  activityTooYoung,
  ActivityLineOptions,
  ChildcareLineOptions,
  GUARDIAN_NAME_LABEL,
  GUARDIAN_PHONE_LABEL,
  LESSON_LEVELS,
  LessonLineOptions,
  PARTICIPANT_NOTES_LABEL,
  PRIVATE_LESSON_MAX_PARTICIPANTS,
  type ActivityView,
  type LessonView,
} from '../contract';
import { findChildcareProduct } from './services/childcare';
import { findActivity } from './services/activities';
import {
  activityBook,
  activityLedger,
  activityTables,
  childcareBook,
  childcareLedger,
  childcareTables,
  lessonBook,
  lessonLedger,
  lessonTables,
} from './services/ledgers';
import { findLesson } from './services/lesson-catalog';
import { levelProblem } from './services/participants';
import { durationOf, endTime, privatePricePerParticipant, privateUnits } from './services/private-lessons';
import { findResort, isBookableDay } from './services/resorts';
import { ACTIVITIES_CART_CALLS, CHILDCARE_CART_CALLS, LESSONS_CART_CALLS } from './cart-calls';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The checks every seat-based item shares: a real day, a whole positive quantity. */
function checkItem(item: ItemRequest): void {
  if (!ISO_DAY.test(item.date) || !parseDate(item.date)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  if (!Number.isInteger(item.quantity) || item.quantity < 1) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
}

interface SeatLine {
  line: string;
  options: ZodType;
  ledger: Ledger;
  tables: LedgerTables;
  /** Where the line files what an order sold, for the account's reservations. */
  book: BookingBook;
  /**
   * Prices the item, or refuses it with PRODUCT_CANNOT_BE_ADDED. The units it holds are its
   * quantity of the product id's seats unless the price says otherwise (a private lesson's instructor).
   */
  price(item: ItemRequest): Promise<Quote & { units?: LedgerUnit[] }>;
}

/**
 * A provider whose units are seats of a product on a day (lessons, activities), kept by the
 * shared ledger under the product's id.
 */
function seatProvider(db: Db, { line, options, ledger, tables, book, price }: SeatLine): CatalogProvider {
  const priced = async (item: ItemRequest): Promise<{ quote: Quote; units: LedgerUnit[] }> => {
    checkItem(item);
    const { units, ...quote } = await price(item);
    const held = units ?? [{ resourceId: item.productId, day: item.date, quantity: item.quantity }];
    const days = await ledger.availability(db, { resourceIds: held.map((u) => u.resourceId), from: item.date, to: item.date });
    for (const unit of held) {
      const day = days.find((d) => d.resourceId === unit.resourceId && d.day === unit.day);
      // No capacity row: the product is not offered that day.
      if (!day) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      if (day.available < unit.quantity) throw soldOut(SOLD_OUT);
    }
    return { quote, units: held };
  };
  const quote = async (item: ItemRequest): Promise<Quote> => (await priced(item)).quote;

  /** Hold ids are the ledger's uuids; anything else was never placed here. */
  const placedHere = async (tx: Db, holdId: string) => {
    if (!uuid.safeParse(holdId).success) return false;
    const [row] = await tx.select({ id: tables.holds.id }).from(tables.holds).where(eq(tables.holds.holdId, holdId)).limit(1);
    return Boolean(row);
  };

  return {
    line,
    options,
    quote,
    async hold(item, cartId, ttlSeconds) {
      const { units } = await priced(item);
      return ledger.place(db, { units, cartId, ttlSeconds });
    },
    async release(holdId) {
      if (uuid.safeParse(holdId).success) await ledger.release(db, holdId);
    },
    extend: (holdId, ttlSeconds) => ledger.extend(db, holdId, ttlSeconds),
    async commit(holdId, orderId, tx, booking) {
      if (!(await placedHere(tx, holdId))) throw notFound();
      await ledger.commit(tx, holdId, orderId);
      if (booking) await book.record(tx, holdId, orderId, booking);
    },
    async revert(holdId, orderId, tx, ttlSeconds) {
      if (uuid.safeParse(holdId).success) await ledger.revert(tx, holdId, orderId, ttlSeconds);
    },
  };
}

/** The participant fields a lesson adds to the named person checkout assigns to each place. */
const participantFields: ConfigureField[] = [
  {
    key: 'abilityLevel',
    kind: 'select',
    label: ABILITY_LEVEL_LABEL,
    perUnit: true,
    required: true,
    options: LESSON_LEVELS.map((l) => ({ value: l, label: l })),
  },
  { key: 'notes', kind: 'text', label: PARTICIPANT_NOTES_LABEL, perUnit: true, required: false },
];

/**
 * productId = lesson id, date = lesson day, quantity = participants. Each participant is the person
 * checkout assigns to a place (name and date of birth, checked against the age group) with an
 * ability level, which must be the lesson's, and notes for the instructor. A group lesson holds a
 * seat per participant; a private lesson (options: duration, start time) holds an instructor for
 * each block it takes and is priced per participant by the private pricing table.
 */
export function lessonsProvider(db: Db): CatalogProvider {
  const lessonOf = async (item: ItemRequest): Promise<LessonView> => {
    const lesson = await findLesson({ db, id: item.productId });
    const resort = lesson && findResort(lesson.resortId);
    if (!lesson || !resort || !isBookableDay(resort, item.date)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    return lesson;
  };
  const seats = seatProvider(db, {
    line: 'lessons',
    options: LessonLineOptions,
    ledger: lessonLedger,
    tables: lessonTables,
    book: lessonBook,
    async price(item): Promise<Quote & { units?: LedgerUnit[] }> {
      const lesson = await lessonOf(item);
      const resort = findResort(lesson.resortId)!;
      const { duration, startTime } = LessonLineOptions.parse(item.options ?? {});
      const base = {
        line: 'lessons',
        productId: lesson.id,
        sku: `LES-${lesson.id.toUpperCase()}`,
        title: lesson.title,
        description: `${lesson.title} (${lesson.ageGroup}) at ${resort.name}`,
        resortId: resort.id,
        resortName: resort.name,
        timeZone: resort.timeZone,
        date: item.date,
        quantity: item.quantity,
        currency: lesson.currency,
        taxRateBp: resort.taxRateBp,
        assignment: { minAge: lesson.minAge, maxAge: lesson.maxAge },
      };
      const day = formatDate(parseDate(item.date)!);
      if (lesson.type === 'group') {
        if (duration || startTime) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
        return { ...base, unitPrice: lesson.price, display: { date: day, duration: lesson.duration } };
      }
      const length = duration && durationOf(duration);
      const starts: readonly string[] = length ? length.starts : [];
      if (!length || !startTime || !starts.includes(startTime) || item.quantity > PRIVATE_LESSON_MAX_PARTICIPANTS) {
        throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      }
      return {
        ...base,
        sku: `LES-${lesson.id.toUpperCase()}-${length.id.toUpperCase()}`,
        description: `${lesson.title} (${lesson.ageGroup}), ${length.label} from ${startTime}, at ${resort.name}`,
        unitPrice: privatePricePerParticipant(lesson.price, length.id, item.quantity),
        display: { date: day, duration: length.label, startTime: `${startTime}-${endTime(startTime, length.minutes)}` },
        units: privateUnits(lesson, item.date, length.id, startTime),
      };
    },
  });
  return {
    ...seats,
    cartCalls: LESSONS_CART_CALLS,
    configureCall: (item) =>
      item.request.options?.duration
        ? 'private-lesson'
        : (item.quote.assignment?.maxAge ?? 99) < 15
          ? 'child-group-lesson'
          : 'group-lesson',
    configureFields: () => participantFields,
    configure: (_item, answers) => ({
      item: {},
      units: answers.units.map((u) => {
        const out: Record<string, unknown> = {};
        if (typeof u.abilityLevel === 'string') out.abilityLevel = u.abilityLevel;
        if (typeof u.notes === 'string') out.notes = u.notes.trim().slice(0, 500);
        // The traveler the cart assigns travels through here too; the cart checks its age.
        if (u.traveler !== undefined) out.traveler = u.traveler;
        return out;
      }),
    }),
    async requirements(item) {
      const lesson = await findLesson({ db, id: item.request.productId });
      if (!lesson) return [{ message: PRODUCT_CANNOT_BE_ADDED }];
      const unmet: UnmetRequirement[] = [];
      for (let unitIndex = 0; unitIndex < item.request.quantity; unitIndex += 1) {
        const problem = levelProblem(lesson, item.configuration.units[unitIndex]?.abilityLevel);
        if (problem) unmet.push({ message: problem, key: 'abilityLevel', unitIndex });
      }
      return unmet;
    },
  };
}

/** What an activity asks of its buyer in checkout: the time it goes, then each participant's name and age. */
const activityFields = (activity: ActivityView): ConfigureField[] => [
  {
    key: 'timeSlot',
    kind: 'select',
    label: ACTIVITY_TIME_SLOT_LABEL,
    perUnit: false,
    required: true,
    options: activity.timeSlots.map((t) => ({ value: t, label: t })),
  },
  { key: 'participantName', kind: 'text', label: ACTIVITY_PARTICIPANT_NAME_LABEL, perUnit: true, required: true },
  {
    key: 'participantAge',
    kind: 'number',
    label: ACTIVITY_PARTICIPANT_AGE_LABEL,
    perUnit: true,
    required: true,
    min: activity.minAge,
    max: 120,
  },
];

/** An age as typed or sent: whole years, or null when it is none. */
const wholeYears = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 120 ? n : null;
};

/**
 * productId = activity id, date = activity day, quantity = places. "Configure activities" asks
 * the time slot (one the activity runs) and each participant's name and age (the activity's
 * youngest age), refuses a wrong answer in words and keeps the cart from completing without them.
 */
export function activitiesProvider(db: Db): CatalogProvider {
  const activityOf = async (item: ConfigurableItem) => {
    const activity = await findActivity({ db, id: item.request.productId });
    if (!activity) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    return activity;
  };
  const seats = seatProvider(db, {
    line: 'activities',
    options: ActivityLineOptions,
    ledger: activityLedger,
    tables: activityTables,
    book: activityBook,
    async price(item) {
      const activity = await findActivity({ db, id: item.productId });
      const resort = activity && findResort(activity.resortId);
      if (!activity || !resort || !isBookableDay(resort, item.date)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      return {
        line: 'activities',
        productId: activity.id,
        sku: `ACT-${activity.id.toUpperCase()}`,
        title: activity.name,
        description: `${activity.name} at ${resort.name}, ${activity.startTime}`,
        resortId: resort.id,
        resortName: resort.name,
        timeZone: resort.timeZone,
        date: item.date,
        quantity: item.quantity,
        unitPrice: activity.price,
        currency: activity.currency,
        taxRateBp: resort.taxRateBp,
        display: { date: formatDate(parseDate(item.date)!), duration: activity.duration },
      };
    },
  });
  return {
    ...seats,
    cartCalls: ACTIVITIES_CART_CALLS,
    configureCall: () => 'activities',
    configureFields: async (item) => activityFields(await activityOf(item)),
    async configure(item, answers) {
      const activity = await activityOf(item);
      const out: ItemConfiguration = { item: {}, units: [] };
      const slot = answers.item.timeSlot;
      if (slot !== undefined && slot !== null && slot !== '') {
        if (typeof slot !== 'string' || !activity.timeSlots.includes(slot)) throw badRequest(ACTIVITY_TIME_SLOT_REQUIRED);
        out.item.timeSlot = slot;
      }
      out.units = answers.units.map((u) => {
        const unit: Record<string, unknown> = {};
        if (typeof u.participantName === 'string' && u.participantName.trim())
          unit.participantName = u.participantName.trim().slice(0, 100);
        if (u.participantAge !== undefined && u.participantAge !== null && u.participantAge !== '') {
          const age = wholeYears(u.participantAge);
          if (age === null) throw badRequest(ACTIVITY_AGE_INVALID);
          if (age < activity.minAge) throw badRequest(activityTooYoung(activity.name, activity.minAge));
          unit.participantAge = age;
        }
        return unit;
      });
      return out;
    },
    async requirements(item) {
      const activity = await findActivity({ db, id: item.request.productId });
      if (!activity) return [{ message: PRODUCT_CANNOT_BE_ADDED }];
      const { item: answers, units } = item.configuration;
      const unmet: UnmetRequirement[] = [];
      if (typeof answers.timeSlot !== 'string' || !activity.timeSlots.includes(answers.timeSlot))
        unmet.push({ message: ACTIVITY_TIME_SLOT_REQUIRED, key: 'timeSlot' });
      for (let unitIndex = 0; unitIndex < item.request.quantity; unitIndex += 1) {
        const unit = units[unitIndex] ?? {};
        if (typeof unit.participantName !== 'string' || !unit.participantName)
          unmet.push({ message: REQUIRED_FIELD, key: 'participantName', unitIndex });
        const age = wholeYears(unit.participantAge);
        if (age === null) unmet.push({ message: REQUIRED_FIELD, key: 'participantAge', unitIndex });
        else if (age < activity.minAge)
          unmet.push({ message: activityTooYoung(activity.name, activity.minAge), key: 'participantAge', unitIndex });
      }
      return unmet;
    },
  };
}

const NAME_FIELDS = ['childFirstName', 'childLastName'] as const;

/** A child's age in whole months on the care day (the age groups are set in months: infant 2-18, toddler 19-35). */
export const ageInMonths = (dobIso: string, dayIso: string): number =>
  Math.floor(DateTime.fromISO(dayIso).diff(DateTime.fromISO(dobIso), 'months').months);

/** The fields of a childcare day in checkout's configure step: the guardian, then each child. */
const childcareFields: ConfigureField[] = [
  { key: 'guardianName', kind: 'text', label: GUARDIAN_NAME_LABEL, perUnit: false, required: true },
  { key: 'guardianPhone', kind: 'tel', label: GUARDIAN_PHONE_LABEL, perUnit: false, required: true },
  { key: 'childFirstName', kind: 'text', label: "Child's first name", perUnit: true, required: true },
  { key: 'childLastName', kind: 'text', label: "Child's last name", perUnit: true, required: true },
  { key: 'childDateOfBirth', kind: 'date', label: "Child's date of birth", perUnit: true, required: true },
  { key: 'notes', kind: 'text', label: 'Allergies, medication or notes (optional)', perUnit: true, required: false },
];

/** Each answer kept as text, trimmed and bounded; the date of birth as ISO when it reads as a date. */
function keepText(values: Record<string, unknown>, perUnit: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of childcareFields) {
    if (f.perUnit !== perUnit) continue;
    const v = values[f.key];
    if (typeof v !== 'string') continue;
    out[f.key] = f.kind === 'date' ? (isoFromInput(v.trim()) ?? v.trim()) : v.trim().slice(0, 200);
  }
  return out;
}

/**
 * productId = an age group's care at a resort, date = the care day, quantity = children. The
 * guardian and every child are named in checkout, each child's age in months checked against the
 * age group (the spec's DOB messages).
 */
export function childcareProvider(db: Db): CatalogProvider {
  const seats = seatProvider(db, {
    line: 'childcare',
    options: ChildcareLineOptions,
    ledger: childcareLedger,
    tables: childcareTables,
    book: childcareBook,
    async price(item) {
      const product = await findChildcareProduct(db, item.productId);
      const resort = product && findResort(product.resortId);
      if (!product || !resort) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      return {
        line: 'childcare',
        productId: product.id,
        sku: `CC-${product.id.toUpperCase()}`,
        title: product.title,
        description: `${product.title} at ${resort.name}`,
        resortId: resort.id,
        resortName: resort.name,
        timeZone: resort.timeZone,
        date: item.date,
        quantity: item.quantity,
        unitPrice: product.price,
        currency: product.currency,
        taxRateBp: resort.taxRateBp,
        display: { date: formatDate(parseDate(item.date)!), duration: 'Full day' },
      };
    },
  });
  return {
    ...seats,
    cartCalls: CHILDCARE_CART_CALLS,
    configureCall: () => 'childcare',
    configureFields: () => childcareFields,
    configure: (_item, answers) => ({ item: keepText(answers.item, false), units: answers.units.map((u) => keepText(u, true)) }),
    async requirements(item) {
      const unmet: UnmetRequirement[] = [];
      const answers = item.configuration;
      for (const key of ['guardianName', 'guardianPhone']) {
        if (!answers.item[key]) unmet.push({ message: REQUIRED_FIELD, key });
      }
      const product = await findChildcareProduct(db, item.request.productId);
      for (let unitIndex = 0; unitIndex < item.request.quantity; unitIndex += 1) {
        const child = answers.units[unitIndex] ?? {};
        for (const key of NAME_FIELDS) if (!child[key]) unmet.push({ message: REQUIRED_FIELD, key, unitIndex });
        const dob = typeof child.childDateOfBirth === 'string' ? child.childDateOfBirth : '';
        if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || !DateTime.fromISO(dob).isValid) {
          unmet.push({ message: REQUIRED_FIELD, key: 'childDateOfBirth', unitIndex });
          continue;
        }
        const months = ageInMonths(dob, item.request.date);
        if (product && months > product.maxAgeMonths) unmet.push({ message: DOB_EXCEEDS_MAX_AGE, key: 'childDateOfBirth', unitIndex });
        else if (product && months < product.minAgeMonths) unmet.push({ message: DOB_BELOW_MIN_AGE, key: 'childDateOfBirth', unitIndex });
      }
      return unmet;
    },
  };
}
