import type { FastifyPluginAsync } from 'fastify';
import { parseActivitiesQuery } from '@resort/shared';
import { badRequest, ok, type LinePluginOptions } from '@resort/shared/server';
import { searchActivities } from './activity-service';
import { RESORT_IDS } from './resorts';

const activitiesQuery = {
  type: 'object',
  required: ['startDate'],
  properties: {
    startDate: { type: 'string', maxLength: 20 },
    resort: { type: 'string', enum: RESORT_IDS },
  },
} as const;

export const activitiesRoutes: FastifyPluginAsync<LinePluginOptions> = async (app, { db }) => {
  app.get<{ Querystring: { startDate: string; resort?: string } }>(
    '/activities',
    { schema: { querystring: activitiesQuery } },
    async (request) => {
      const parsed = parseActivitiesQuery(request.query);
      if (!parsed.ok) throw badRequest(parsed.message);
      const date = parsed.value.startDate;
      const activities = await searchActivities(db, { date, resortIds: request.query.resort ? [request.query.resort] : RESORT_IDS });
      return ok({ date, activities });
    },
  );
};
