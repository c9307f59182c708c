import { itemRefunds } from '@resort/shared/server/account-lookups';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { bookingSource, useContracts, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { createLodgingProvider } from './catalog';
import { createPackagesProvider } from './packages';
import { lodgingFirstPictures, lodgingPageData } from './page-data';
import { registerLodgingRoutes } from './routes/lodging';
import { seed } from './seed';
import { ledger, stayBook } from './services/availability';

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, opts) => {
  opts.catalog.register(createLodgingProvider(opts.db));
  // A package is sold by this line and held, part by part, through each line's own provider.
  opts.catalog.register(createPackagesProvider(opts.db, opts.catalog));
  // The stays orders sold, in the account's reservations.
  opts.services.provideReservations(bookingSource(opts.db, 'lodging', stayBook, () => itemRefunds(opts.services)));
  registerLodgingRoutes(useContracts(app), { db: opts.db, catalog: opts.catalog });
};

export const line: LineServer = {
  packageName: 'mfe-lodging',
  migrations: [{ schema: 'lodging', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
  // Marks lapsed room holds expired and clears old dead ones, once across processes.
  jobs: [ledger.sweepJob('lodging-holds')],
  // The results page's first screen, its first property's photo and price included, comes drawn in the first answer.
  pageData: (db) => lodgingPageData(db),
  firstPictures: (db) => lodgingFirstPictures(db),
};
