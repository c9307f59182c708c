import { ok, type ContractApp, type Db } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import { ActivitiesQuery, ActivitySearchResponse } from '../../contract';
import { searchActivities } from '../services/activities';
import { tags } from './tags';

/** "Other: activities GET" of spec section 7: the activities with a session on the start date. */
export function registerActivitiesRoutes(api: ContractApp, { db }: { db: Db }) {
  api.get(
    '/activities',
    { schema: { summary: 'Activities', tags, querystring: ActivitiesQuery, response: { 200: okResponse(ActivitySearchResponse) } } },
    async (request) => ok(await searchActivities({ db, criteria: request.query })),
  );
}
