import { itemRefunds } from '@resort/shared/server/account-lookups';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { bookingSource, seedOf, useContracts, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { matchRoute } from '@resort/shared/routes';
import { childcareProductsKey } from '../src/features/childcare/model/query-keys';
import { ROUTES } from '../src/routes';
import { listChildcareProducts } from './services/childcare';
import { activitiesProvider, childcareProvider, lessonsProvider } from './catalog';
import { registerActivitiesRoutes } from './routes/activities';
import { registerChildcareRoutes } from './routes/childcare';
import { registerLessonsRoutes } from './routes/lessons';
import { seed } from './seed';
import { activityBook, activityLedger, childcareBook, childcareLedger, lessonBook, lessonLedger } from './services/ledgers';

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, { db, catalog, services }) => {
  catalog.register(lessonsProvider(db));
  catalog.register(activitiesProvider(db));
  catalog.register(childcareProvider(db));
  // What orders sold, in the account's reservations (and its first-timer check).
  services.provideReservations(bookingSource(db, 'lessons', lessonBook, () => itemRefunds(services)));
  services.provideReservations(bookingSource(db, 'activities', activityBook, () => itemRefunds(services)));
  services.provideReservations(bookingSource(db, 'childcare', childcareBook, () => itemRefunds(services)));
  const api = useContracts(app);
  registerLessonsRoutes(api, { db, services });
  registerActivitiesRoutes(api, { db });
  registerChildcareRoutes(api, { db });
};

export const line: LineServer = {
  packageName: 'mfe-lessons-childcare',
  // One journal for the line's three schemas (lessons, childcare, activities).
  migrations: [{ schema: 'lessons', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
  // Lapsed holds are marked expired and old dead ones deleted, once across every process.
  jobs: [lessonLedger.sweepJob('lessons-holds'), activityLedger.sweepJob('activities-holds'), childcareLedger.sweepJob('childcare-holds')],
  // The childcare page comes drawn with every resort's programmes, as "Childcare products" answers
  // them: drawn empty, the list would push the page down when it came.
  pageData:
    (db) =>
    async ({ pathname }) =>
      matchRoute(ROUTES, pathname)?.page === 'childcare' ? [seedOf(childcareProductsKey(), await listChildcareProducts({ db }))] : null,
};
