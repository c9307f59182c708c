import { ok, type ContractApp, type Db } from '@resort/shared/server';
import { LiftTicketSearchQuery, NoQuery, PassParams, UnavailableDatesQuery } from '../../contract';
import { searchLiftTickets, unavailableDates } from '../services/lift-tickets';
import { findPass, listPasses } from '../services/passes';
import { listResorts } from '../services/resorts';

/** /api/docs groups the line's calls under its name. */
const tags = ['liftaccess'];

/**
 * The lift access routes: each validates its request with contract.ts and carries the name of the
 * spec section 7 call it implements ("Lift access: ... pass category detail GET by id; lift
 * ticket search GET; ... unavailable dates and start/end dates GET"), then hands plain inputs to
 * the services. No route reads or writes the session.
 */
export function registerLiftAccessRoutes(api: ContractApp, { db }: { db: Db }) {
  api.get(
    '/liftaccess/resorts',
    {
      schema: {
        // Section 7 lists no call of its own for this: it is the resort list the lift ticket widget of section 2 chooses from.
        summary: 'Lift ticket resorts',
        description: "Every resort with its own today, last bookable day and age categories, for the lift ticket widget's choices.",
        tags,
        querystring: NoQuery,
      },
    },
    async () => ok(await listResorts({ db })),
  );

  // The widget's own rule (spec section 5) decides what a valid search is, on the server as in the browser.
  api.get(
    '/liftaccess/lift-tickets/search',
    { schema: { summary: 'Lift ticket search', tags, querystring: LiftTicketSearchQuery } },
    async (request) => ok(await searchLiftTickets({ db, criteria: request.query })),
  );

  api.get(
    '/liftaccess/unavailable-dates',
    { schema: { summary: 'Unavailable dates and start/end dates', tags, querystring: UnavailableDatesQuery } },
    async (request) => ok(await unavailableDates({ db, resortId: request.query.resort })),
  );

  // Section 7 has "passes POST"; listing them takes no input, so it is a GET here.
  api.get('/liftaccess/passes', { schema: { summary: 'Passes', tags, querystring: NoQuery } }, async () => ok(await listPasses({ db })));

  api.get(
    '/liftaccess/passes/:id',
    { schema: { summary: 'Pass category detail', tags, params: PassParams, querystring: NoQuery } },
    async (request) => ok(await findPass({ db, id: request.params.id })),
  );
}
