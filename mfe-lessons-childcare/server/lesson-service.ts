import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import { describeDuration } from './duration';
import { findResort, isBookableDay } from './resorts';
import { lessonSessions, lessons } from './schema';
import { seatsLeftBySession, type SeatTables } from './seat-ledger';

export const LESSON_SEATS: SeatTables = { sessions: 'lessons.lesson_sessions', holds: 'lessons.holds' };

export interface LessonView {
  id: string;
  resortId: string;
  resortName: string;
  sport: 'ski' | 'snowboard';
  type: 'group' | 'private';
  ageGroup: string;
  minAge: number;
  maxAge: number | null;
  level: string;
  title: string;
  description: string;
  durationMinutes: number;
  duration: string;
  /** Per participant, integer minor units. */
  price: number;
  currency: string;
}

export interface LessonOffer extends LessonView {
  /** ISO yyyy-MM-dd */
  date: string;
  seatsLeft: number;
  soldOut: boolean;
}

export interface LessonSearch {
  sport: string;
  /** Age groups that fit the participant. */
  ageGroups: string[];
  level: string;
  /** ISO yyyy-MM-dd */
  date: string;
  resortIds: string[];
}

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

/** Lessons held on the day that fit the search, group lessons first, with the seats still free. */
export async function searchLessons(db: Db, search: LessonSearch): Promise<LessonOffer[]> {
  const resortIds = search.resortIds.filter((id) => {
    const resort = findResort(id);
    return resort && isBookableDay(resort, search.date);
  });
  if (resortIds.length === 0 || search.ageGroups.length === 0) return [];
  const found = await db
    .select({ lesson: lessons, sessionId: lessonSessions.id })
    .from(lessons)
    .innerJoin(lessonSessions, and(eq(lessonSessions.lessonId, lessons.id), eq(lessonSessions.day, search.date)))
    .where(
      and(
        inArray(lessons.resortId, resortIds),
        eq(lessons.sport, search.sport as LessonRow['sport']),
        eq(lessons.level, search.level),
        inArray(lessons.ageGroup, search.ageGroups),
      ),
    )
    .orderBy(asc(lessons.resortId), asc(lessons.type), asc(lessons.price));
  const left = await seatsLeftBySession(
    db,
    LESSON_SEATS,
    found.map((f) => f.sessionId),
  );
  return found.map(({ lesson, sessionId }) => {
    const seatsLeft = left.get(sessionId) ?? 0;
    return { ...toLessonView(lesson), date: search.date, seatsLeft, soldOut: seatsLeft === 0 };
  });
}

export async function findLesson(db: Db, id: string): Promise<LessonView | null> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  return row ? toLessonView(row) : null;
}

/** The lesson's session on one day, or null when it is not held that day. */
export async function findLessonSession(db: Db, lessonId: string, day: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: lessonSessions.id })
    .from(lessonSessions)
    .where(and(eq(lessonSessions.lessonId, lessonId), eq(lessonSessions.day, day)))
    .limit(1);
  return row ?? null;
}
