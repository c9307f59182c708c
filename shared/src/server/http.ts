import type { FastifyReply } from 'fastify';
import type { DomainErrorKind } from '../core/errors';

type Ok<T> = { success: true; data: T; Message?: string };
const sharedEnvelopes = new WeakMap<object, Ok<unknown>>();
const sharedSet = new WeakSet<object>();

/**
 * Marks an answer as shared by many requests and never changed again (see `derivedFrom`): its
 * envelope is made once, and the contract's serializer keeps its JSON (`useContracts`).
 */
export function shareAnswer<T extends object>(data: T): T {
  if (!sharedEnvelopes.has(data)) {
    const envelope = { success: true as const, data };
    sharedEnvelopes.set(data, envelope);
    sharedSet.add(envelope);
  }
  return data;
}

/** Whether a response body is the envelope of a shared answer. */
export const isSharedAnswer = (body: object): boolean => sharedSet.has(body);

/** Server responses are `{ success, data, Message? }` (architecture, contract 3). */
export function ok<T>(data: T, message?: string): Ok<T> {
  if (message) return { success: true, data, Message: message };
  const shared = typeof data === 'object' && data !== null ? sharedEnvelopes.get(data) : undefined;
  return (shared as Ok<T> | undefined) ?? { success: true, data };
}

/**
 * An HTTP answer decided by a route or the platform itself (sign in first, forged request, too many
 * requests). Services, catalogs and the ledger never throw it: they throw a `DomainError`.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** The one place a domain refusal's kind becomes an HTTP status. */
export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  'sign-in': 401,
  declined: 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'sold-out': 409,
  limit: 429,
  unavailable: 503,
};

// Services refuse through these (kept under the names the lines know); the handler gives the status.
export { invalid as badRequest, notFound, conflict } from '../core/errors';

export function sendError(reply: FastifyReply, status: number, message: string, data: unknown = null) {
  return reply.code(status).send({ success: false, data, Message: message });
}
