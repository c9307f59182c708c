import { resortToday, toIsoDate } from '@resort/shared/dates';
import { CATALOG_GET, ok, type ContractApp, type Db } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import { ActivitiesQuery, ActivitySearchResponse, MapQuery, MountainEventsBody, MountainEventsResponse, ResortMap } from '../../contract';
import { searchActivities } from '../services/activities';
import { activityLocationsMap, listMountainEvents } from '../services/maps';
import { findResort } from '../services/resorts';
import { tags } from './tags';

/** "Other: activities GET and locations map GET; mountain events POST" of spec section 7. */
export function registerActivitiesRoutes(api: ContractApp, { db }: { db: Db }) {
  api.get(
    '/activities',
    {
      config: CATALOG_GET,
      schema: { summary: 'Activities', tags, querystring: ActivitiesQuery, response: { 200: okResponse(ActivitySearchResponse) } },
    },
    async (request) => ok(await searchActivities({ db, criteria: request.query })),
  );

  api.get(
    '/activities/locations-map',
    {
      config: CATALOG_GET,
      schema: { summary: 'Activities locations map', tags, querystring: MapQuery, response: { 200: okResponse(ResortMap) } },
    },
    async (request) => {
      const resortId = request.query.resort;
      // "This week's events" starts on the resort's own today, never the server's.
      const today = toIsoDate(resortToday(findResort(resortId)!.timeZone));
      return ok(await activityLocationsMap({ db, resortId, today }));
    },
  );

  api.post(
    '/activities/mountain-events',
    { schema: { summary: 'Mountain events', tags, body: MountainEventsBody, response: { 200: okResponse(MountainEventsResponse) } } },
    async (request) => ok(await listMountainEvents({ db, criteria: request.body })),
  );
}
