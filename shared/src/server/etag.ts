import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { keptAnswer } from './kept-answers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A catalog GET: the same for every visitor, so it carries an ETag and answers If-None-Match with 304. */
    catalog?: boolean;
  }
}

/** Route config of a catalog GET: `api.get(path, { config: CATALOG_GET, schema }, handler)`. */
export const CATALOG_GET = { catalog: true } as const;

/** Weak: the tag names the JSON's meaning, not its bytes on the wire (it may be compressed). */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** A shared answer's JSON is the same bytes for every request: its tag is made once, beside its compressed forms. */
function tagOf(body: string | Buffer): string {
  const kept = typeof body === 'string' ? undefined : keptAnswer(body);
  if (!kept) return etagOf(body);
  kept.tag ??= etagOf(body);
  return kept.tag;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 section 13.1.2). */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',');
  return tags.some((t) => t.trim() === '*' || opaque(t) === opaque(etag));
}

/**
 * ETags for catalog GETs. An app-level onSend hook runs before a route's own (compression), so it
 * sees the serialized JSON. The body is still built on every request: an ETag saves the bytes
 * and the browser's parse, and availability inside a search answer is never served stale.
 */
export function registerCatalogEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config?.catalog || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const etag = tagOf(payload);
    reply.header('ETag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return null;
  });
}
