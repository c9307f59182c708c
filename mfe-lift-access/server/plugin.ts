import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { operatorToken, useContracts, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { createLiftCatalog } from './catalog';
import { registerLiftAccessRoutes } from './routes/lift-access';
import { registerOperatorRoutes } from './routes/operator';
import { registerPassHolderRoutes } from './routes/pass-holders';
import { registerReservationRoutes } from './routes/reservations';
import { registerWalletRoutes } from './routes/wallet';
import { seed } from './seed';
import { ledger } from './services/capacity';
import { passDirectoryOf } from './services/pass-holders';
import { providePassDirectory } from '@resort/shared/server/account-lookups';
import { liftPageData } from './page-data';

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, opts) => {
  opts.catalog.register(createLiftCatalog(opts.db));
  // The account finds a pass by its number through this line (find my card, household search for pass).
  providePassDirectory(opts.services, passDirectoryOf(opts.db));
  registerLiftAccessRoutes(useContracts(app), { db: opts.db, services: opts.services });
  registerPassHolderRoutes(useContracts(app), { db: opts.db, services: opts.services });
  registerReservationRoutes(useContracts(app), { db: opts.db, services: opts.services });
  registerWalletRoutes(useContracts(app), { db: opts.db });
  // The resort's operator calls exist only on a store given OPERATOR_TOKEN.
  const token = operatorToken();
  const operatorApi = useContracts(app);
  if (token) registerOperatorRoutes(operatorApi, { db: opts.db, services: opts.services, token });
};

export const line: LineServer = {
  packageName: 'mfe-lift-access',
  migrations: [{ schema: 'liftaccess', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
  // Marks lapsed lift holds expired and clears old dead ones, once across processes.
  jobs: [ledger.sweepJob('liftaccess-holds')],
  // The results page's first screen comes drawn in the first answer.
  pageData: liftPageData,
};
