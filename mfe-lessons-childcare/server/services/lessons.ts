import { parseLessonsQuery } from '@resort/shared/rules';
import { badRequest, notFound, type Db } from '@resort/shared/server';
import {
  LESSON_AGE_GROUPS,
  PRIVATE_LESSON_MAX_PARTICIPANTS,
  type LessonOffer,
  type LessonsListBody,
  type LessonsPage,
  type LessonSearchRequest,
  type LessonSearchResponse,
  type LessonView,
} from '../../contract';
import type { z } from '@resort/shared/contracts';
import { findLesson, schoolCatalog, toLessonView } from './lesson-catalog';
import { lessonLedger } from './ledgers';
import { freeBlocks, privateResources } from './private-lessons';
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
  const wantedGroups = new Set(ageGroups);
  const found = (await schoolCatalog(db)).lessons.filter(
    (l) => resortIds.includes(l.resortId) && l.sport === sport && l.level === level && wantedGroups.has(l.ageGroup),
  );
  // Group lessons' seats and private instructors' blocks are one ledger: one availability query for both.
  const privateSports = [...new Map(found.filter((l) => l.type === 'private').map((l) => [`${l.resortId}|${l.sport}`, l])).values()];
  const resourceIds = [...found.filter((l) => l.type === 'group').map((l) => l.id), ...privateSports.flatMap(privateResources)];
  const left = new Map(
    (resourceIds.length ? await lessonLedger.availability(db, { resourceIds, from: date, to: date }) : []).map((d) => [
      d.resourceId,
      d.available,
    ]),
  );
  // A private lesson is bookable while an instructor of its sport has a free block that day.
  const privateFree = new Map<string, number>();
  for (const l of privateSports) {
    const free = freeBlocks(l, left);
    if (free.size) privateFree.set(`${l.resortId}|${l.sport}`, Math.max(...free.values()));
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

export type LessonsListCriteria = z.output<typeof LessonsListBody>;

/**
 * "Lessons" (spec section 7): the school's catalog narrowed by resort, sport and type, a page at a
 * time, in the catalog's order (resort, type, price). A page past the end is empty, with the total.
 */
export async function listLessons({ db, criteria }: { db: Db; criteria: LessonsListCriteria }): Promise<LessonsPage> {
  const { lessons } = await schoolCatalog(db);
  const matching = lessons.filter(
    (l) =>
      (!criteria.resort || l.resortId === criteria.resort) &&
      (!criteria.sport || l.sport === criteria.sport) &&
      (!criteria.type || l.type === criteria.type),
  );
  const { page, pageSize } = criteria;
  return {
    lessons: matching.slice((page - 1) * pageSize, page * pageSize).map(toLessonView),
    page,
    pageSize,
    total: matching.length,
    pageCount: Math.ceil(matching.length / pageSize),
  };
}
