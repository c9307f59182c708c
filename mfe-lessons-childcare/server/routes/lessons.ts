import { CATALOG_GET, RATE_LIMITS, ok, type ContractApp, type Db, type LineServices } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import {
  ChangeRequestBody,
  ChangeRequestReceived,
  LessonParams,
  LessonSearchBody,
  LessonSearchResponse,
  LessonsListBody,
  LessonsPage,
  LessonView,
  MapQuery,
  ParticipantFormBody,
  ParticipantFormResult,
  PrivateLessonPricing,
  PrivateLessonPricingBody,
  ResortMap,
} from '../../contract';
import { submitChangeRequest } from '../services/change-requests';
import { lessonDetail, listLessons, searchLessons } from '../services/lessons';
import { lessonLocationMap } from '../services/maps';
import { checkParticipantForm } from '../services/participants';
import { privateLessonPricing } from '../services/private-lessons';
import { tags } from './tags';

/**
 * The lessons routes ("Lessons: by dates, lessons, detail, private lesson pricing POST; location
 * map GET; participant form POST" and "ski school change request POST" in spec section 7): each
 * validates its request with contract.ts, whose checks are the widget's own (spec section 5), then
 * hands plain inputs to the services. No route reads or writes the session.
 */
export function registerLessonsRoutes(api: ContractApp, { db, services }: { db: Db; services: LineServices }) {
  api.post(
    '/lessons/by-dates',
    { schema: { summary: 'Lessons by dates', tags, body: LessonSearchBody, response: { 200: okResponse(LessonSearchResponse) } } },
    async (request) => ok(await searchLessons({ db, criteria: request.body })),
  );

  api.post(
    '/lessons/list',
    { schema: { summary: 'Lessons', tags, body: LessonsListBody, response: { 200: okResponse(LessonsPage) } } },
    async (request) => ok(await listLessons({ db, criteria: request.body })),
  );

  api.post(
    '/lessons/private-pricing',
    {
      schema: {
        summary: 'Private lesson pricing',
        tags,
        body: PrivateLessonPricingBody,
        response: { 200: okResponse(PrivateLessonPricing) },
      },
    },
    async (request) => ok(await privateLessonPricing({ db, criteria: request.body })),
  );

  api.post(
    '/lessons/participant-form',
    { schema: { summary: 'Participant form', tags, body: ParticipantFormBody, response: { 200: okResponse(ParticipantFormResult) } } },
    async (request) => ok(await checkParticipantForm({ db, form: request.body })),
  );

  api.post(
    '/lessons/change-request',
    {
      // It sends mail: the account-creation limit, 10 an hour per visitor.
      config: { rateLimit: RATE_LIMITS.createAccount },
      schema: { summary: 'Ski school change request', tags, body: ChangeRequestBody, response: { 200: okResponse(ChangeRequestReceived) } },
    },
    async (request) => ok(await submitChangeRequest({ db, mailer: services.mailer, request: request.body })),
  );

  api.get(
    '/lessons/location-map',
    {
      config: CATALOG_GET,
      schema: { summary: 'Lessons location map', tags, querystring: MapQuery, response: { 200: okResponse(ResortMap) } },
    },
    async (request) => ok(await lessonLocationMap({ db, resortId: request.query.resort })),
  );

  // Section 7 lists the detail among the POST calls; reading one lesson takes only its id, so it is a GET here.
  api.get(
    '/lessons/:id',
    { config: CATALOG_GET, schema: { summary: 'Lessons detail', tags, params: LessonParams, response: { 200: okResponse(LessonView) } } },
    async (request) => ok(await lessonDetail({ db, id: request.params.id })),
  );
}
