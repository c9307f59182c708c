import { eq } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import type { LessonView } from '../../contract';
import { lessons } from '../schema';
import { describeDuration } from './duration';
import { findResort } from './resorts';

export type LessonRow = typeof lessons.$inferSelect;

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
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  return row ? toLessonView(row) : null;
}
