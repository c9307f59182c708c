import type { FastifyRequest } from 'fastify';
import { SIGN_IN_PROMPT } from '@resort/shared';
import { HttpError, type SessionUser } from '@resort/shared/server';

/** The signed-in user, or 401 with the sign-in prompt. */
export function requireUser(request: FastifyRequest): SessionUser {
  const user = request.session.user;
  if (!user) throw new HttpError(401, SIGN_IN_PROMPT);
  return user;
}
