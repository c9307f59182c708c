import type { FastifyReply } from 'fastify';

/** Server responses are `{ success, data, Message? }` (architecture, contract 3). */
export function ok<T>(data: T, message?: string): { success: true; data: T; Message?: string } {
  return message ? { success: true, data, Message: message } : { success: true, data };
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
