import { ok, type ContractApp, requireUser } from '@resort/shared/server';
import { accountContract as c, FIRST_TIMER_ELIGIBLE, FIRST_TIMER_NOT_ELIGIBLE } from '../../contract';
import { getPreferences, setEmailOptIn, setEmailPreferences, setSnowAlert, setVisitation } from '../services/preferences';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

export function registerPreferenceRoutes(api: ContractApp, { db, services }: AccountRouteDeps) {
  api.get('/account/preferences', { schema: { summary: 'Email preferences', tags, ...c.preferences } }, async (request) => {
    const user = requireUser(request);
    return ok(await getPreferences({ db, userId: user.id }));
  });

  api.post('/account/preferences/email', { schema: { summary: 'Email preferences', tags, ...c.emailPreferences } }, async (request) => {
    const user = requireUser(request);
    await setEmailPreferences({ db, userId: user.id, input: request.body });
    return ok(await getPreferences({ db, userId: user.id }));
  });

  api.post('/account/preferences/email-opt', { schema: { summary: 'Email opt in/out', tags, ...c.emailOpt } }, async (request) => {
    const user = requireUser(request);
    await setEmailOptIn({ db, userId: user.id, optIn: request.body.optIn });
    return ok(await getPreferences({ db, userId: user.id }));
  });

  api.post(
    '/account/preferences/snow-alert',
    { schema: { summary: 'Register snow alert profile and SMS', tags, ...c.snowAlert } },
    async (request) => {
      const user = requireUser(request);
      await setSnowAlert({ db, userId: user.id, input: request.body });
      return ok(await getPreferences({ db, userId: user.id }));
    },
  );

  api.post('/account/preferences/visitation', { schema: { summary: 'Visitation profile', tags, ...c.visitation } }, async (request) => {
    const user = requireUser(request);
    await setVisitation({ db, userId: user.id, input: request.body });
    return ok(await getPreferences({ db, userId: user.id }));
  });

  /*
   * Eligible while the holder has no booking in any line (reservations of every registered
   * source) and has not told us they visit more than the first time. A line that cannot answer
   * counts as "maybe booked": the promotion is not offered on a guess.
   */
  api.get('/account/first-timer', { schema: { summary: 'First-timer promotion eligibility', tags, ...c.firstTimer } }, async (request) => {
    const user = requireUser(request);
    const prefs = await getPreferences({ db, userId: user.id });
    const visits = prefs.visitation.visitsPerSeason;
    const lists = await Promise.allSettled(services.reservations.map((s) => s.list(user.id)));
    const booked = lists.some((r) => r.status === 'rejected' || r.value.some((v) => v.status === 'booked'));
    const eligible = !booked && (visits === null || visits === 'first-time');
    return ok({ eligible, reason: eligible ? FIRST_TIMER_ELIGIBLE : FIRST_TIMER_NOT_ELIGIBLE });
  });
}
