import { HttpError, ok, requireUser, type ContractApp } from '@resort/shared/server';
import { accountContract as c, ALERT_NOT_FOUND } from '../../contract';
import {
  accountAlertsFor,
  activeSitewideAlert,
  alertsFor,
  DISMISSED_ACCOUNT_KEY,
  DISMISSED_SITEWIDE_KEY,
  withDismissed,
} from '../services/alerts';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

/**
 * The sitewide alert and the account alert, each dismissed in the session's data: the sitewide
 * one for any visitor (it follows a guest who signs in), the account one for the signed-in session
 * only (signing out starts a new session, and the alert comes back).
 */
export function registerAlertRoutes(api: ContractApp, { db, sessions }: AccountRouteDeps) {
  // Not a section 7 call of its own: the banners that the two "disable" calls dismiss.
  api.get('/account/alerts', { schema: { summary: 'Account alerts', tags, ...c.alerts } }, async (request) =>
    ok(await alertsFor({ db, userId: request.session.user?.id ?? null, data: request.session.data })),
  );

  api.post(
    '/account/alerts/sitewide/disable',
    { schema: { summary: 'Disable sitewide alert', tags, ...c.disableAlert } },
    async (request) => {
      const alert = await activeSitewideAlert(db);
      if (!alert || alert.id !== request.body.id) throw new HttpError(404, ALERT_NOT_FOUND);
      await sessions.setData(request, DISMISSED_SITEWIDE_KEY, withDismissed(request.session.data, DISMISSED_SITEWIDE_KEY, alert.id));
      return ok(await alertsFor({ db, userId: request.session.user?.id ?? null, data: request.session.data }));
    },
  );

  api.post(
    '/account/alerts/account/disable',
    { schema: { summary: 'Disable account alert for the session', tags, ...c.disableAlert } },
    async (request) => {
      const user = requireUser(request);
      const known = await accountAlertsFor(db, user.id);
      if (!known.some((a) => a.id === request.body.id)) throw new HttpError(404, ALERT_NOT_FOUND);
      await sessions.setData(request, DISMISSED_ACCOUNT_KEY, withDismissed(request.session.data, DISMISSED_ACCOUNT_KEY, request.body.id));
      return ok(await alertsFor({ db, userId: user.id, data: request.session.data }));
    },
  );
}
