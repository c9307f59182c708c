import { parseActivitiesQuery } from '@resort/shared/rules';
import { badRequest, type Db } from '@resort/shared/server';
import type { ActivitiesRequest, ActivityOffer, ActivitySearchResponse, ActivityView } from '../../contract';
import { describeDuration } from './duration';
import { schoolCatalog, type ActivityRow } from './lesson-catalog';
import { activityLedger } from './ledgers';
import { findResort, isBookableDay, resortsOf } from './resorts';
import { activityPlace } from './resort-map';

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
    location: activityPlace(row.id, row.resortId).name,
    price: row.price,
    currency: row.currency,
    timeSlots: row.timeSlots.length ? row.timeSlots : [row.startTime],
    minAge: row.minAge,
  };
}

/**
 * Places still free per activity on one day; an activity absent from the map has no session
 * that day (the ledger has no capacity row for it).
 */
async function placesLeftOn(db: Db, activityIds: string[], day: string): Promise<Map<string, number>> {
  const days = await activityLedger.availability(db, { resourceIds: activityIds, from: day, to: day });
  return new Map(days.map((d) => [d.resourceId, d.available]));
}

/**
 * The activities with a session on the start date, in start-time order, with the places still
 * free. "Start date valid" (spec section 5) is the shared rule's, as in the browser.
 */
export async function searchActivities({
  db,
  criteria,
}: {
  db: Db;
  criteria: Partial<ActivitiesRequest>;
}): Promise<ActivitySearchResponse> {
  const parsed = parseActivitiesQuery(criteria);
  if (!parsed.ok) throw badRequest(parsed.message);
  const date = parsed.value.startDate;
  const open = resortsOf(criteria.resort).filter((id) => {
    const resort = findResort(id);
    return resort && isBookableDay(resort, date);
  });
  if (open.length === 0) return { date, activities: [] };
  const found = (await schoolCatalog(db)).activities.filter((a) => open.includes(a.resortId));
  const left = await placesLeftOn(
    db,
    found.map((a) => a.id),
    date,
  );
  const offers = found.flatMap((activity): ActivityOffer[] => {
    const seatsLeft = left.get(activity.id);
    if (seatsLeft === undefined) return [];
    return [{ ...toActivityView(activity), date, seatsLeft, soldOut: seatsLeft === 0 }];
  });
  return { date, activities: offers };
}

/** One activity, or null when no resort runs an activity of that id. */
export async function findActivity({ db, id }: { db: Db; id: string }): Promise<ActivityView | null> {
  const row = (await schoolCatalog(db)).activityById.get(id);
  return row ? toActivityView(row) : null;
}
