import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDomainError } from '../core/errors';
import { DOMAIN_STATUS, HttpError, sendError } from './http';
import { ANONYMOUS_SESSION, type SessionStore } from './session';
import { CSRF_HEADER, GENERIC_API_ERROR } from '../core/messages';
import { NUL_REFUSED } from '../contracts';
import { parseJsonBody } from './json-body';
import { isDatabaseUnreachable } from './db';
import { registerRateLimits, type RateLimitStoreOptions } from './rate-limit';
import { refuseNonOperator } from './operator';
import { registerCatalogEtags } from './etag';
import { MAX_KEPT_BODY, registerKeptAnswers } from './kept-answers';
import { registerRequestMetrics } from './metrics';

export const CSRF_FAILURE = 'The request verification token is missing or invalid. Please reload the page and try again.';
export const REQUEST_TIMED_OUT = 'The request took too long. Please try again.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A handler that has not answered by then is answered for it, so no visitor waits forever. */
export const HANDLER_TIMEOUT_MS = 30_000;
/** What a 503 asks a client to wait before trying again: a database restart takes seconds. */
export const RETRY_AFTER_SECONDS = 5;

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The first problem of a failed schema check, as the visitor should read it, and its field. */
function validationProblem(error: FastifyError): { message: string; field: string | null } {
  const first = error.validation?.[0] as ValidationIssue | undefined;
  if (!first) return { message: error.message, field: null };
  const field = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || null;
  // zod issues carry their message in the spec's words (shared/src/contracts sets the defaults).
  if (hasZodFastifySchemaValidationErrors(error)) return { message: first.message ?? 'Invalid request.', field };
  const params = first.params ?? {};
  if (first.keyword === 'required') return { message: `Required Field: ${String(params.missingProperty)}`, field };
  if (first.keyword === 'additionalProperties') return { message: `Unknown field: ${String(params.additionalProperty)}`, field };
  return { message: `Invalid ${field || error.validationContext || 'request'}: ${first.message ?? 'invalid value'}`, field };
}

/** Constant-time comparison, so the token cannot be guessed a character at a time. */
export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the request reached an API route. Keyed on the route that matched, never on the raw
 * URL: '/%61pi/cart/remove/x' is routed to '/api/cart/remove/:id' and must be held to its rules.
 */
const isApiRoute = (request: FastifyRequest): boolean => (request.routeOptions.url ?? '').startsWith('/api/');

/** An API call that checks the visitor's token and reads nothing else of the session. */
const tokenOnly = (request: FastifyRequest) => request.routeOptions.config?.tokenOnly === true && isApiRoute(request);

export interface PlatformOptions {
  sessions: SessionStore;
  rateLimits?: RateLimitStoreOptions;
}

/**
 * Cross-cutting server behaviour every line relies on: bounded and clean input, sessions on
 * every request, the request-verification token on every state-changing call, abuse limits,
 * personal answers never cached (catalog GETs revalidated by ETag), and errors that never leak a stack.
 */
export async function registerPlatform(app: FastifyInstance, { sessions, rateLimits }: PlatformOptions): Promise<void> {
  app.decorateRequest('session', null as never);

  // JSON bodies are depth-limited and free of NUL bytes before any schema or handler sees them.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      const parsed = parseJsonBody(body as string);
      if ((body as string).length <= MAX_KEPT_BODY) request.jsonText = body as string;
      done(null, parsed);
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // ETags first (their onSend sees the JSON), then shared answers, whose onRequest runs before the
  // session's hook: a shared answer asked again is sent as it is (kept-answers.ts).
  registerRequestMetrics(app);
  registerCatalogEtags(app);
  const { sendKept } = registerKeptAnswers(app);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // A NUL byte has no business in a path or query, and PostgreSQL refuses it in text.
    const raw = request.raw.url ?? '';
    if (raw.includes('\u0000') || /%00/i.test(raw)) return sendError(reply, 400, NUL_REFUSED);
    // Static files need no session; neither does an API path that matched no route, nor a
    // route for machines (metrics), whose every call would otherwise leave a session behind.
    const api = isApiRoute(request) || raw.startsWith('/api/');
    if (!api && /\.[a-z0-9]+$/i.test(raw.split('?')[0])) return;
    // An operator call answers to its bearer token only (no session, no CSRF token).
    const operator = request.routeOptions.config?.operatorToken;
    if (operator !== undefined) return refuseNonOperator(request, reply, operator);
    if (request.routeOptions.config?.sessionFree) return;
    // Pages and the session route hand out sessions; other API reads stay free of writes, so
    // anonymous browsing (and crawlers) never fill the sessions table.
    request.session = tokenOnly(request)
      ? { ...ANONYMOUS_SESSION, data: {} }
      : await sessions.load(request, reply, !api || request.routeOptions.config?.createsSession === true);
    if (api) {
      // Answers about one visitor are never kept by a browser or a shared cache.
      reply.header('Cache-Control', 'no-store');
      const timer = setTimeout(() => {
        if (reply.sent) return;
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        sendError(reply, 503, REQUEST_TIMED_OUT);
      }, HANDLER_TIMEOUT_MS);
      timer.unref();
      reply.raw.once('close', () => clearTimeout(timer));
    }
  });

  // preValidation runs after the body is parsed and before the schema is checked, so a forged
  // request is refused with 403 whatever its body. Then a search asked again is answered with its
  // kept bytes, before it is validated. A callback, not a promise: most calls pass with no wait.
  app.addHook('preValidation', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request) || request.routeOptions.config?.operatorToken !== undefined) return done();
    const judge = (expected: string) => {
      if (!sameToken(request.headers[CSRF_HEADER.toLowerCase()], expected)) return sendError(reply, 403, CSRF_FAILURE);
      if (!sendKept(request, reply)) done();
    };
    const expected = tokenOnly(request) ? sessions.tokenOf(request) : (request.session?.csrfToken ?? '');
    if (typeof expected === 'string') return judge(expected);
    expected.then(judge, done);
  });

  await registerRateLimits(app, rateLimits);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) return sendError(reply, DOMAIN_STATUS[error.kind], error.message, error.data);
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.data);
    if (error.validation) {
      const { message, field } = validationProblem(error);
      return sendError(reply, 400, message, field ? { field } : null);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendError(reply, 400, 'The request body is not valid JSON.');
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return sendError(reply, 400, 'The request body is empty.');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, 'The request is too large.');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, 'Send the request as JSON.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx texts are plain; anything else is not shown as is.
      return sendError(reply, error.statusCode, error.code?.startsWith('FST_') ? error.message : 'The request could not be processed.');
    }
    if (isDatabaseUnreachable(error)) {
      // Not the request's fault: the database is restarting or cut off. Said as such, to be tried again.
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, GENERIC_API_ERROR);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, GENERIC_API_ERROR);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return sendError(reply, 404, 'Not found');
    return reply.callNotFound();
  });
}
