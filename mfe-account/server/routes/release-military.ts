import { ok, requireUser, type ContractApp } from '@resort/shared/server';
import { accountContract as c } from '../../contract';
import { createMilitaryStatus, militaryStatusOf, verifyMilitaryStatus } from '../services/military-status';
import { releaseOf, signRelease } from '../services/release-of-liability';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

/** The holder's release of liability for the season, and their military status (the shared rule the cart uses). */
export function registerReleaseMilitaryRoutes(api: ContractApp, { db }: AccountRouteDeps) {
  // Section 7 lists only the signing; the page reads the wording and whether it is signed here.
  api.get(
    '/account/release-of-liability',
    { schema: { summary: 'Release of liability', tags, ...c.releaseOfLiability } },
    async (request) => ok(await releaseOf({ db, userId: requireUser(request).id })),
  );

  api.post('/account/release-of-liability', { schema: { summary: 'Sign release of liability', tags, ...c.signRelease } }, async (request) =>
    ok(await signRelease({ db, userId: requireUser(request).id, input: request.body }), 'Thank you for signing.'),
  );

  // Section 7 lists create and verify; the page reads what was given here.
  api.get('/account/military', { schema: { summary: 'Military status', tags, ...c.militaryStatus } }, async (request) =>
    ok(await militaryStatusOf({ db, userId: requireUser(request).id })),
  );

  api.post('/account/military', { schema: { summary: 'Military status create', tags, ...c.createMilitaryStatus } }, async (request) =>
    ok(await createMilitaryStatus({ db, userId: requireUser(request).id, input: request.body })),
  );

  api.post(
    '/account/military/:id/verify',
    { schema: { summary: 'Military status verify', tags, ...c.verifyMilitaryStatus } },
    async (request) => ok(await verifyMilitaryStatus({ db, userId: requireUser(request).id, id: request.params.id })),
  );
}
