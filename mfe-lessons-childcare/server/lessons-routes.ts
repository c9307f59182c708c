import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound, ok, type LinePluginOptions } from '@resort/shared/server';
import { LESSON_SPORTS } from '../src/features/lessons/model/lesson-options';
import { findLesson, searchLessons } from './lesson-service';
import { parseLessonSearch } from './lesson-search';
import { RESORT_IDS } from './resorts';

const byDatesBody = {
  type: 'object',
  required: ['sport', 'age', 'level', 'date'],
  additionalProperties: false,
  properties: {
    sport: { type: 'string', enum: LESSON_SPORTS.map((s) => s.id) },
    age: { type: 'string', maxLength: 40 },
    level: { type: 'string', maxLength: 40 },
    date: { type: 'string', maxLength: 20 },
    resort: { type: 'string', enum: RESORT_IDS },
  },
} as const;

export const lessonsRoutes: FastifyPluginAsync<LinePluginOptions> = async (app, { db }) => {
  app.post<{ Body: { sport: string; age: string; level: string; date: string; resort?: string } }>(
    '/lessons/by-dates',
    { schema: { body: byDatesBody } },
    async (request) => {
      const parsed = parseLessonSearch(request.body);
      if (!parsed.ok) throw badRequest(parsed.message);
      const lessons = await searchLessons(db, parsed.value);
      return ok({ date: parsed.value.date, lessons });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/lessons/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 120 } } } } },
    async (request) => {
      const lesson = await findLesson(db, request.params.id);
      if (!lesson) throw notFound();
      return ok(lesson);
    },
  );
};
