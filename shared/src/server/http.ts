import type { FastifyReply } from 'fastify';

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

/** An error whose message is safe to show to a visitor (spec section 8 wording). */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, data: unknown = null) => new HttpError(400, message, data);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, data: unknown = null) => new HttpError(409, message, data);

export function sendError(reply: FastifyReply, status: number, message: string, data: unknown = null) {
  return reply.code(status).send({ success: false, data, Message: message });
}
