import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_PROMPT } from '../core/messages';
import { signInRequired } from '../core/errors';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The signed-in user of a request, or 401 with the sign-in prompt: every line's routes for account holders ask this. */
export function requireUser(request: FastifyRequest): SessionUser {
  const user = request.session.user;
  if (!user) throw signInRequired(SIGN_IN_PROMPT);
  return user;
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
  /**
   * Loads the session named by the cookie. Without one, creates a fresh anonymous session when
   * `create` is true, else answers an anonymous context that is not stored.
   */
  load(request: FastifyRequest, reply: FastifyReply, create?: boolean): Promise<SessionContext>;
  /** Rotates the session id (and token) and binds the user: no session fixation. */
  signIn(request: FastifyRequest, reply: FastifyReply, user: SessionUser): Promise<SessionContext>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext>;
  setData(request: FastifyRequest, key: string, value: string): Promise<void>;
  /**
   * The request-verification token of the session the cookie names ('' for none), for a route that
   * reads nothing else of it (`tokenOnly`). A token never changes in its session's life (signing in
   * or out makes a new session), so each process keeps the tokens it has read for a short while and
   * such a route reads no session row (and the answer comes without waiting).
   */
  tokenOf(request: FastifyRequest): string | Promise<string>;
}

/** A visitor with no stored session: no token (so no state-changing call passes), no data. */
export const ANONYMOUS_SESSION: Readonly<SessionContext> = Object.freeze({ id: '', csrfToken: '', user: null, data: {} });

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext;
  }
  interface FastifyContextConfig {
    /** An API GET route that hands out a session (and its token) to a visitor who has none. */
    createsSession?: boolean;
    /** A route for machines (metrics): no session is loaded nor handed out. */
    sessionFree?: boolean;
    /**
     * A state-changing call that reads and writes nothing of the session (a search sent as POST):
     * only its request-verification token is checked (`SessionStore.tokenOf`), and the handler sees
     * an anonymous session.
     */
    tokenOnly?: boolean;
  }
}
