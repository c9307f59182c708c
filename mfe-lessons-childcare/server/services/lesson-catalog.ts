import { asc } from 'drizzle-orm';
import { readCache, type Db } from '@resort/shared/server';
import type { LessonView } from '../../contract';
import { activities, childcareProducts, lessons } from '../schema';
import { describeDuration } from './duration';
import { findResort } from './resorts';

export type LessonRow = typeof lessons.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type ChildcareProductRow = typeof childcareProducts.$inferSelect;

/**
 * The school's catalog (lessons, activities, childcare products) read once per process: only the
 * seed writes it, and it clears this cache when done. Callers get the cached rows themselves and
 * must not change them. Each list is in the order the searches list it.
 */
export interface SchoolCatalog {
  lessons: LessonRow[];
  lessonById: Map<string, LessonRow>;
  activities: ActivityRow[];
  activityById: Map<string, ActivityRow>;
  childcareProducts: ChildcareProductRow[];
}

const cache = readCache<SchoolCatalog>();

export const schoolCatalog = (db: Db): Promise<SchoolCatalog> =>
  cache.get(db, 'catalog', async () => {
    const [lessonRows, activityRows, childcareRows] = await Promise.all([
      db.select().from(lessons).orderBy(asc(lessons.resortId), asc(lessons.type), asc(lessons.price), asc(lessons.id)),
      db.select().from(activities).orderBy(asc(activities.resortId), asc(activities.startTime), asc(activities.id)),
      db
        .select()
        .from(childcareProducts)
        .orderBy(asc(childcareProducts.resortId), asc(childcareProducts.minAgeMonths), asc(childcareProducts.id)),
    ]);
    return {
      lessons: lessonRows,
      lessonById: new Map(lessonRows.map((l) => [l.id, l])),
      activities: activityRows,
      activityById: new Map(activityRows.map((a) => [a.id, a])),
      childcareProducts: childcareRows,
    };
  });

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

/** One lesson, or null when the school has no lesson of that id. */
export async function findLesson({ db, id }: { db: Db; id: string }): Promise<LessonView | null> {
  const row = (await schoolCatalog(db)).lessonById.get(id);
  return row ? toLessonView(row) : null;
}
