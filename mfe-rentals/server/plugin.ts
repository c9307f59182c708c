import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { bookingSource, seedOf, useContracts, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { myEpicGearProductsKey } from '../src/features/my-epic-gear/model/query-keys';
import { DEFAULT_RESORT, FIRST_SEASON, rentalWidgetKey } from '../src/features/rentals-widget/model/query-keys';
import { createRentalsCatalog } from './catalog';
import { registerRentalsRoutes } from './routes/rentals';
import { widgetModel } from './services/rentals';
import { seed } from './seed';
import { ledger, rentalBook } from './services/inventory';
import { listMembershipProducts, membershipsProvider } from './services/my-epic-gear';
import { verifyReferralCode } from './services/referrals';
import { itemRefunds, provideReferralCodes } from '@resort/shared/server/account-lookups';

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, opts) => {
  opts.catalog.register(createRentalsCatalog(opts.db, opts.services));
  // My Epic Gear memberships are the rentals line's too, sold through the cart as `memberships`.
  opts.catalog.register(membershipsProvider(opts.db, opts.services));
  // The account's "set referral code alert" checks a friend's code with the line that honours it.
  provideReferralCodes(opts.services, { verify: (code) => verifyReferralCode(opts.db, code) });
  // The rentals orders sold, in the account's reservations.
  opts.services.provideReservations(bookingSource(opts.db, 'rentals', rentalBook, () => itemRefunds(opts.services)));
  registerRentalsRoutes(useContracts(app), { db: opts.db, sessions: opts.sessions, services: opts.services });
};

export const line: LineServer = {
  packageName: 'mfe-rentals',
  migrations: [{ schema: 'rentals', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
  // Expired holds are marked and old dead ones deleted, once across processes.
  jobs: [ledger.sweepJob('rentals-holds')],
  // My Epic Gear's first screen comes drawn with each resort's membership, as "my epic gear products"
  // answers; the rentals search with the season its widget opens on, as the widget's read answers.
  pageData:
    (db) =>
    async ({ pathname, query }) => {
      if (pathname === '/my-epic-gear') return [seedOf(myEpicGearProductsKey(), { products: await listMembershipProducts(db) })];
      if (pathname !== '/rentals' || query.has('startdate')) return null;
      const model = await widgetModel({ db, resortId: DEFAULT_RESORT, season: FIRST_SEASON });
      return [seedOf(rentalWidgetKey(DEFAULT_RESORT, FIRST_SEASON), model)];
    },
};
