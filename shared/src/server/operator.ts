import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './http';

/**
 * Calls for the resort's operators (a day the resort cancels, a pass it defers), not for visitors:
 * served only when the store runs with OPERATOR_TOKEN set, and answered only to a request that
 * carries it as `Authorization: Bearer <token>`. A browser never sends that header by itself, so
 * these calls need no session and no CSRF token.
 */
export const OPERATOR_TOKEN_REQUIRED = 'An operator token is required.';
export const OPERATOR_TOKEN_REFUSED = 'This operator token is not accepted.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An operator call: the bearer token it answers to (operatorOnly). */
    operatorToken?: string;
  }
}

/** The operators' token the store runs with, or undefined: then no operator call is registered. */
export function operatorToken(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  return env.OPERATOR_TOKEN || undefined;
}

/** The route config of an operator call answering to `token`. */
export const operatorOnly = (token: string) => ({ sessionFree: true, operatorToken: token }) as const;

/** 401 without a bearer token, 403 with the wrong one; undefined when the request may go on. */
export function refuseNonOperator(request: FastifyRequest, reply: FastifyReply, token: string): FastifyReply | undefined {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!given) {
    reply.header('WWW-Authenticate', 'Bearer');
    return sendError(reply, 401, OPERATOR_TOKEN_REQUIRED);
  }
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return sendError(reply, 403, OPERATOR_TOKEN_REFUSED);
  return undefined;
}
