import { PRODUCT_CANNOT_BE_ADDED, formatDate, parseDate } from '@resort/shared';
import { badRequest, conflict, type CatalogProvider, type Db, type ItemRequest, type Quote } from '@resort/shared/server';
import { ACTIVITY_SEATS, findActivity, findActivitySession } from './activity-service';
import { LESSON_SEATS, findLesson, findLessonSession } from './lesson-service';
import { findResort, isBookableDay } from './resorts';
import { SOLD_OUT, commitHold, placeHold, releaseHold, seatsLeftBySession, type SeatTables } from './seat-ledger';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Priced {
  quote: Quote;
  sessionId: string;
}

/** The checks every seat-based item shares: a real day, a whole positive quantity. */
function checkItem(item: ItemRequest): void {
  if (!ISO_DAY.test(item.date) || !parseDate(item.date)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  if (!Number.isInteger(item.quantity) || item.quantity < 1) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
}

/** A provider whose units are seats of a dated session (lessons, activities). */
function seatProvider(
  db: Db,
  line: string,
  tables: SeatTables,
  price: (item: ItemRequest) => Promise<Priced>,
): CatalogProvider {
  const quoteWithSession = async (item: ItemRequest): Promise<Priced> => {
    checkItem(item);
    const priced = await price(item);
    const left = (await seatsLeftBySession(db, tables, [priced.sessionId])).get(priced.sessionId) ?? 0;
    if (left < item.quantity) throw conflict(SOLD_OUT);
    return priced;
  };
  return {
    line,
    quote: async (item) => (await quoteWithSession(item)).quote,
    async hold(item, cartId, ttlSeconds) {
      const { sessionId } = await quoteWithSession(item);
      return placeHold(db, tables, { sessionId, cartId, quantity: item.quantity, ttlSeconds });
    },
    release: (holdId) => releaseHold(db, tables, holdId),
    commit: (holdId, orderId, tx) => commitHold(tx, tables, holdId, orderId),
  };
}

/** productId = lesson id, date = lesson day, quantity = participants, each named at checkout. */
export function lessonsProvider(db: Db): CatalogProvider {
  return seatProvider(db, 'lessons', LESSON_SEATS, async (item) => {
    const lesson = await findLesson(db, item.productId);
    const resort = lesson && findResort(lesson.resortId);
    if (!lesson || !resort || !isBookableDay(resort, item.date)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    const session = await findLessonSession(db, lesson.id, item.date);
    if (!session) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    return {
      sessionId: session.id,
      quote: {
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
      },
    };
  });
}

/** productId = activity id, date = activity day, quantity = places. */
export function activitiesProvider(db: Db): CatalogProvider {
  return seatProvider(db, 'activities', ACTIVITY_SEATS, async (item) => {
    const activity = await findActivity(db, item.productId);
    const resort = activity && findResort(activity.resortId);
    if (!activity || !resort || !isBookableDay(resort, item.date)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    const session = await findActivitySession(db, activity.id, item.date);
    if (!session) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    return {
      sessionId: session.id,
      quote: {
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
      },
    };
  });
}
