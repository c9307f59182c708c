import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest, ok, requireUser, type ContractApp } from '@resort/shared/server';
import { referralCodes } from '@resort/shared/server/account-lookups';
import { accountContract as c, ALERT_NOT_FOUND, REFERRAL_CODE_UNAVAILABLE } from '../../contract';
import {
  accountAlertsFor,
  activeSitewideAlert,
  alertsFor,
  DISMISSED_ACCOUNT_KEY,
  DISMISSED_SITEWIDE_KEY,
  REFERRAL_ALERT_KEY,
  referralAlertOf,
  withDismissed,
} from '../services/alerts';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

/**
 * The sitewide alert and the account alert, each dismissed in the session's data: the sitewide
 * one for any visitor (it follows a guest who signs in), the account one for the signed-in session
 * only (signing out starts a new session, and the alert comes back). A referral code set for the
 * session shows beside the sitewide alert and is dismissed the same way.
 */
export function registerAlertRoutes(api: ContractApp, { db, sessions, services }: AccountRouteDeps) {
  const answer = (request: FastifyRequest) =>
    alertsFor({ db, userId: request.session.user?.id ?? null, data: request.session.data, codes: referralCodes(services) });

  // Not a section 7 call of its own: the banners that the "disable" calls dismiss.
  api.get('/account/alerts', { schema: { summary: 'Account alerts', tags, ...c.alerts } }, async (request) => ok(await answer(request)));

  api.post(
    '/account/alerts/sitewide/disable',
    { schema: { summary: 'Disable sitewide alert', tags, ...c.disableAlert } },
    async (request) => {
      const referral = await referralAlertOf(request.session.data, referralCodes(services));
      if (referral && referral.id === request.body.id) {
        await sessions.setData(request, REFERRAL_ALERT_KEY, '');
        return ok(await answer(request));
      }
      const alert = await activeSitewideAlert(db);
      if (!alert || alert.id !== request.body.id) throw new HttpError(404, ALERT_NOT_FOUND);
      await sessions.setData(request, DISMISSED_SITEWIDE_KEY, withDismissed(request.session.data, DISMISSED_SITEWIDE_KEY, alert.id));
      return ok(await answer(request));
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
      return ok(await answer(request));
    },
  );

  // A friend's referral code, for any visitor: checked by the line that honours it, kept in the
  // session and shown as a banner until the session ends or the visitor dismisses it.
  api.post(
    '/account/alerts/referral-code',
    { schema: { summary: 'Set referral code alert', tags, ...c.referralAlert } },
    async (request) => {
      const codes = referralCodes(services);
      if (!codes) throw new HttpError(503, REFERRAL_CODE_UNAVAILABLE);
      const check = await codes.verify(request.body.code);
      if (!check.valid) throw badRequest(check.message);
      await sessions.setData(request, REFERRAL_ALERT_KEY, check.code);
      return ok(await answer(request));
    },
  );
}
