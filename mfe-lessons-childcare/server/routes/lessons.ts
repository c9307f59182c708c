import { ok, type ContractApp, type Db } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import { LessonParams, LessonSearchBody, LessonSearchResponse, LessonView } from '../../contract';
import { lessonDetail, searchLessons } from '../services/lessons';
import { tags } from './tags';

/**
 * The lessons routes ("Lessons: by dates, lessons, detail, ..." in spec section 7): each validates
 * its request with contract.ts, whose checks are the widget's own (spec section 5), then hands
 * plain inputs to the services. No route reads or writes the session.
 */
export function registerLessonsRoutes(api: ContractApp, { db }: { db: Db }) {
  api.post(
    '/lessons/by-dates',
    { schema: { summary: 'Lessons by dates', tags, body: LessonSearchBody, response: { 200: okResponse(LessonSearchResponse) } } },
    async (request) => ok(await searchLessons({ db, criteria: request.body })),
  );

  // Section 7 lists the detail among the POST calls; reading one lesson takes only its id, so it is a GET here.
  api.get(
    '/lessons/:id',
    { schema: { summary: 'Lessons detail', tags, params: LessonParams, response: { 200: okResponse(LessonView) } } },
    async (request) => ok(await lessonDetail({ db, id: request.params.id })),
  );
}
