import { and, asc, eq, inArray } from 'drizzle-orm';
import { parseLessonsQuery } from '@resort/shared';
import { badRequest, notFound, type Db } from '@resort/shared/server';
import {
  LESSON_AGE_GROUPS,
  PRIVATE_LESSON_MAX_PARTICIPANTS,
  type LessonOffer,
  type LessonSearchRequest,
  type LessonSearchResponse,
  type LessonView,
} from '../../contract';
import { lessons } from '../schema';
import { findLesson, toLessonView, type LessonRow } from './lesson-catalog';
import { lessonLedger } from './ledgers';
import { freeInstructors } from './private-lessons';
import { findResort, isBookableDay, resortsOf } from './resorts';

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
  const groupIds = found.filter((l) => l.type === 'group').map((l) => l.id);
  const left = await seatsLeftOn(db, groupIds, date);
  // A private lesson is bookable while an instructor of its sport has a free block that day.
  const privateFree = new Map<string, number>();
  for (const sportAt of new Set(found.filter((l) => l.type === 'private').map((l) => `${l.resortId}|${l.sport}`))) {
    const [resortId, sport] = sportAt.split('|');
    const free = await freeInstructors(db, { resortId, sport: sport as LessonRow['sport'] }, date);
    if (free.size) privateFree.set(sportAt, Math.max(...free.values()));
  }
  const offers = found.flatMap((lesson): LessonOffer[] => {
    if (lesson.type === 'private') {
      const free = privateFree.get(`${lesson.resortId}|${lesson.sport}`);
      if (free === undefined) return [];
      // Places for a private lesson are its participants, as long as an instructor is free.
      const seatsLeft = free > 0 ? PRIVATE_LESSON_MAX_PARTICIPANTS : 0;
      return [{ ...toLessonView(lesson), date, seatsLeft, soldOut: seatsLeft === 0 }];
    }
    const seatsLeft = left.get(lesson.id);
    if (seatsLeft === undefined) return [];
    return [{ ...toLessonView(lesson), date, seatsLeft, soldOut: seatsLeft === 0 }];
  });
  return { date, lessons: offers };
}

/** One lesson in detail; an id the school does not offer is a 404. */
export async function lessonDetail({ db, id }: { db: Db; id: string }): Promise<LessonView> {
  const lesson = await findLesson({ db, id });
  if (!lesson) throw notFound('This lesson is not offered.');
  return lesson;
}
