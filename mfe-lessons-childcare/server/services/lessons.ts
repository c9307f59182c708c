import { and, asc, eq, inArray } from 'drizzle-orm';
import { parseLessonsQuery } from '@resort/shared';
import { badRequest, notFound, type Db } from '@resort/shared/server';
import { LESSON_AGE_GROUPS, type LessonOffer, type LessonSearchRequest, type LessonSearchResponse, type LessonView } from '../../contract';
import { lessons } from '../schema';
import { describeDuration } from './duration';
import { lessonLedger } from './ledgers';
import { findResort, isBookableDay, resortsOf } from './resorts';

type LessonRow = typeof lessons.$inferSelect;

export function toLessonView(row: LessonRow): LessonView {
  return {
    id: row.id,
    resortId: row.resortId,
    resortName: findResort(row.resortId)?.name ?? row.resortId,
    sport: row.sport,
    type: row.type,
    ageGroup: row.ageGroup,
    minAge: row.minAge,
    maxAge: row.maxAge,
    level: row.level,
    title: row.title,
    description: row.description,
    durationMinutes: row.durationMinutes,
    duration: describeDuration(row.durationMinutes),
    price: row.price,
    currency: row.currency,
  };
}

/** Age groups a search's age stands for: an age group id, or a whole age in years. */
export function ageGroupsFor(age: string): string[] {
  const group = LESSON_AGE_GROUPS.find((g) => g.id === age);
  if (group) return [group.id];
  if (!/^\d{1,3}$/.test(age)) return [];
  const years = Number(age);
  return LESSON_AGE_GROUPS.filter((g) => years >= g.minAge && (g.maxAge === null || years <= g.maxAge)).map((g) => g.id);
}

/**
 * Seats still free per lesson on one day; a lesson absent from the map is not held that day
 * (the ledger has no capacity row for it).
 */
async function seatsLeftOn(db: Db, lessonIds: string[], day: string): Promise<Map<string, number>> {
  const days = await lessonLedger.availability(db, { resourceIds: lessonIds, from: day, to: day });
  return new Map(days.map((d) => [d.resourceId, d.available]));
}

/**
 * The lessons held on the searched day that fit the search, group lessons first, with the seats
 * still free. The widget's checks (spec section 5) are the shared rule's, as in the browser; an age
 * or level the school does not teach is a valid search that simply finds nothing, and so is a day
 * before the resort's own today.
 */
export async function searchLessons({ db, criteria }: { db: Db; criteria: LessonSearchRequest }): Promise<LessonSearchResponse> {
  const parsed = parseLessonsQuery(criteria);
  if (!parsed.ok) throw badRequest(parsed.message);
  const { sport, age, level, date } = parsed.value;
  const ageGroups = ageGroupsFor(age);
  const resortIds = resortsOf(criteria.resort).filter((id) => {
    const resort = findResort(id);
    return resort && isBookableDay(resort, date);
  });
  if (resortIds.length === 0 || ageGroups.length === 0) return { date, lessons: [] };
  const found = await db
    .select()
    .from(lessons)
    .where(
      and(
        inArray(lessons.resortId, resortIds),
        eq(lessons.sport, sport as LessonRow['sport']),
        eq(lessons.level, level),
        inArray(lessons.ageGroup, ageGroups),
      ),
    )
    .orderBy(asc(lessons.resortId), asc(lessons.type), asc(lessons.price));
  const left = await seatsLeftOn(
    db,
    found.map((l) => l.id),
    date,
  );
  const offers = found.flatMap((lesson): LessonOffer[] => {
    const seatsLeft = left.get(lesson.id);
    if (seatsLeft === undefined) return [];
    return [{ ...toLessonView(lesson), date, seatsLeft, soldOut: seatsLeft === 0 }];
  });
  return { date, lessons: offers };
}

/** One lesson, or null when the school has no lesson of that id. */
export async function findLesson({ db, id }: { db: Db; id: string }): Promise<LessonView | null> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  return row ? toLessonView(row) : null;
}

/** One lesson in detail; an id the school does not offer is a 404. */
export async function lessonDetail({ db, id }: { db: Db; id: string }): Promise<LessonView> {
  const lesson = await findLesson({ db, id });
  if (!lesson) throw notFound('This lesson is not offered.');
  return lesson;
}
