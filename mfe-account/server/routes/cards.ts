import { ok, RATE_LIMITS, type ContractApp, requireUser } from '@resort/shared/server';
import { accountContract as c } from '../../contract';
import { cardOnFile, removeCardOnFile, resortChargeOf, saveCardOnFile, setResortCharge } from '../services/card-on-file';
import { acceptCreditTerms, creditsOf } from '../services/pass-holder-credits';
import { findMyCard } from '../services/pass-cards';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

/** The credit card on file, finding a season pass (card) by its number, and pass holder credits. */
export function registerCardRoutes(api: ContractApp, { db, services }: AccountRouteDeps) {
  api.get('/account/profile/credit-card', { schema: { summary: 'Credit card on file', tags, ...c.cardOnFile } }, async (request) => {
    const user = requireUser(request);
    return ok(await cardOnFile({ db, userId: user.id }));
  });

  api.post(
    '/account/profile/credit-card',
    // Each attempt reaches the payment gateway: limited like a payment.
    { schema: { summary: 'Update credit card on file', tags, ...c.updateCardOnFile }, config: { rateLimit: RATE_LIMITS.payment } },
    async (request) => {
      const user = requireUser(request);
      return ok(await saveCardOnFile({ db, services, userId: user.id, card: request.body }), 'Your card has been saved.');
    },
  );

  api.post(
    '/account/profile/credit-card/remove',
    { schema: { summary: 'Update credit card on file (remove)', tags, ...c.removeCardOnFile } },
    async (request) => {
      const user = requireUser(request);
      return ok(await removeCardOnFile({ db, userId: user.id }), 'Your card has been removed.');
    },
  );

  api.get('/account/profile/resort-charge', { schema: { summary: 'Resort charge status', tags, ...c.resortCharge } }, async (request) =>
    ok(await resortChargeOf({ db, userId: requireUser(request).id })),
  );

  api.post(
    '/account/profile/resort-charge',
    { schema: { summary: 'Enroll/unenroll resort charge', tags, ...c.setResortCharge } },
    async (request) => ok(await setResortCharge({ db, userId: requireUser(request).id, enroll: request.body.enroll })),
  );

  // Open to visitors (someone about to create an account); limited like a sign-in, since it answers about a birth date.
  api.post(
    '/account/find-my-card',
    { schema: { summary: 'Find my card', tags, ...c.findMyCard }, config: { rateLimit: RATE_LIMITS.signIn } },
    async (request) => ok(await findMyCard({ services, input: request.body })),
  );

  api.get('/account/pass-holder-credits', { schema: { summary: 'Pass holder credits', tags, ...c.passHolderCredits } }, async (request) => {
    const user = requireUser(request);
    return ok(await creditsOf({ db, userId: user.id }));
  });

  api.post(
    '/account/pass-holder-credits/terms',
    { schema: { summary: 'Terms for pass holder credits', tags, ...c.acceptCreditTerms } },
    async (request) => {
      const user = requireUser(request);
      return ok(await acceptCreditTerms({ db, userId: user.id }));
    },
  );
}
