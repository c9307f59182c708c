import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCurrentAnswer } from './read-cache';

type Encoding = 'br' | 'gzip';

declare module 'fastify' {
  interface FastifyRequest {
    /** A short JSON body's text as sent (`MAX_KEPT_BODY`), the key of a kept search answer. */
    jsonText?: string;
  }
}

interface Kept {
  /** The answer (`derivedFrom`) whose JSON these bytes are. */
  answer: object;
  /** Its compressed forms, each made once. */
  forms: Partial<Record<Encoding, Buffer>>;
  /** Its ETag, made once (etag.ts). */
  tag?: string;
}

/** JSON of shared answers, as the contract's serializer keeps it. */
const keptJson = new WeakMap<Buffer, Kept>();

/** What is kept of the shared answer whose JSON these bytes are, if they are such bytes. */
export const keptAnswer = (json: Buffer): Kept | undefined => keptJson.get(json);

/** Marks the bytes the serializer keeps for a shared answer: compressed once per encoding, and reusable by URL. */
export function keepJson(json: Buffer, answer: object): Buffer {
  keptJson.set(json, { answer, forms: {} });
  return json;
}

/** A few distinct Accept-Encoding headers come from every browser: each is read once. */
const acceptedByHeader = new Map<string, Encoding | null>();

/** br before gzip (smaller), as the per-request compression prefers; q=0 refuses an encoding. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  const known = acceptedByHeader.get(text);
  if (known !== undefined) return known;
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  let chosen: Encoding | null = null;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((weights.get(encoding) ?? weights.get('*') ?? 0) > 0) {
      chosen = encoding;
      break;
    }
  }
  if (acceptedByHeader.size >= 64) acceptedByHeader.clear();
  acceptedByHeader.set(text, chosen);
  return chosen;
}

const compress = (json: Buffer, encoding: Encoding) =>
  encoding === 'br'
    ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
    : gzipSync(json, { level: 6 });

/** Answers kept by URL or search body. Bounded: a flood of distinct queries only empties it. */
const MAX_KEPT = 1000;

/** A search body longer than this is not kept by its text (real searches are a few hundred bytes). */
export const MAX_KEPT_BODY = 1024;

/**
 * What a shared answer is kept under, or undefined when the request's answer is not kept: a catalog
 * GET by its URL, a token-only search (a POST that reads nothing of the session) by its path and
 * body text. A route that counts its requests (an abuse limit) always runs its hooks.
 */
function keptKey(request: FastifyRequest): string | undefined {
  const config = request.routeOptions.config;
  if (!config || config.rateLimit) return undefined;
  if (request.method === 'GET' && config.catalog) return request.url;
  if (request.method === 'POST' && config.tokenOnly && request.jsonText !== undefined) return `${request.url}\n${request.jsonText}`;
  return undefined;
}

/**
 * Shared answers on the wire. A catalog GET (`CATALOG_GET`) whose answer is shared (`derivedFrom`)
 * is the same for every visitor while its read is served (while the ledger's copy of free places
 * is current, see availability-snapshot.ts): the same URL asked again in that time is answered
 * with those bytes before any session, validation or search runs, since a URL that was valid is
 * valid again and the answer reads nothing of the visitor. A search sent as POST (`tokenOnly`) is
 * kept the same way by its path and body text; its body is known only once parsed, so the token
 * check answers it (`sendKept`), before validation. And such bytes are compressed once per
 * encoding, not per request.
 */
export function registerKeptAnswers(app: FastifyInstance): { sendKept: (request: FastifyRequest, reply: FastifyReply) => boolean } {
  const byKey = new Map<string, Buffer>();

  /** Sends the kept bytes of the request's answer while its read is served; true when it has. */
  const sendKept = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const key = keptKey(request);
    const json = key === undefined ? undefined : byKey.get(key);
    if (key === undefined || json === undefined) return false;
    const kept = keptJson.get(json);
    if (!kept || !isCurrentAnswer(kept.answer)) {
      byKey.delete(key);
      return false;
    }
    // What the platform's own hooks would have set on this API answer.
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(json);
    return true;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (!sendKept(request, reply)) done();
  });

  // An app-level onSend hook runs after the ETag's (registered before it) and before the route's
  // compression, which then leaves an encoded answer alone.
  app.addHook('onSend', (request, reply, payload, done) => {
    const kept = Buffer.isBuffer(payload) && reply.statusCode === 200 ? keptJson.get(payload) : undefined;
    if (!kept || reply.getHeader('content-encoding')) return done(null, payload);
    const key = keptKey(request);
    if (key !== undefined && byKey.get(key) !== payload) {
      if (byKey.size >= MAX_KEPT) byKey.clear();
      byKey.set(key, payload as Buffer);
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    let body = kept.forms[encoding];
    if (body === undefined) {
      body = compress(payload as Buffer, encoding);
      kept.forms[encoding] = body;
    }
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('Vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('Vary', `${vary}, accept-encoding`);
    reply.header('Content-Encoding', encoding);
    reply.header('Content-Length', body.length);
    done(null, body);
  });

  return { sendKept };
}
