import { CATALOG_GET, HttpError, ok, requireUser, type ContractApp, type Db, type LineServices } from '@resort/shared/server';
import { listMyPasses, setAutoRenew } from '../services/my-passes';
import { okResponse, z } from '@resort/shared/contracts';
import {
  BikeParkQuery,
  BikeParkResorts,
  UpsellView,
  LiftTicketSearchQuery,
  LiftTicketSearchResult,
  NoQuery,
  AUTO_RENEW_FAILED,
  AutoRenewBody,
  MyPassView,
  PassNumberParams,
  PassParams,
  PassRenewal,
  PassView,
  ResortView,
  UnavailableDates,
  UnavailableDatesQuery,
} from '../../contract';
import { bikeParkResorts, searchLiftTickets, unavailableDates } from '../services/lift-tickets';
import { findPass, findUpsell, listPasses, passRenewal } from '../services/passes';
import { listResorts } from '../services/resorts';

/** /api/docs groups the line's calls under its name. */
const tags = ['liftaccess'];

/**
 * The lift access routes: each validates its request with contract.ts and carries the name of the
 * spec section 7 call it implements ("Lift access: ... pass category detail GET by id; lift
 * ticket search GET; ... unavailable dates and start/end dates GET"), then hands plain inputs to
 * the services. No route reads or writes the session. The catalog reads are the same for every
 * visitor: they carry an ETag (CATALOG_GET) and answer 304 to a browser that has them already.
 */
export function registerLiftAccessRoutes(api: ContractApp, { db, services }: { db: Db; services?: LineServices }) {
  api.get(
    '/liftaccess/resorts',
    {
      config: CATALOG_GET,
      schema: {
        // Section 7 lists no call of its own for this: it is the resort list the lift ticket widget of section 2 chooses from.
        summary: 'Lift ticket resorts',
        description: "Every resort with its own today, last bookable day and age categories, for the lift ticket widget's choices.",
        tags,
        querystring: NoQuery,
        response: { 200: okResponse(z.array(ResortView)) },
      },
    },
    async () => ok(await listResorts({ db })),
  );

  // The widget's own rule (spec section 5) decides what a valid search is, on the server as in the browser.
  api.get(
    '/liftaccess/lift-tickets/search',
    {
      config: CATALOG_GET,
      schema: {
        summary: 'Lift ticket search',
        tags,
        querystring: LiftTicketSearchQuery,
        response: { 200: okResponse(LiftTicketSearchResult) },
      },
    },
    async (request) => ok(await searchLiftTickets({ db, criteria: request.query })),
  );

  api.get(
    '/liftaccess/unavailable-dates',
    {
      config: CATALOG_GET,
      schema: {
        summary: 'Unavailable dates and start/end dates',
        tags,
        querystring: UnavailableDatesQuery,
        response: { 200: okResponse(UnavailableDates) },
      },
    },
    async (request) => ok(await unavailableDates({ db, resortId: request.query.resort })),
  );

  // Section 7 has "passes POST"; listing them takes no input, so it is a GET here.
  api.get(
    '/liftaccess/passes',
    { config: CATALOG_GET, schema: { summary: 'Passes', tags, querystring: NoQuery, response: { 200: okResponse(z.array(PassView)) } } },
    async () => ok(await listPasses({ db })),
  );

  api.get(
    '/liftaccess/passes/:id',
    {
      config: CATALOG_GET,
      schema: { summary: 'Pass category detail', tags, params: PassParams, querystring: NoQuery, response: { 200: okResponse(PassView) } },
    },
    async (request) => ok(await findPass({ db, id: request.params.id })),
  );

  api.get(
    '/liftaccess/passes/:id/upsell',
    {
      config: CATALOG_GET,
      schema: {
        summary: 'Upsell category detail',
        tags,
        params: PassParams,
        querystring: NoQuery,
        response: { 200: okResponse(UpsellView) },
      },
    },
    async (request) => ok(await findUpsell({ db, id: request.params.id })),
  );

  api.get(
    '/liftaccess/bike-park/resorts',
    {
      config: CATALOG_GET,
      schema: {
        summary: 'Bike park resorts',
        description: 'Resorts whose bike park sells summer lift days, for the bike park page (part of "bike park lift tickets").',
        tags,
        querystring: NoQuery,
        response: { 200: okResponse(BikeParkResorts) },
      },
    },
    async () => ok(await bikeParkResorts({ db })),
  );

  api.get(
    '/liftaccess/bike-park/tickets',
    {
      config: CATALOG_GET,
      schema: {
        summary: 'Bike park lift tickets',
        tags,
        querystring: BikeParkQuery,
        response: { 200: okResponse(LiftTicketSearchResult) },
      },
    },
    async (request) =>
      ok(
        await searchLiftTickets({
          db,
          kind: 'bike-park',
          criteria: { ...request.query, numberOfDays: 1, showSavings: true },
        }),
      ),
  );

  // Section 7's account call "season pass info", for one pass: may this visitor renew it (IsRenew)?
  api.get(
    '/liftaccess/passes/:id/renewal',
    { schema: { summary: 'Season pass info', tags, params: PassParams, querystring: NoQuery, response: { 200: okResponse(PassRenewal) } } },
    async (request) => ok(await passRenewal({ db, id: request.params.id, userId: request.session.user?.id ?? null })),
  );

  // Account calls of section 7 about a holder's passes: "auto renew status", "enroll/unenroll auto renew".
  api.get(
    '/liftaccess/my-passes',
    { schema: { summary: 'Auto renew status', tags, querystring: NoQuery, response: { 200: okResponse(z.array(MyPassView)) } } },
    async (request) => {
      const user = requireUser(request);
      let people = null;
      try {
        people = services?.people ?? null;
      } catch {
        people = null;
      }
      return ok(await listMyPasses({ db, userId: user.id, people }));
    },
  );

  api.post(
    '/liftaccess/my-passes/:passNumber/auto-renew',
    {
      schema: {
        summary: 'Enroll/unenroll auto renew',
        tags,
        params: PassNumberParams,
        body: AutoRenewBody,
        response: { 200: okResponse(MyPassView.pick({ passNumber: true, autoRenew: true })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // Another account's pass reads as not found; anything else the spec's auto renew message.
      if (!(await setAutoRenew({ db, userId: user.id, passNumber: request.params.passNumber, enroll: request.body.enroll }))) {
        throw new HttpError(404, AUTO_RENEW_FAILED);
      }
      return ok({ passNumber: request.params.passNumber, autoRenew: request.body.enroll });
    },
  );
}
