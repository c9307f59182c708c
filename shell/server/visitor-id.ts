import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The store's first-party visitor id: random, kept a year, the same across sessions and sign-ins. */
export const VISITOR_COOKIE = 'resort_vid';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const YEAR_SECONDS = 365 * 86400;

function readVisitorCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== VISITOR_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (VISITOR_ID.test(value)) return value;
  }
  return undefined;
}

/**
 * The visitor id that places a visitor in a remote's canary (`canaryBucket`): read from its cookie,
 * or made on the visitor's first page view and set for a year (SameSite=Lax; HttpOnly, since only
 * the store reads it). It outlives the session, so a visitor keeps one build when the session lapses
 * after two idle hours or is renewed by signing in.
 */
export function visitorId(request: FastifyRequest, reply: FastifyReply): string {
  const known = readVisitorCookie(request.headers.cookie);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  const secure = process.env.SECURE_COOKIES === '1' || process.env.NODE_ENV === 'production';
  const attrs = [`${VISITOR_COOKIE}=${id}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${YEAR_SECONDS}`];
  if (secure) attrs.push('Secure');
  reply.header('Set-Cookie', attrs.join('; '));
  // Later reads of this request (the page's preloads, then /remotes.json) see the same id.
  request.headers.cookie = request.headers.cookie ? `${request.headers.cookie}; ${VISITOR_COOKIE}=${id}` : `${VISITOR_COOKIE}=${id}`;
  return id;
}
