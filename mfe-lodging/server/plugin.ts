import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { DEMO_RESORTS, ok, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { createLodgingProvider } from './catalog';
import { seed } from './seed';
import { propertyAvailability, propertyDetails, searchResults } from './service';
import { stayFromSearch, type LodgingSearchBody } from './stay';

const countSchema = { type: 'integer', minimum: 0, maximum: 99 } as const;

/** The lodging search as the Lodging tab puts it in the page's query (spec section 2). */
const searchProperties = {
  arrivaldate: { type: 'string', maxLength: 10 },
  departuredate: { type: 'string', maxLength: 10 },
  adultcount: countSchema,
  childcount: countSchema,
  // Comma-joined ages; an empty age counts as 0.
  childagearray: { type: 'string', maxLength: 60, pattern: '^[0-9, ]*$' },
} as const;

const propertyIdSchema = { type: 'string', minLength: 1, maxLength: 120 } as const;

const resultsSchema = {
  body: {
    type: 'object',
    required: ['arrivaldate', 'departuredate', 'adultcount'],
    additionalProperties: false,
    properties: { ...searchProperties, resort: { type: 'string', enum: DEMO_RESORTS.map((r) => r.id) } },
  },
} as const;

const availabilitySchema = {
  body: {
    type: 'object',
    required: ['propertyId', 'arrivaldate', 'departuredate', 'adultcount'],
    additionalProperties: false,
    properties: { ...searchProperties, propertyId: propertyIdSchema },
  },
} as const;

const detailsSchema = {
  body: {
    type: 'object',
    required: ['propertyId'],
    additionalProperties: false,
    properties: { propertyId: propertyIdSchema },
  },
} as const;

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, opts) => {
  const { db } = opts;
  opts.catalog.register(createLodgingProvider(db));

  app.post<{ Body: LodgingSearchBody & { resort?: string } }>('/lodging/results', { schema: resultsSchema }, async (request) => {
    const stay = stayFromSearch(request.body);
    return ok(await searchResults(db, stay, { resortId: request.body.resort }));
  });

  app.post<{ Body: LodgingSearchBody & { propertyId: string } }>(
    '/lodging/property-availability',
    { schema: availabilitySchema },
    async (request) => ok(await propertyAvailability(db, stayFromSearch(request.body), request.body.propertyId)),
  );

  app.post<{ Body: { propertyId: string } }>('/lodging/details', { schema: detailsSchema }, async (request) =>
    ok(await propertyDetails(db, request.body.propertyId)),
  );
};

export const line: LineServer = {
  packageName: 'mfe-lodging',
  migrations: [{ schema: 'lodging', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
};
