import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { CSRF_HEADER } from '@resort/shared/core';
import {
  ANONYMOUS_SESSION,
  type Db,
  type ScheduledJob,
  type SessionContext,
  type SessionStore,
  type SessionUser,
} from '@resort/shared/server';
import { sessions, users } from './schema';

/** The cookie over plain http (local development). */
export const SESSION_COOKIE = 'resort_sid';
/**
 * The cookie when secure cookies are on (production, HTTPS): the `__Host-` prefix makes the
 * browser refuse it unless it is Secure, Path=/ and without Domain, so no sibling subdomain can
 * plant a session of its choosing.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The absolute lifetime of a session, however active. */
export const SESSION_DAYS = 14;
/** A session without a request for this long ends. */
export const IDLE_TIMEOUT_MINUTES = 120;
/** How stale the last-seen time may get before a request writes it: most reads write nothing. */
export const LAST_SEEN_GRANULARITY_SECONDS = 60;
/**
 * How long a process answers a session's token from memory (`tokenOf`). No longer than the
 * last-seen granularity: a visitor who only sends token-only calls still has their session read,
 * and its idle clock kept, as often as any other visitor's.
 */
export const TOKEN_MEMO_MS = LAST_SEEN_GRANULARITY_SECONDS * 1000;
/** The most tokens a process keeps: the oldest go first. */
export const TOKEN_MEMO_SIZE = 100_000;

// Every expiry is judged by the database clock, so API processes with drifting clocks agree.
const NOW = sql`now()`;
const LIFETIME_END = sql.raw(`now() + interval '${SESSION_DAYS} days'`);
const IDLE_CUTOFF = sql.raw(`now() - interval '${IDLE_TIMEOUT_MINUTES} minutes'`);
const LAST_SEEN_CUTOFF = sql.raw(`now() - interval '${LAST_SEEN_GRANULARITY_SECONDS} seconds'`);

const newId = () => randomBytes(32).toString('base64url');
/** What newId makes: 32 random bytes in base64url. Any other cookie value names no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The session id from the Cookie header, or undefined. Nothing is decoded: a value that is not
 * exactly the shape of an id (a malformed escape, a NUL, an over-long value) is ignored, so the
 * visitor simply gets a new session.
 */
export function readSessionCookie(header: unknown, name: string): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (SESSION_ID.test(value)) return value;
  }
  return undefined;
}

function setCookie(reply: FastifyReply, id: string, secure: boolean) {
  const attrs = [`${sessionCookieName(secure)}=${id}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${SESSION_DAYS * 86400}`];
  if (secure) attrs.push('Secure');
  reply.header('Set-Cookie', attrs.join('; '));
}

/** Deletes the sessions past their lifetime or their idle timeout. */
export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(or(lte(sessions.expiresAt, NOW), lte(sessions.lastSeenAt, IDLE_CUTOFF)));
}

/** Runs once across processes (advisory lock), so the sessions table does not keep dead rows. */
export const SESSION_SWEEP: ScheduledJob = { name: 'account.expired-sessions', everySeconds: 600, run: deleteExpiredSessions };

/**
 * Sessions live in the database (any API process can serve any request) behind an HttpOnly
 * cookie. `secureCookies` (production, or SECURE_COOKIES=1 behind HTTPS) names the cookie
 * `__Host-resort_sid` and marks it Secure; without it the cookie is plain `resort_sid` for
 * local http.
 */
export function createSessionStore(db: Db, { secureCookies = false } = {}): SessionStore {
  const cookieName = sessionCookieName(secureCookies);

  // The two statements of nearly every request, prepared once: PostgreSQL parses and plans them
  // once per connection, and no request builds them again.
  const insertSession = db
    .insert(sessions)
    .values({
      id: sql.placeholder('id'),
      csrfToken: sql.placeholder('csrfToken'),
      userId: sql.placeholder('userId'),
      data: sql.placeholder('data'),
      expiresAt: LIFETIME_END,
      lastSeenAt: NOW,
    })
    .prepare('account_session_create');
  const selectSession = db
    .select({ session: sessions, user: users, stale: sql<boolean>`${sessions.lastSeenAt} < ${LAST_SEEN_CUTOFF}` })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, NOW), gt(sessions.lastSeenAt, IDLE_CUTOFF)))
    .limit(1)
    .prepare('account_session_find');

  // Session id -> its token and until when it is answered from here. Only ids a database read or a
  // creation vouched for are kept, so a forged cookie costs the same read as before.
  const tokens = new Map<string, { token: string; until: number }>();
  function remember(id: string, token: string) {
    tokens.delete(id);
    if (tokens.size >= TOKEN_MEMO_SIZE) tokens.delete(tokens.keys().next().value as string);
    tokens.set(id, { token, until: Date.now() + TOKEN_MEMO_MS });
  }

  async function create(reply: FastifyReply, user: SessionUser | null, data: Record<string, string>): Promise<SessionContext> {
    const id = newId();
    const csrfToken = newId();
    await insertSession.execute({ id, csrfToken, userId: user?.id ?? null, data });
    setCookie(reply, id, secureCookies);
    reply.header(CSRF_HEADER, csrfToken);
    remember(id, csrfToken);
    return { id, csrfToken, user, data };
  }

  async function find(id: string): Promise<SessionContext | null> {
    const [row] = await selectSession.execute({ id });
    if (!row) return null;
    // At most one write a minute per session keeps the idle clock honest and reads cheap.
    if (row.stale) await db.update(sessions).set({ lastSeenAt: NOW }).where(eq(sessions.id, id));
    remember(id, row.session.csrfToken);
    const u = row.user;
    return {
      id: row.session.id,
      csrfToken: row.session.csrfToken,
      user: u ? { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName } : null,
      data: row.session.data ?? {},
    };
  }

  // Another process may still answer the ended session's token for up to TOKEN_MEMO_MS, on calls
  // that read nothing of the session; every other call reads it and finds none.
  async function end(id: string) {
    tokens.delete(id);
    await db.delete(sessions).where(eq(sessions.id, id));
  }

  return {
    tokenOf(request) {
      const id = readSessionCookie(request.headers.cookie, cookieName);
      if (!id) return '';
      const kept = tokens.get(id);
      if (kept && kept.until > Date.now()) return kept.token;
      return find(id).then((found) => found?.csrfToken ?? '');
    },

    async load(request, reply, createIfMissing = true) {
      const id = readSessionCookie(request.headers.cookie, cookieName);
      const found = id ? await find(id) : null;
      if (found) return found;
      if (!createIfMissing) return { ...ANONYMOUS_SESSION, data: {} };
      return create(reply, null, {});
    },

    async signIn(request, reply, user) {
      const previous = request.session;
      if (previous?.id) await end(previous.id);
      // An anonymous session's data (its cart) follows its owner into the account. Someone
      // else's session on a shared browser does not: the new person starts clean.
      const carried = previous && (previous.user === null || previous.user.id === user.id) ? previous.data : {};
      request.session = await create(reply, user, { ...carried });
      return request.session;
    },

    async signOut(request, reply) {
      const previous = request.session;
      if (previous?.id) await end(previous.id);
      // The cart stays with the account it was bought for, not with the browser.
      request.session = await create(reply, null, {});
      return request.session;
    },

    async setData(request, key, value) {
      // Merged in the database, so two requests of one session writing different keys keep both.
      await db
        .update(sessions)
        .set({ data: sql`${sessions.data} || jsonb_build_object(${key}::text, ${value}::text)` })
        .where(eq(sessions.id, request.session.id));
      request.session.data = { ...request.session.data, [key]: value };
    },
  };
}
