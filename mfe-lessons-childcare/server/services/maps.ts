import { asc, eq } from 'drizzle-orm';
import { parseDate, toIsoDate } from '@resort/shared/dates';
import { notFound, type Db } from '@resort/shared/server';
import type { MapMarker, MountainEventsRequest, MountainEventsResponse, ResortMap } from '../../contract';
import { activities } from '../schema';
import { toActivityView } from './activities';
import { eventMarkers, markerAt, mountainEvents, placeKeyOf, resortMap } from './resort-map';
import { resortsOf } from './resorts';

/** Events are listed a week at a time unless asked otherwise. */
export const EVENT_DAYS = 7;

const mapOrNotFound = (resortId: string, markers: MapMarker[]): ResortMap => {
  const map = resortMap(resortId, markers);
  if (!map) throw notFound('This resort has no map.');
  return map;
};

/** "Lessons: location map GET": where lessons and childcare meet at a resort. */
export function lessonLocationMap(resortId: string): ResortMap {
  return mapOrNotFound(resortId, [
    markerAt(resortId, 'school', {
      id: 'lessons-school',
      kind: 'lessons',
      label: 'Ski & Ride School',
      detail: 'Group and private lessons meet here 15 minutes before the start; children 7 and up too.',
    }),
    markerAt(resortId, 'children', {
      id: 'lessons-children',
      kind: 'childcare',
      label: "Children's Center",
      detail: 'Childcare drop-off from 8:00, and child group lessons (ages 3-6).',
    }),
  ]);
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
  return mapOrNotFound(resortId, [...markers, ...eventMarkers(resortId, mountainEvents([resortId], today, EVENT_DAYS))]);
}

/** "Mountain events POST": the events at one resort or all, for a run of days from the start date. */
export function listMountainEvents(criteria: MountainEventsRequest): MountainEventsResponse {
  const start = parseDate(criteria.startDate)!;
  const days = criteria.days ?? EVENT_DAYS;
  return {
    startDate: toIsoDate(start),
    endDate: toIsoDate(start.plus({ days: days - 1 })),
    events: mountainEvents(resortsOf(criteria.resort), toIsoDate(start), days),
  };
}
