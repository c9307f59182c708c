import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { RentalSeason } from '@resort/shared';
import { ok, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { createRentalsCatalog } from './catalog';
import { seed } from './seed';
import { locationsPricingStats, searchLocations, searchProducts, widgetModel, type LocationsBody, type SearchBody } from './service';

const stringOrBoolean = { anyOf: [{ type: 'boolean' }, { type: 'string', maxLength: 5 }] };

/** The rentals page query (spec section 2) plus the resort. */
const searchBodySchema = {
  type: 'object',
  required: ['resort', 'startdate', 'enddate'],
  additionalProperties: false,
  properties: {
    resort: { type: 'string', minLength: 1, maxLength: 64 },
    startdate: { type: 'string', maxLength: 10 },
    enddate: { type: 'string', maxLength: 10 },
    after3: stringOrBoolean,
    delivery: stringOrBoolean,
    time: { type: 'string', maxLength: 16 },
    daytype: { anyOf: [{ type: 'integer', enum: [0, 1, 2] }, { type: 'string', maxLength: 1 }] },
  },
} as const;

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, opts) => {
  opts.catalog.register(createRentalsCatalog(opts.db));

  app.get<{ Querystring: { resort: string; season: RentalSeason } }>(
    '/rentals/widget',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['resort'],
          properties: {
            resort: { type: 'string', minLength: 1, maxLength: 64 },
            season: { type: 'integer', enum: [1, 2], default: 1 },
          },
        },
      },
    },
    async (request) => ok(await widgetModel(opts.db, request.query.resort, request.query.season)),
  );

  app.post<{ Body: SearchBody }>('/rentals/search-products', { schema: { body: searchBodySchema } }, async (request) =>
    ok(await searchProducts(opts.db, request.body)),
  );

  app.post<{ Body: SearchBody }>('/rentals/locations-pricing-stats', { schema: { body: searchBodySchema } }, async (request) =>
    ok(await locationsPricingStats(opts.db, request.body)),
  );

  app.post<{ Body: LocationsBody }>(
    '/rentals/search-locations',
    {
      schema: {
        body: {
          type: 'object',
          required: ['resort'],
          additionalProperties: false,
          properties: {
            resort: { type: 'string', minLength: 1, maxLength: 64 },
            season: { type: 'integer', enum: [1, 2] },
            delivery: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => ok(await searchLocations(opts.db, request.body)),
  );
};

export const line: LineServer = {
  packageName: 'mfe-rentals',
  migrations: [{ schema: 'rentals', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
};
