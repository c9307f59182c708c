import { ok, type ContractApp, requireUser } from '@resort/shared/server';
import { accountContract as c } from '../../contract';
import { createRentalProfile, listRentalProfiles, updateRentalProfile } from '../services/rental-profiles';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

/** "Rental profile get/create/update" (spec section 7): the signed-in holder's saved renters. */
export function registerRentalProfileRoutes(api: ContractApp, { db }: AccountRouteDeps) {
  api.get('/account/rental-profiles', { schema: { summary: 'Rental profile get', tags, ...c.rentalProfiles } }, async (request) => {
    const user = requireUser(request);
    return ok({ profiles: await listRentalProfiles(db, user.id) });
  });

  api.post(
    '/account/rental-profiles',
    { schema: { summary: 'Rental profile create', tags, ...c.createRentalProfile } },
    async (request) => {
      const user = requireUser(request);
      return ok({ profiles: await createRentalProfile(db, user.id, request.body) });
    },
  );

  api.post(
    '/account/rental-profiles/:id',
    { schema: { summary: 'Rental profile update', tags, ...c.updateRentalProfile } },
    async (request) => {
      const user = requireUser(request);
      return ok({ profiles: await updateRentalProfile(db, user.id, request.params.id, request.body) });
    },
  );
}
