import { ok, RATE_LIMITS, type ContractApp } from '@resort/shared/server';
import { accountContract as c } from '../../contract';
import { confirmSubscriber, subscribe, subscriberProfile, updateSubscriber } from '../services/subscribers';
import type { AccountRouteDeps } from './account';
import { originOf } from './password';

const tags = ['account'];

/**
 * The marketing subscriber (spec section 7, account: "subscriber profile get/create/update";
 * other: "email signup POST"), for a holder or for an address without an account, with double
 * opt-in by email. The calls that mail are limited like account creation.
 */
export function registerSubscriberRoutes(api: ContractApp, { db, mailer }: AccountRouteDeps) {
  api.post('/account/subscriber/get', { schema: { summary: 'Subscriber profile get', tags, ...c.subscriberGet } }, async (request) =>
    ok(await subscriberProfile(db, { token: request.body.token, user: request.session.user ?? null })),
  );

  api.post(
    '/account/subscriber/create',
    { schema: { summary: 'Subscriber profile create', tags, ...c.subscriberCreate }, config: { rateLimit: RATE_LIMITS.createAccount } },
    async (request) => {
      const { email, ...profile } = request.body;
      return ok(await subscribe({ db, mailer, origin: originOf(request), email, profile, user: request.session.user ?? null }));
    },
  );

  api.post(
    '/account/subscriber/update',
    { schema: { summary: 'Subscriber profile update', tags, ...c.subscriberUpdate } },
    async (request) => {
      const { token, ...changes } = request.body;
      return ok(await updateSubscriber(db, { token, user: request.session.user ?? null }, changes));
    },
  );

  api.post(
    '/account/email-signup',
    { schema: { summary: 'Email signup', tags, ...c.emailSignup }, config: { rateLimit: RATE_LIMITS.createAccount } },
    async (request) =>
      ok(
        await subscribe({
          db,
          mailer,
          origin: originOf(request),
          email: request.body.email,
          profile: { firstName: '', lastName: '', homeResort: request.body.homeResort, interests: [] },
          // Anonymous by the spec: an address typed here is confirmed by its owner, whoever is signed in.
          user: null,
        }),
      ),
  );

  // Not a section 7 call of its own: the double opt-in's link, followed by its address's owner.
  api.post(
    '/account/email-signup/confirm',
    { schema: { summary: 'Email signup confirm', tags, ...c.emailSignupConfirm } },
    async (request) => ok(await confirmSubscriber({ db, token: request.body.token })),
  );
}
