import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendError } from './http';
import type { SessionStore } from './session';
import { CSRF_HEADER, GENERIC_API_ERROR } from '../api/api-client';

export const CSRF_FAILURE = 'The request verification token is missing or invalid. Please reload the page and try again.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const field = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') return `Required Field: ${String(params.missingProperty)}`;
  if (first.keyword === 'additionalProperties') return `Unknown field: ${String(params.additionalProperty)}`;
  return `Invalid ${field || error.validationContext || 'request'}: ${first.message ?? 'invalid value'}`;
}

/**
 * Cross-cutting server behaviour every line relies on: sessions on every request, the
 * request-verification token on every state-changing call, and errors that never leak a stack.
 */
export function registerPlatform(app: FastifyInstance, { sessions }: { sessions: SessionStore }): void {
  app.decorateRequest('session', null as never);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Static files need no session.
    if (!request.url.startsWith('/api/') && request.url.includes('.')) return;
    // Pages and the session route hand out sessions; other API reads stay free of writes, so
    // anonymous browsing (and crawlers) never fill the sessions table.
    const api = request.url.startsWith('/api/');
    request.session = await sessions.load(request, reply, !api || request.routeOptions.config?.createsSession === true);
  });

  // preValidation runs after the body is parsed and before the schema is checked, so a forged
  // request is refused with 403 whatever its body.
  app.addHook('preValidation', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const token = request.headers[CSRF_HEADER.toLowerCase()];
    if (typeof token !== 'string' || !request.session?.csrfToken || token !== request.session.csrfToken) {
      return sendError(reply, 403, CSRF_FAILURE);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.data);
    if (error.validation) return sendError(reply, 400, validationMessage(error));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendError(reply, 400, 'The request body is not valid JSON.');
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return sendError(reply, 400, 'The request body is empty.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, GENERIC_API_ERROR);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return sendError(reply, 404, 'Not found');
    return reply.callNotFound();
  });
}
