import type { FastifyPluginAsync } from 'fastify';
import { isoFromInput } from '@resort/shared';
import { badRequest, notFound, ok, type LinePluginOptions } from '@resort/shared/server';
import { findChildcareDay, listChildcareProducts } from './childcare-service';
import { RESORT_IDS } from './resorts';

const productQuery = {
  type: 'object',
  required: ['locationId', 'ageGroupId', 'selectedDate'],
  properties: {
    locationId: { type: 'string', enum: RESORT_IDS },
    ageGroupId: { type: 'string', minLength: 1, maxLength: 40 },
    selectedDate: { type: 'string', maxLength: 20 },
  },
} as const;

const productsBody = {
  type: 'object',
  additionalProperties: false,
  properties: { locationId: { type: 'string', enum: RESORT_IDS } },
} as const;

export const childcareRoutes: FastifyPluginAsync<LinePluginOptions> = async (app, { db }) => {
  app.get<{ Querystring: { locationId: string; ageGroupId: string; selectedDate: string } }>(
    '/childcare/product',
    { schema: { querystring: productQuery } },
    async (request) => {
      const date = isoFromInput(request.query.selectedDate);
      if (!date) throw badRequest('Please enter a valid date (MM/DD/YYYY).');
      const product = await findChildcareDay(db, { locationId: request.query.locationId, ageGroupId: request.query.ageGroupId, date });
      if (!product) throw notFound();
      return ok(product);
    },
  );

  app.post<{ Body: { locationId?: string } }>('/childcare/products', { schema: { body: productsBody } }, async (request) =>
    ok({ products: await listChildcareProducts(db, request.body?.locationId) }),
  );
};
