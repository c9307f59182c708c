import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  DOB_BELOW_MIN_AGE,
  DOB_EXCEEDS_MAX_AGE,
  PRODUCT_CANNOT_BE_ADDED,
  REQUIRED_FIELD,
  formatDate,
  isoFromInput,
  parseDate,
} from '@resort/shared';
import { uuid } from '@resort/shared/contracts';
import {
  SOLD_OUT,
  badRequest,
  conflict,
  notFound,
  type CatalogProvider,
  type ConfigureField,
  type Db,
  type ItemRequest,
  type Ledger,
  type LedgerTables,
  type Quote,
  type UnmetRequirement,
} from '@resort/shared/server';
import type { ZodType } from 'zod';
import { ActivityLineOptions, ChildcareLineOptions, GUARDIAN_NAME_LABEL, GUARDIAN_PHONE_LABEL, LessonLineOptions } from '../contract';
import { findChildcareProduct } from './services/childcare';
import { findActivity } from './services/activities';
import { activityLedger, activityTables, childcareLedger, childcareTables, lessonLedger, lessonTables } from './services/ledgers';
import { findLesson } from './services/lessons';
import { findResort, isBookableDay } from './services/resorts';

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
  /** Prices the item, or refuses it with PRODUCT_CANNOT_BE_ADDED; the resource is the product id. */
  price(item: ItemRequest): Promise<Quote>;
}

/**
 * A provider whose units are seats of a product on a day (lessons, activities), kept by the
 * shared ledger under the product's id.
 */
function seatProvider(db: Db, { line, options, ledger, tables, price }: SeatLine): CatalogProvider {
  const unitsOf = (item: ItemRequest) => [{ resourceId: item.productId, day: item.date, quantity: item.quantity }];

  const quote = async (item: ItemRequest): Promise<Quote> => {
    checkItem(item);
    const priced = await price(item);
    const [day] = await ledger.availability(db, { resourceIds: [item.productId], from: item.date, to: item.date });
    // No capacity row: the product is not offered that day.
    if (!day) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    if (day.available < item.quantity) throw conflict(SOLD_OUT);
    return priced;
  };

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
      await quote(item);
      return ledger.place(db, { units: unitsOf(item), cartId, ttlSeconds });
    },
    async release(holdId) {
      if (uuid.safeParse(holdId).success) await ledger.release(db, holdId);
    },
    extend: (holdId, ttlSeconds) => ledger.extend(db, holdId, ttlSeconds),
    async commit(holdId, orderId, tx) {
      if (!(await placedHere(tx, holdId))) throw notFound();
      await ledger.commit(tx, holdId, orderId);
    },
    async revert(holdId, orderId, tx, ttlSeconds) {
      if (uuid.safeParse(holdId).success) await ledger.revert(tx, holdId, orderId, ttlSeconds);
    },
  };
}

/** productId = lesson id, date = lesson day, quantity = participants, each named at checkout. */
export function lessonsProvider(db: Db): CatalogProvider {
  return seatProvider(db, {
    line: 'lessons',
    options: LessonLineOptions,
    ledger: lessonLedger,
    tables: lessonTables,
    async price(item) {
      const lesson = await findLesson({ db, id: item.productId });
      const resort = lesson && findResort(lesson.resortId);
      if (!lesson || !resort || !isBookableDay(resort, item.date)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      return {
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
        unitPrice: lesson.price,
        currency: lesson.currency,
        taxRateBp: resort.taxRateBp,
        assignment: { minAge: lesson.minAge, maxAge: lesson.maxAge },
        display: { date: formatDate(parseDate(item.date)!), duration: lesson.duration },
      };
    },
  });
}

/** productId = activity id, date = activity day, quantity = places. */
export function activitiesProvider(db: Db): CatalogProvider {
  return seatProvider(db, {
    line: 'activities',
    options: ActivityLineOptions,
    ledger: activityLedger,
    tables: activityTables,
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
