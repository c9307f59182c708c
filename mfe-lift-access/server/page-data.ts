import { type Db, type PageDataProvider, seedOf } from '@resort/shared/server';
import { LiftTicketSearchQuery } from '../contract';
import { liftTicketSearchKey } from '../src/features/lift-tickets/model/query-keys';
import { resultsSearchOf } from '../src/features/lift-tickets/model/results-heading';
import { searchLiftTickets } from './services/lift-tickets';

/**
 * The lift ticket results page's answer for the search in its address, as "lift ticket search"
 * answers it, under the key the page's query uses. A search the API would refuse gets none: the
 * page shows its message.
 */
export const liftPageData =
  (db: Db): PageDataProvider =>
  async ({ pathname, query }) => {
    if (pathname !== '/lift-tickets' || !query.has('startDate')) return null;
    const params = resultsSearchOf(query);
    const criteria = LiftTicketSearchQuery.safeParse({ ...params, showSavings: 'true' });
    if (!criteria.success) return null;
    const data = await searchLiftTickets({ db, criteria: criteria.data });
    return [seedOf(liftTicketSearchKey(params), data)];
  };
