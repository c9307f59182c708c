import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { useContracts, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { createLiftCatalog } from './catalog';
import { registerLiftAccessRoutes } from './routes/lift-access';
import { seed } from './seed';
import { ledger } from './services/capacity';

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, opts) => {
  opts.catalog.register(createLiftCatalog(opts.db));
  registerLiftAccessRoutes(useContracts(app), { db: opts.db, services: opts.services });
};

export const line: LineServer = {
  packageName: 'mfe-lift-access',
  migrations: [{ schema: 'liftaccess', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
  // Marks lapsed lift holds expired and clears old dead ones, once across processes.
  jobs: [ledger.sweepJob('liftaccess-holds')],
};
