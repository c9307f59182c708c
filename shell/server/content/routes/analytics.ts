import { ok, type ContractApp, type Db } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import { AnalyticsAccepted, AnalyticsBatchBody } from '../../../contract';
import { collectAnalytics } from '../services/analytics';

/** The analytics collector: the browser's batches of the bus's analytics$ (seen, promotions, bookings), stored in content.analytics_events. */
export function registerAnalyticsRoute(api: ContractApp, { db }: { db: Db }) {
  api.post(
    '/content/analytics',
    {
      schema: {
        summary: 'Analytics collector',
        tags: ['content'],
        body: AnalyticsBatchBody,
        response: { 200: okResponse(AnalyticsAccepted) },
      },
    },
    async (request) => ok({ accepted: await collectAnalytics({ db, batch: request.body }) }),
  );
}
