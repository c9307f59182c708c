import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@resort/shared';
import { ANONYMOUS_SESSION, type Db, type SessionContext, type SessionStore, type SessionUser } from '@resort/shared/server';
import { sessions, users } from './schema';

export const SESSION_COOKIE = 'resort_sid';
const SESSION_DAYS = 14;

const newId = () => randomBytes(32).toString('base64url');

function readCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === SESSION_COOKIE) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function setCookie(reply: FastifyReply, id: string, secure: boolean) {
  const attrs = [`${SESSION_COOKIE}=${id}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${SESSION_DAYS * 86400}`];
  if (secure) attrs.push('Secure');
  reply.header('Set-Cookie', attrs.join('; '));
}

/** Sessions live in the database (any API process can serve any request) behind an HttpOnly cookie. */
export function createSessionStore(db: Db, { secureCookies = false } = {}): SessionStore {
  async function create(reply: FastifyReply, user: SessionUser | null, data: Record<string, string>): Promise<SessionContext> {
    const id = newId();
    const csrfToken = newId();
    await db.insert(sessions).values({
      id,
      csrfToken,
      userId: user?.id ?? null,
      data,
      expiresAt: new Date(Date.now() + SESSION_DAYS * 86400_000),
    });
    setCookie(reply, id, secureCookies);
    reply.header(CSRF_HEADER, csrfToken);
    return { id, csrfToken, user, data };
  }

  return {
    async load(request, reply, createIfMissing = true) {
      const id = readCookie(request);
      if (id) {
        const rows = await db
          .select({ session: sessions, user: users })
          .from(sessions)
          .leftJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
          .limit(1);
        const row = rows[0];
        if (row) {
          const u = row.user;
          return {
            id: row.session.id,
            csrfToken: row.session.csrfToken,
            user: u ? { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName } : null,
            data: row.session.data ?? {},
          };
        }
      }
      if (!createIfMissing) return { ...ANONYMOUS_SESSION, data: {} };
      // Clear out expired sessions now and then, on the path that creates new ones.
      if (Math.random() < 0.01) await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
      return create(reply, null, {});
    },

    async signIn(request, reply, user) {
      const previous = request.session;
      if (previous) await db.delete(sessions).where(eq(sessions.id, previous.id));
      request.session = await create(reply, user, previous?.data ?? {});
      return request.session;
    },

    async signOut(request, reply) {
      const previous = request.session;
      if (previous) await db.delete(sessions).where(eq(sessions.id, previous.id));
      // The cart stays with the account it was bought for, not with the browser.
      request.session = await create(reply, null, {});
      return request.session;
    },

    async setData(request, key, value) {
      const data = { ...request.session.data, [key]: value };
      await db.update(sessions).set({ data }).where(eq(sessions.id, request.session.id));
      request.session.data = data;
    },
  };
}
