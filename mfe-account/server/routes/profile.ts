import { HttpError, ok, RATE_LIMITS, type ContractApp, type Db, requireUser } from '@resort/shared/server';
import { SIGN_IN_PROMPT } from '@resort/shared/core';
import { accountContract as c } from '../../contract';
import { getProfile } from '../services/accounts';
import { updateAddress, updateBirthDate, updateEmail, updatePassword, updatePhone, updateUsername } from '../services/profile';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

const profileOf = async (db: Db, userId: string) => {
  const profile = await getProfile({ db, userId });
  if (!profile) throw new HttpError(401, SIGN_IN_PROMPT);
  return ok(profile);
};

/** Profile updates: each answers with the whole profile as it now is. */
export function registerProfileRoutes(api: ContractApp, { db, mailer }: AccountRouteDeps) {
  api.post('/account/profile/phone', { schema: { summary: 'Update phone', tags, ...c.phone } }, async (request) => {
    const user = requireUser(request);
    await updatePhone({ db, userId: user.id, phone: request.body.phone });
    return profileOf(db, user.id);
  });

  api.post('/account/profile/address', { schema: { summary: 'Update address', tags, ...c.address } }, async (request) => {
    const user = requireUser(request);
    await updateAddress({ db, userId: user.id, address: request.body });
    return profileOf(db, user.id);
  });

  api.post('/account/profile/birth-date', { schema: { summary: 'Update birth date', tags, ...c.birthDate } }, async (request) => {
    const user = requireUser(request);
    await updateBirthDate({ db, userId: user.id, dateOfBirth: request.body.dateOfBirth });
    return profileOf(db, user.id);
  });

  api.post(
    '/account/profile/email',
    { schema: { summary: 'Update email for subscriber', tags, ...c.email }, config: { rateLimit: RATE_LIMITS.signIn } },
    async (request) => {
      const user = requireUser(request);
      await updateEmail({ db, mailer, userId: user.id, email: request.body.email, currentPassword: request.body.currentPassword });
      return profileOf(db, user.id);
    },
  );

  api.post('/account/profile/username', { schema: { summary: 'Update username', tags, ...c.username } }, async (request) => {
    const user = requireUser(request);
    await updateUsername({ db, userId: user.id, username: request.body.username });
    return profileOf(db, user.id);
  });

  api.post(
    '/account/profile/password',
    { schema: { summary: 'Update password', tags, ...c.password }, config: { rateLimit: RATE_LIMITS.signIn } },
    async (request) => {
      const user = requireUser(request);
      await updatePassword({
        db,
        mailer,
        userId: user.id,
        sessionId: request.session.id,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      return ok({ reset: true as const }, 'Your password has been changed.');
    },
  );
}
