import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, ok, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { parseLiftTicketQuery } from '@resort/shared';
import { createLiftCatalog } from './catalog';
import { findPass, listPasses, listResorts, searchLiftTickets, unavailableDates } from './service';
import { seed } from './seed';

const idPattern = '^[a-z0-9-]{1,64}$';
const text = { type: 'string', maxLength: 64 } as const;

const searchSchema = {
  querystring: {
    type: 'object',
    required: ['resort'],
    properties: {
      resort: { type: 'string', pattern: idPattern },
      startDate: text,
      numberOfDays: text,
      ageCategory: text,
      ageGroup: text,
      showSavings: { type: 'string', enum: ['true', 'false'] },
      componentId: text,
    },
  },
} as const;

const resortQuerySchema = {
  querystring: {
    type: 'object',
    required: ['resort'],
    properties: { resort: { type: 'string', pattern: idPattern } },
  },
} as const;

const passParamsSchema = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: idPattern } } },
} as const;

interface SearchQuery {
  resort: string;
  startDate?: string;
  numberOfDays?: string;
  ageCategory?: string;
  ageGroup?: string;
  showSavings?: 'true' | 'false';
}

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, opts) => {
  opts.catalog.register(createLiftCatalog(opts.db));

  app.get('/liftaccess/resorts', async () => ok(await listResorts(opts.db)));

  app.get<{ Querystring: SearchQuery }>('/liftaccess/lift-tickets/search', { schema: searchSchema }, async (request) => {
    const q = request.query;
    const ageGroup = q.ageCategory ?? q.ageGroup;
    // The widget's own rule decides what a valid search is, on the server as in the browser.
    const parsed = parseLiftTicketQuery({ startDate: q.startDate, numberOfDays: q.numberOfDays, ageGroup });
    if (!parsed.ok) throw badRequest(parsed.message);
    return ok(
      await searchLiftTickets(opts.db, {
        resortId: q.resort,
        startDate: parsed.value.startDate,
        numberOfDays: parsed.value.numberOfDays,
        ageCategory: parsed.value.ageGroup || null,
        showSavings: q.showSavings !== 'false',
      }),
    );
  });

  app.get<{ Querystring: { resort: string } }>('/liftaccess/unavailable-dates', { schema: resortQuerySchema }, async (request) =>
    ok(await unavailableDates(opts.db, request.query.resort)),
  );

  app.get('/liftaccess/passes', async () => ok(await listPasses(opts.db)));

  app.get<{ Params: { id: string } }>('/liftaccess/passes/:id', { schema: passParamsSchema }, async (request) =>
    ok(await findPass(opts.db, request.params.id)),
  );
};

export const line: LineServer = {
  packageName: 'mfe-lift-access',
  migrations: [{ schema: 'liftaccess', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
};
