import type { FastifyRequest } from 'fastify';
import { ok, RATE_LIMITS, type ContractApp } from '@resort/shared/server';
import { accountContract as c, PASSWORD_RESET_DONE, RESET_EMAIL_SENT, USERNAME_EMAIL_SENT } from '../../contract';
import { resetPassword, sendResetEmail, sendUsername } from '../services/password-reset';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

/**
 * Where reset links point: PUBLIC_URL when set (production must set it, so a forged Host header
 * cannot redirect the link), otherwise the host the request came to (development and tests).
 */
export const originOf = (request: FastifyRequest) => process.env.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

export function registerPasswordRoutes(api: ContractApp, { db, mailer }: AccountRouteDeps) {
  // Known or unknown address: the same answer, and the same work on the caller's side.
  api.post(
    '/account/password/reset-email',
    { schema: { summary: 'Send reset password email', tags, ...c.resetEmail }, config: { rateLimit: RATE_LIMITS.passwordReset } },
    async (request) => {
      await sendResetEmail({ db, mailer, email: request.body.email, origin: originOf(request) });
      return ok({ sent: true as const }, RESET_EMAIL_SENT);
    },
  );

  api.post(
    '/account/password/reset',
    { schema: { summary: 'Forgot password reset', tags, ...c.resetPassword }, config: { rateLimit: RATE_LIMITS.passwordReset } },
    async (request) => {
      await resetPassword({ db, mailer, token: request.body.token, password: request.body.password });
      return ok({ reset: true as const }, PASSWORD_RESET_DONE);
    },
  );

  api.post(
    '/account/username/forgot',
    { schema: { summary: 'Forgot username search', tags, ...c.forgotUsername }, config: { rateLimit: RATE_LIMITS.passwordReset } },
    async (request) => {
      await sendUsername({ db, mailer, email: request.body.email });
      return ok({ sent: true as const }, USERNAME_EMAIL_SENT);
    },
  );
}
