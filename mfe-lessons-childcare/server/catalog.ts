import { eq } from 'drizzle-orm';
import { PRODUCT_CANNOT_BE_ADDED, formatDate, parseDate } from '@resort/shared';
import { uuid } from '@resort/shared/contracts';
import {
  SOLD_OUT,
  badRequest,
  conflict,
  notFound,
  type CatalogProvider,
  type Db,
  type ItemRequest,
  type Ledger,
  type LedgerTables,
  type Quote,
} from '@resort/shared/server';
import type { ZodType } from 'zod';
import { ActivityLineOptions, LessonLineOptions } from '../contract';
import { findActivity } from './services/activities';
import { activityLedger, activityTables, lessonLedger, lessonTables } from './services/ledgers';
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
