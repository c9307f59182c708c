import { ok, operatorOnly, type ContractApp, type Db, type LineServices } from '@resort/shared/server';
import { noBody, okResponse } from '@resort/shared/contracts';
import { creditWallet } from '@resort/shared/server/account-lookups';
import { PassDeferred, PassNumberParams, ResortCancellationAnswer, ResortCancellationBody } from '../../contract';
import { deferPass } from '../services/pass-deferrals';
import { cancelDayByResort } from '../services/resort-cancellations';

const tags = ['liftaccess'];

/**
 * The resort's own calls, for its operators (not section 7 calls: the spec implies them with its
 * pass holder credits, "when a pass holder's reservation is cancelled by the resort, or a deferred
 * pass"). Registered only when the store runs with OPERATOR_TOKEN, and answered only to
 * `Authorization: Bearer <that token>` (401 without it, 403 with another).
 */
export function registerOperatorRoutes(api: ContractApp, { db, services, token }: { db: Db; services: LineServices; token: string }) {
  const config = operatorOnly(token);
  api.post(
    '/liftaccess/operator/resort-cancellations',
    {
      config,
      schema: {
        summary: 'Cancel a day by the resort (operator)',
        description:
          "Cancels every lift reservation of the day at the resort; each holder gets a credit worth the day's adult window ticket, once.",
        tags,
        body: ResortCancellationBody,
        response: { 200: okResponse(ResortCancellationAnswer) },
      },
    },
    async (request) => {
      const { resort, day } = request.body;
      const cancelled = await cancelDayByResort({ db, credits: creditWallet(services), resortId: resort, day });
      return ok({ resort, day, cancelled });
    },
  );

  api.post(
    '/liftaccess/operator/passes/:passNumber/defer',
    {
      config,
      schema: {
        summary: 'Defer a pass to next season (operator)',
        description: "Marks the pass deferred to the next season and credits its holder the pass's price, once per pass.",
        tags,
        params: PassNumberParams,
        body: noBody,
        response: { 200: okResponse(PassDeferred) },
      },
    },
    async (request) => ok(await deferPass({ db, credits: creditWallet(services), passNumber: request.params.passNumber })),
  );
}
