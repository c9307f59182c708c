import { type Db, type PageDataProvider, seedOf } from '@resort/shared/server';
import { LiftTicketSearchQuery } from '../contract';
import { liftTicketSearchKey } from '../src/features/lift-tickets/model/query-keys';
import { resultsSearchOf } from '../src/features/lift-tickets/model/results-heading';
import { searchLiftTickets } from './services/lift-tickets';
import { findPass, listPasses } from './services/passes';
import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from '../src/routes';
import { passesKey, passKey } from '../src/features/passes/model/query-keys';

/**
 * The line's pages' answers, as the API answers them, under the keys the pages' queries use: the
 * season passes, a pass, and the lift ticket results for the search in the address. A search the
 * API would refuse, or a pass it does not know, gets none: the page shows its message.
 */
export const liftPageData =
  (db: Db): PageDataProvider =>
  async ({ pathname, query }) => {
    const route = matchRoute(ROUTES, pathname);
    if (route?.page === 'passes') return [seedOf(passesKey(), await listPasses({ db }))];
    if (route?.page === 'pass') {
      const pass = await findPass({ db, id: route.params.passId }).catch(() => null);
      return pass ? [seedOf(passKey(route.params.passId), pass)] : [];
    }
    if (pathname !== '/lift-tickets' || !query.has('startDate')) return null;
    const params = resultsSearchOf(query);
    const criteria = LiftTicketSearchQuery.safeParse({ ...params, showSavings: 'true' });
    if (!criteria.success) return null;
    const data = await searchLiftTickets({ db, criteria: criteria.data });
    return [seedOf(liftTicketSearchKey(params), data)];
  };
