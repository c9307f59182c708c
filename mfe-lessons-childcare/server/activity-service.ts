import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import { describeDuration } from './duration';
import { findResort, isBookableDay } from './resorts';
import { activities, activitySessions } from './schema';
import { seatsLeftBySession, type SeatTables } from './seat-ledger';

export const ACTIVITY_SEATS: SeatTables = { sessions: 'activities.activity_sessions', holds: 'activities.holds' };

export interface ActivityView {
  id: string;
  resortId: string;
  resortName: string;
  name: string;
  description: string;
  durationMinutes: number;
  duration: string;
  /** HH:mm, resort time. */
  startTime: string;
  price: number;
  currency: string;
}

export interface ActivityOffer extends ActivityView {
  date: string;
  seatsLeft: number;
  soldOut: boolean;
}

type ActivityRow = typeof activities.$inferSelect;

export function toActivityView(row: ActivityRow): ActivityView {
  return {
    id: row.id,
    resortId: row.resortId,
    resortName: findResort(row.resortId)?.name ?? row.resortId,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    duration: describeDuration(row.durationMinutes),
    startTime: row.startTime,
    price: row.price,
    currency: row.currency,
  };
}

/** Activities with a session on the day, in start-time order, with the places still free. */
export async function searchActivities(db: Db, { date, resortIds }: { date: string; resortIds: string[] }): Promise<ActivityOffer[]> {
  const open = resortIds.filter((id) => {
    const resort = findResort(id);
    return resort && isBookableDay(resort, date);
  });
  if (open.length === 0) return [];
  const found = await db
    .select({ activity: activities, sessionId: activitySessions.id })
    .from(activities)
    .innerJoin(activitySessions, and(eq(activitySessions.activityId, activities.id), eq(activitySessions.day, date)))
    .where(inArray(activities.resortId, open))
    .orderBy(asc(activities.resortId), asc(activities.startTime));
  const left = await seatsLeftBySession(
    db,
    ACTIVITY_SEATS,
    found.map((f) => f.sessionId),
  );
  return found.map(({ activity, sessionId }) => {
    const seatsLeft = left.get(sessionId) ?? 0;
    return { ...toActivityView(activity), date, seatsLeft, soldOut: seatsLeft === 0 };
  });
}

export async function findActivity(db: Db, id: string): Promise<ActivityView | null> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return row ? toActivityView(row) : null;
}

export async function findActivitySession(db: Db, activityId: string, day: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: activitySessions.id })
    .from(activitySessions)
    .where(and(eq(activitySessions.activityId, activityId), eq(activitySessions.day, day)))
    .limit(1);
  return row ?? null;
}
