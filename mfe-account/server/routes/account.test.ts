/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { LineServices, useContracts, type Db, type Mailer, type SessionStore } from '@resort/shared/server';
import { registerAccountRoutes } from './account';
import { registerCardRoutes } from './cards';
import { registerHouseholdRoutes } from './household';
import { registerPasswordRoutes } from './password';
import { registerOutboxRoute } from './dev-outbox';
import { registerPhotoRoutes } from './photo';
import { registerPreferenceRoutes } from './preferences';
import { registerProfileRoutes } from './profile';
import { registerRentalProfileRoutes } from './rental-profiles';
import { registerReservationRoutes } from './reservations';
import { registerReleaseMilitaryRoutes } from './release-military';
import { registerRequestRoutes } from './requests';
import { registerAlertRoutes } from './alerts';
import { registerContentRoutes } from './content';
import { registerSubscriberRoutes } from './subscribers';

describe('account routes in the API docs', () => {
  it('names each route after the spec section 7 call it implements, under the account or household tag', async () => {
    const app = Fastify();
    const named: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD') return;
      named[`${String(route.method)} ${route.url}`] = { summary: route.schema?.summary, tags: route.schema?.tags };
    });
    // Registering touches neither the database nor the sessions.
    const deps = { db: {} as Db, sessions: {} as SessionStore, mailer: {} as Mailer, services: new LineServices() };
    const api = useContracts(app);
    registerAccountRoutes(api, deps);
    registerPasswordRoutes(api, deps);
    registerOutboxRoute(api, deps);
    registerProfileRoutes(api, deps);
    registerHouseholdRoutes(api, deps);
    registerReservationRoutes(api, deps);
    registerPhotoRoutes(api, deps);
    registerPreferenceRoutes(api, deps);
    registerRentalProfileRoutes(api, deps);
    registerCardRoutes(api, deps);
    registerReleaseMilitaryRoutes(api, deps);
    registerRequestRoutes(api, deps);
    registerAlertRoutes(api, deps);
    registerContentRoutes(api, deps);
    registerSubscriberRoutes(api, deps);
    await app.ready();
    const account = (summary: string) => ({ summary, tags: ['account'] });
    const household = (summary: string) => ({ summary, tags: ['household'] });
    expect(named).toEqual({
      'GET /account/session': account('Account session'),
      'POST /account/create': account('Create account widget'),
      'POST /account/login': account('Existing account login'),
      'POST /account/logout': account('Log out'),
      'GET /account/profile': account('My account profile'),
      'POST /account/password/reset-email': account('Send reset password email'),
      'POST /account/password/reset': account('Forgot password reset'),
      'POST /account/username/forgot': account('Forgot username search'),
      'GET /account/dev/outbox': account('Development outbox'),
      'POST /account/profile/phone': account('Update phone'),
      'POST /account/profile/address': account('Update address'),
      'POST /account/profile/birth-date': account('Update birth date'),
      'POST /account/profile/email': account('Update email for subscriber'),
      'POST /account/profile/username': account('Update username'),
      'POST /account/profile/password': account('Update password'),
      'GET /account/household': household('Household'),
      'POST /account/household/members': household('Household add and create'),
      'POST /account/household/existing': household('Household add existing'),
      'POST /account/household/search': household('Household search'),
      'POST /account/household/search-pass': household('Household search for pass'),
      'POST /account/household/members/:id/remove': household('Household remove'),
      'POST /account/household/invitations/:id/accept': household('Household accept'),
      'POST /account/household/invitations/:id/decline': household('Household decline'),
      'POST /account/household/transfer': household('Household request transfer email'),
      'GET /account/reservations': account('Reservations'),
      'POST /account/reservations/cancel': account('Cancel pass reservation'),
      'POST /account/photo': account('Upload photo'),
      'GET /account/photo': account('Photo upload modal'),
      'GET /account/preferences': account('Email preferences'),
      'POST /account/preferences/email': account('Email preferences'),
      'POST /account/preferences/email-opt': account('Email opt in/out'),
      'POST /account/preferences/snow-alert': account('Register snow alert profile and SMS'),
      'POST /account/preferences/visitation': account('Visitation profile'),
      'GET /account/first-timer': account('First-timer promotion eligibility'),
      'GET /account/rental-profiles': account('Rental profile get'),
      'POST /account/rental-profiles': account('Rental profile create'),
      'POST /account/rental-profiles/:id': account('Rental profile update'),
      'POST /account/household/members/:id/update': account('Pending child account update'),
      'GET /account/profile/credit-card': account('Credit card on file'),
      'POST /account/profile/credit-card': account('Update credit card on file'),
      'POST /account/profile/credit-card/remove': account('Update credit card on file (remove)'),
      'GET /account/profile/resort-charge': account('Resort charge status'),
      'POST /account/profile/resort-charge': account('Enroll/unenroll resort charge'),
      'POST /account/find-my-card': account('Find my card'),
      'GET /account/pass-holder-credits': account('Pass holder credits'),
      'POST /account/pass-holder-credits/terms': account('Terms for pass holder credits'),
      'GET /account/release-of-liability': account('Release of liability'),
      'POST /account/release-of-liability': account('Sign release of liability'),
      'GET /account/military': account('Military status'),
      'POST /account/military': account('Military status create'),
      'POST /account/military/:id/verify': account('Military status verify'),
      'GET /account/cancellation-requests': account('Cancellation requests'),
      'GET /account/cancellation-requests/:id': account('Cancellation request status'),
      'POST /account/cancellation-requests': account('Cancellation request form'),
      'GET /account/exceptions': account('Online exceptions'),
      'GET /account/exceptions/:id': account('Online exception status'),
      'POST /account/exceptions': account('Online exceptions form'),
      'GET /account/alerts': account('Account alerts'),
      'POST /account/alerts/sitewide/disable': account('Disable sitewide alert'),
      'POST /account/alerts/account/disable': account('Disable account alert for the session'),
      'POST /account/alerts/referral-code': account('Set referral code alert'),
      'POST /account/subscriber/get': account('Subscriber profile get'),
      'POST /account/subscriber/create': account('Subscriber profile create'),
      'POST /account/subscriber/update': account('Subscriber profile update'),
      'POST /account/email-signup': account('Email signup'),
      'POST /account/email-signup/confirm': account('Email signup confirm'),
      'GET /account/content/auto-renew': account('Auto renew content'),
      'GET /account/content/reservations': account('Reservations content'),
      'GET /account/content/season-pass-tab': account('Season pass tab content'),
    });
    await app.close();
  });
});
