import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { seedOf, useContracts, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { matchRoute } from '@resort/shared/routes';
import { ALERTS_KEY } from '../src/features/session/model/visitor-key';
import { ROUTES } from '../src/routes';
import { alertsFor } from './services/alerts';
import { registerAccountRoutes } from './routes/account';
import { registerCardRoutes } from './routes/cards';
import { registerHouseholdRoutes } from './routes/household';
import { registerPasswordRoutes } from './routes/password';
import { registerOutboxRoute, servesDemoOutbox } from './routes/dev-outbox';
import { registerPhotoRoutes } from './routes/photo';
import { registerPreferenceRoutes } from './routes/preferences';
import { registerProfileRoutes } from './routes/profile';
import { registerRentalProfileRoutes } from './routes/rental-profiles';
import { registerReservationRoutes } from './routes/reservations';
import { registerReleaseMilitaryRoutes } from './routes/release-military';
import { registerRequestRoutes } from './routes/requests';
import { registerAlertRoutes } from './routes/alerts';
import { registerContentRoutes } from './routes/content';
import { registerSubscriberRoutes } from './routes/subscribers';
import { seed } from './seed';
import { createMailer } from './services/mailer';
import { createPeopleDirectory } from './services/people';
import { listRentalProfiles } from './services/rental-profiles';
import { SESSION_SWEEP } from './sessions';
import { createCreditWallet } from './services/pass-holder-credits';
import { provideCreditWallet, referralCodes } from '@resort/shared/server/account-lookups';

// The account line sells nothing, so it registers no catalog provider. It provides the
// cross-line services: the one mailer, the people directory (holder and household) and the
// holder's saved rental profiles.
const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, { db, sessions, services }) => {
  const mailer = createMailer({ db, log: app.log });
  services.provideMailer(mailer);
  services.providePeople(createPeopleDirectory(db));
  services.provideRentalProfiles({ list: (userId) => listRentalProfiles(db, userId) });
  provideCreditWallet(services, createCreditWallet(db));
  const api = useContracts(app);
  const deps = { db, sessions, mailer, services };
  registerAccountRoutes(api, deps);
  registerPasswordRoutes(api, deps);
  registerProfileRoutes(api, deps);
  registerHouseholdRoutes(api, deps);
  registerReservationRoutes(api, deps);
  registerPhotoRoutes(api, deps);
  registerPreferenceRoutes(api, deps);
  registerRentalProfileRoutes(api, deps);
  registerSubscriberRoutes(api, deps);
  registerCardRoutes(api, deps);
  registerReleaseMilitaryRoutes(api, deps);
  registerRequestRoutes(api, deps);
  registerAlertRoutes(api, deps);
  registerContentRoutes(api, deps);
};

export interface AccountLineConfig {
  /** Where DEMO_MODE is read (process.env, read when the plugin is registered). */
  env?: NodeJS.ProcessEnv;
}

export const createAccountLine = (config: AccountLineConfig = {}): LineServer => {
  let services: LinePluginOptions['services'] | null = null;
  return {
    packageName: 'mfe-account',
    migrations: [{ schema: 'account', folder: path.join(__dirname, 'migrations') }],
    plugin: async (app, options) => {
      services = options.services;
      await plugin(app, options);
      const api = useContracts(app);
      if (servesDemoOutbox(config.env ?? process.env)) registerOutboxRoute(api, options);
    },
    seed,
    // Started by the shell once the app is ready, and run once across processes.
    jobs: [SESSION_SWEEP],
    // The account pages come drawn under the visitor's banners, as "account alerts" answers them:
    // a banner that arrived after the page would push it down.
    pageData:
      (db) =>
      async ({ pathname, request }) => {
        if (!request || !services || !matchRoute(ROUTES, pathname.replace(/\/+$/, '') || '/')) return null;
        const session = request.session;
        return [
          seedOf(ALERTS_KEY, await alertsFor({ db, userId: session.user?.id ?? null, data: session.data, codes: referralCodes(services) })),
        ];
      },
  };
};

export const line: LineServer = createAccountLine();
