import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SessionContext {
  id: string;
  csrfToken: string;
  user: SessionUser | null;
  /** Small per-session values other lines keep (the cart id, for instance). */
  data: Record<string, string>;
}

/** Implemented by the account line (sessions live in its schema). */
export interface SessionStore {
  /** Loads the session named by the cookie, or creates a fresh anonymous one. */
  load(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext>;
  /** Rotates the session id (and token) and binds the user: no session fixation. */
  signIn(request: FastifyRequest, reply: FastifyReply, user: SessionUser): Promise<SessionContext>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext>;
  setData(request: FastifyRequest, key: string, value: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext;
  }
}
