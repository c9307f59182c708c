import { RATE_LIMITS, notFound, ok, requireUser, type ContractApp, type Db, type LineServices } from '@resort/shared/server';
import { noBody, okResponse, z } from '@resort/shared/contracts';
import {
  ActivationQuery,
  BenefitView,
  CoverageContent,
  CoverageInfo,
  LinkPassBody,
  LocationValidation,
  NoQuery,
  PASS_NOT_FOUND,
  PassNumberParams,
  PassRefundBody,
  PassRefundRequested,
  PassValidation,
  ValidateLocationQuery,
  ValidatePassBody,
} from '../../contract';
import {
  acceptPassTerms,
  coverageContent,
  linkPass,
  passBenefits,
  passCoverage,
  validateActivation,
  validateLocation,
  validatePass,
} from '../services/pass-holders';
import { requestPassRefund } from '../services/pass-refunds';

const tags = ['liftaccess'];

/**
 * A holder's calls about passes already sold: checking a number, linking a pass to the account
 * (error 2005 when it is someone else's), its terms and its benefit tickets.
 */
export function registerPassHolderRoutes(api: ContractApp, { db, services }: { db: Db; services: LineServices }) {
  api.post(
    '/liftaccess/passes/validate',
    { schema: { summary: 'Validate pass', tags, body: ValidatePassBody, response: { 200: okResponse(PassValidation) } } },
    async (request) => ok(await validatePass(db, request.body.passNumber)),
  );

  api.get(
    '/liftaccess/passes/validate-activation-code',
    {
      schema: {
        summary: 'Validate activation code',
        description: 'Checks a pass number and its activation code for the signed-in visitor; links nothing.',
        tags,
        querystring: ActivationQuery,
        response: { 200: okResponse(PassValidation) },
      },
    },
    async (request) => ok(await validateActivation(db, requireUser(request).id, request.query.passNumber, request.query.activationCode)),
  );

  api.get(
    '/liftaccess/passes/validate-location',
    {
      schema: {
        summary: 'Validate edge card location',
        tags,
        querystring: ValidateLocationQuery,
        response: { 200: okResponse(LocationValidation) },
      },
    },
    async (request) => ok(await validateLocation(db, request.query.passNumber, request.query.resort)),
  );

  // The account's "pass/ticket number validation": a valid number and code link the pass here.
  api.post(
    '/liftaccess/my-passes/link',
    { schema: { summary: 'Pass/ticket number validation', tags, body: LinkPassBody, response: { 200: okResponse(PassValidation) } } },
    async (request) => ok(await linkPass(db, requireUser(request).id, request.body.passNumber, request.body.activationCode)),
  );

  api.post(
    '/liftaccess/my-passes/:passNumber/accept-terms',
    {
      schema: {
        summary: 'Accept pass terms',
        tags,
        params: PassNumberParams,
        body: noBody,
        response: { 200: okResponse(z.object({ passNumber: z.string(), termsAcceptedAt: z.string() })) },
      },
    },
    async (request) => {
      const at = await acceptPassTerms(db, requireUser(request).id, request.params.passNumber);
      if (!at) throw notFound(PASS_NOT_FOUND);
      return ok({ passNumber: request.params.passNumber, termsAcceptedAt: at });
    },
  );

  api.post(
    '/liftaccess/my-passes/:passNumber/terms-refund',
    {
      // It sends mail: limited like the other forms.
      config: { rateLimit: RATE_LIMITS.createAccount },
      schema: {
        summary: 'Pass terms refund',
        tags,
        params: PassNumberParams,
        body: PassRefundBody,
        response: { 200: okResponse(PassRefundRequested) },
      },
    },
    async (request) =>
      ok(
        await requestPassRefund({
          db,
          mailer: services.mailer,
          people: services.people,
          userId: requireUser(request).id,
          passNumber: request.params.passNumber,
          request: request.body,
        }),
      ),
  );

  api.get(
    '/liftaccess/coverage',
    { schema: { summary: 'Epic coverage content', tags, querystring: NoQuery, response: { 200: okResponse(CoverageContent) } } },
    async () => ok(await coverageContent(db)),
  );

  api.get(
    '/liftaccess/my-passes/:passNumber/coverage',
    {
      schema: {
        summary: 'Epic coverage info',
        tags,
        params: PassNumberParams,
        querystring: NoQuery,
        response: { 200: okResponse(CoverageInfo) },
      },
    },
    async (request) => ok(await passCoverage(db, requireUser(request).id, request.params.passNumber)),
  );

  api.get(
    '/liftaccess/my-passes/:passNumber/benefits',
    {
      schema: {
        summary: 'Season pass benefit ticket consumption',
        tags,
        params: PassNumberParams,
        querystring: NoQuery,
        response: { 200: okResponse(z.array(BenefitView)) },
      },
    },
    async (request) => ok(await passBenefits(db, requireUser(request).id, request.params.passNumber)),
  );
}
