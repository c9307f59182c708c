import { and, asc, eq, inArray } from 'drizzle-orm';
import { parseDate, toIsoDate } from '@resort/shared/dates';
import { notFound, type Db } from '@resort/shared/server';
import type { MapMarker, MountainEventsRequest, MountainEventsResponse, ResortMap } from '../../contract';
import { activities, mapMarkers, mountainEvents as programme } from '../schema';
import { toActivityView } from './activities';
import { eventMarkers, eventsOfDays, markerAt, placeKey, placeKeyOf, resortMap } from './resort-map';
import { resortsOf } from './resorts';

/** Events are listed a week at a time unless asked otherwise. */
export const EVENT_DAYS = 7;

const mapOrNotFound = (resortId: string, markers: MapMarker[]): ResortMap => {
  const map = resortMap(resortId, markers);
  if (!map) throw notFound('This resort has no map.');
  return map;
};

/** "Lessons: location map GET": where lessons and childcare meet at a resort, from the stored markers. */
export async function lessonLocationMap({ db, resortId }: { db: Db; resortId: string }): Promise<ResortMap> {
  const rows = await db
    .select()
    .from(mapMarkers)
    .where(eq(mapMarkers.resortId, resortId))
    .orderBy(asc(mapMarkers.position), asc(mapMarkers.id));
  return mapOrNotFound(
    resortId,
    rows.map((m) => markerAt(resortId, placeKey(m.place), { id: m.id, kind: m.kind, label: m.label, detail: m.detail })),
  );
}

/** The stored weekly programme's events at the given resorts, day by day. */
async function mountainEvents(db: Db, resortIds: string[], startIso: string, days: number) {
  if (resortIds.length === 0) return [];
  const rows = await db
    .select()
    .from(programme)
    .where(and(inArray(programme.resortId, resortIds), eq(programme.active, true)));
  return eventsOfDays(rows, startIso, days);
}

/** "Activities: locations map GET": each activity's meeting place, and the places of this week's events. */
export async function activityLocationsMap({ db, resortId, today }: { db: Db; resortId: string; today: string }): Promise<ResortMap> {
  const rows = await db.select().from(activities).where(eq(activities.resortId, resortId)).orderBy(asc(activities.startTime));
  const markers = rows.map((row) => {
    const view = toActivityView(row);
    return markerAt(resortId, placeKeyOf(view.location), {
      id: `activity-${view.id}`,
      kind: 'activity',
      label: view.name,
      detail: `${view.location}, daily at ${view.startTime} (${view.duration})`,
    });
  });
  return mapOrNotFound(resortId, [...markers, ...eventMarkers(resortId, await mountainEvents(db, [resortId], today, EVENT_DAYS))]);
}

/** "Mountain events POST": the events at one resort or all, for a run of days from the start date. */
export async function listMountainEvents({ db, criteria }: { db: Db; criteria: MountainEventsRequest }): Promise<MountainEventsResponse> {
  const start = parseDate(criteria.startDate)!;
  const days = criteria.days ?? EVENT_DAYS;
  return {
    startDate: toIsoDate(start),
    endDate: toIsoDate(start.plus({ days: days - 1 })),
    events: await mountainEvents(db, resortsOf(criteria.resort), toIsoDate(start), days),
  };
}
