import { type Db, type PageDataProvider, seedOf } from '@resort/shared/server';
import { LiftTicketSearchQuery } from '../contract';
import { liftTicketSearchKey, resortsKey, searchedResort, unavailableDatesKey } from '../src/features/lift-tickets/model/query-keys';
import { bikeParkResortsKey } from '../src/features/bike-park/model/query-keys';
import { resultsSearchOf } from '../src/features/lift-tickets/model/results-heading';
import { bikeParkResorts, searchLiftTickets, unavailableDates } from './services/lift-tickets';
import { findPass, findUpsell, listPasses, passRenewal } from './services/passes';
import { listResorts } from './services/resorts';
import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from '../src/routes';
import { passesKey, passKey, renewalKey, upsellKey } from '../src/features/passes/model/query-keys';

/**
 * The line's pages' answers, as the API answers them, under the keys the pages' queries use: the
 * season passes, a pass with its upsell and whether this visitor may renew it, the bike parks, the
 * resorts those pages and the lift ticket search choose from (with the searched one's full days),
 * and the lift ticket results for the search in the address, so the page asks for nothing once
 * live. Independent reads go together. A search the API would refuse, or a pass it does not know,
 * gets none: the page shows its message.
 */
export const liftPageData =
  (db: Db): PageDataProvider =>
  async ({ pathname, query, request }) => {
    const route = matchRoute(ROUTES, pathname);
    const resorts = async () => seedOf(resortsKey(), await listResorts({ db }));
    if (route?.page === 'passes') return Promise.all([listPasses({ db }).then((p) => seedOf(passesKey(), p)), resorts()]);
    if (route?.page === 'pass') {
      const id = route.params.passId;
      const pass = await findPass({ db, id }).catch(() => null);
      if (!pass) return [];
      const userId = request?.session?.user?.id ?? null;
      return [
        seedOf(passKey(id), pass),
        ...(await Promise.all([
          findUpsell({ db, id }).then((upsell) => seedOf(upsellKey(id), upsell)),
          passRenewal({ db, id, userId }).then((renewal) => seedOf(renewalKey(id), renewal)),
          resorts(),
        ])),
      ];
    }
    if (route?.page === 'bike-park')
      return Promise.all([bikeParkResorts({ db }).then((parks) => seedOf(bikeParkResortsKey(), parks)), resorts()]);
    if (pathname === '/lift-tickets' && !query.has('startDate')) {
      // The search form, with the resorts to choose from and the days the first one has no room.
      const list = await listResorts({ db });
      const first = searchedResort(list);
      const days = first ? [seedOf(unavailableDatesKey(first.id), await unavailableDates({ db, resortId: first.id }))] : [];
      return [seedOf(resortsKey(), list), ...days];
    }
    if (pathname !== '/lift-tickets') return null;
    const params = resultsSearchOf(query);
    const criteria = LiftTicketSearchQuery.safeParse({ ...params, showSavings: 'true' });
    if (!criteria.success) return null;
    const data = await searchLiftTickets({ db, criteria: criteria.data });
    return [seedOf(liftTicketSearchKey(params), data)];
  };
