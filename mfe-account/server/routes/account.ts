import { SIGN_IN_PROMPT } from '@resort/shared/core';
import {
  HttpError,
  ok,
  requireUser,
  RATE_LIMITS,
  type ContractApp,
  type Db,
  type LineServices,
  type Mailer,
  type SessionStore,
} from '@resort/shared/server';
import { accountContract as c, CHECK_YOUR_EMAIL, type CreateAccountAnswer } from '../../contract';
import { authenticate, createAccount, getProfile } from '../services/accounts';
import { existingAccountEmail, welcomeEmail } from '../services/emails';
import { checkCardForNewAccount, claimCard } from '../services/pass-cards';

/** /api/docs groups the line's calls under its name. */
const tags = ['account'];

/**
 * The account routes: each validates its request with contract.ts and carries the name of the
 * spec section 7 call it implements. They own the session (reading the visitor, signing in and
 * out); the services below them know nothing of HTTP.
 */
export interface AccountRouteDeps {
  db: Db;
  sessions: SessionStore;
  mailer: Mailer;
  services: LineServices;
}

export function registerAccountRoutes(api: ContractApp, { db, sessions, mailer, services }: AccountRouteDeps) {
  // The one API read that hands a new visitor a session and its request-verification token.
  api.get(
    '/account/session',
    {
      schema: {
        // Section 7 lists no call of its own for this: it is the visitor state of section 6.
        summary: 'Account session',
        description: "The visitor's state (signed in or anonymous, and who) and the request-verification token of section 6.",
        tags,
        ...c.session,
      },
      config: { createsSession: true },
    },
    async (request) => ok({ signedIn: Boolean(request.session.user), user: request.session.user, csrfToken: request.session.csrfToken }),
  );

  /*
   * Creating an account must not tell a stranger whether an address is registered. Both outcomes
   * answer 200 with the same body shape and CHECK_YOUR_EMAIL, both hash the password at full
   * cost first, and both queue one email to the address. A new address is signed in at once
   * (the buyer goes straight on to checkout); an address that already has an account changes
   * nothing and signs nobody in, and its owner receives a note on how to sign in or reset the
   * password. What differs is only whether this browser is now signed in, which is the product
   * working: finding out that way means creating a real account for every unregistered address
   * one probes, under the createAccount rate limit, and mailing the owners of registered ones.
   * A real visitor who already had an account reads "check your email" and gets that note.
   */
  api.post(
    '/account/create',
    { schema: { summary: 'Create account widget', tags, ...c.create }, config: { rateLimit: RATE_LIMITS.createAccount } },
    async (request, reply) => {
      const { passNumber, ...input } = request.body;
      // With a card number the card is checked first: a refused card creates no account.
      const card = passNumber?.trim() ? await checkCardForNewAccount({ services, passNumber, person: input }) : null;
      const outcome = await createAccount({ db, input });
      if (!outcome.created) {
        await mailer.send(existingAccountEmail(outcome.email));
        return ok<CreateAccountAnswer>({ signedIn: false, user: null }, CHECK_YOUR_EMAIL);
      }
      // signIn rotates the session id and token; the new token goes back in a response header.
      await sessions.signIn(request, reply, outcome.user);
      if (card) await claimCard({ services, passNumber: card.passNumber, userId: outcome.user.id });
      await mailer.send(welcomeEmail(outcome.user));
      return ok<CreateAccountAnswer>({ signedIn: true, user: outcome.user }, CHECK_YOUR_EMAIL);
    },
  );

  api.post(
    '/account/login',
    { schema: { summary: 'Existing account login', tags, ...c.login }, config: { rateLimit: RATE_LIMITS.signIn } },
    async (request, reply) => {
      const user = await authenticate({ db, email: request.body.email, password: request.body.password });
      await sessions.signIn(request, reply, user);
      return ok({ signedIn: true, user });
    },
  );

  // Section 7: on success the browser clears the session keys of section 3 (the account remote does).
  api.post('/account/logout', { schema: { summary: 'Log out', tags, ...c.logout } }, async (request, reply) => {
    await sessions.signOut(request, reply);
    return ok({ signedIn: false, user: null });
  });

  api.get('/account/profile', { schema: { summary: 'My account profile', tags, ...c.profile } }, async (request) => {
    const user = requireUser(request);
    const profile = await getProfile({ db, userId: user.id });
    // An account deleted while its session lived: the visitor signs in again.
    if (!profile) throw new HttpError(401, SIGN_IN_PROMPT);
    return ok(profile);
  });
}
