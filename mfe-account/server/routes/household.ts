import { ok, type ContractApp, requireUser } from '@resort/shared/server';
import { accountContract as c } from '../../contract';
import {
  acceptInvitation,
  addExisting,
  createMember,
  declineInvitation,
  householdView,
  removeMember,
  requestTransfer,
  searchHolder,
  updatePendingChild,
} from '../services/household';
import { searchPass } from '../services/pass-cards';
import type { AccountRouteDeps } from './account';

const tags = ['household'];

/**
 * Household calls of spec section 7. Every route that takes a member id answers 404 when the
 * member is not in the caller's own household (or the invitation is not addressed to them).
 */
export function registerHouseholdRoutes(api: ContractApp, { db, mailer, services }: AccountRouteDeps) {
  api.get('/account/household', { schema: { summary: 'Household', tags, ...c.household } }, async (request) => {
    const user = requireUser(request);
    return ok(await householdView({ db, userId: user.id }));
  });

  api.post('/account/household/members', { schema: { summary: 'Household add and create', tags, ...c.addMember } }, async (request) => {
    const user = requireUser(request);
    return ok(await createMember({ db, userId: user.id, input: request.body }));
  });

  api.post('/account/household/existing', { schema: { summary: 'Household add existing', tags, ...c.addExisting } }, async (request) => {
    const user = requireUser(request);
    return ok(await addExisting({ db, mailer, userId: user.id, input: request.body }));
  });

  api.post('/account/household/search', { schema: { summary: 'Household search', tags, ...c.searchHolder } }, async (request) => {
    requireUser(request);
    return ok(await searchHolder({ db, email: request.body.email }));
  });

  // Pass numbers belong to the lift line; until it offers a lookup, a pass number finds nobody.
  api.post(
    '/account/household/search-pass',
    { schema: { summary: 'Household search for pass', tags, ...c.searchPass } },
    async (request) => {
      requireUser(request);
      return ok(await searchPass({ db, services, passNumber: request.body.passNumber }));
    },
  );

  api.post(
    '/account/household/members/:id/remove',
    { schema: { summary: 'Household remove', tags, ...c.memberAction } },
    async (request) => {
      const user = requireUser(request);
      return ok(await removeMember({ db, userId: user.id, memberId: request.params.id }));
    },
  );

  api.post(
    '/account/household/members/:id/update',
    // An account call of section 7, kept with the household calls whose members it concerns.
    { schema: { summary: 'Pending child account update', tags: ['account'], ...c.pendingChild } },
    async (request) => {
      const user = requireUser(request);
      return ok(await updatePendingChild({ db, userId: user.id, memberId: request.params.id, input: request.body }));
    },
  );

  api.post(
    '/account/household/invitations/:id/accept',
    { schema: { summary: 'Household accept', tags, ...c.memberAction } },
    async (request) => {
      const user = requireUser(request);
      return ok(await acceptInvitation({ db, userId: user.id, memberId: request.params.id }));
    },
  );

  api.post(
    '/account/household/invitations/:id/decline',
    { schema: { summary: 'Household decline', tags, ...c.memberAction } },
    async (request) => {
      const user = requireUser(request);
      return ok(await declineInvitation({ db, userId: user.id, memberId: request.params.id }));
    },
  );

  api.post(
    '/account/household/transfer',
    { schema: { summary: 'Household request transfer email', tags, ...c.transfer } },
    async (request) => {
      const user = requireUser(request);
      await requestTransfer({ db, mailer, userId: user.id, memberId: request.body.id, email: request.body.email });
      return ok({ sent: true as const }, 'We have sent the transfer request.');
    },
  );
}
