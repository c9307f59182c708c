import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface Visitor {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** A POST without the request-verification token, as a forged cross-site request would send it. */
  postWithoutToken(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** A browser with its own session cookie and request-verification token. */
export async function newVisitor(app: FastifyInstance): Promise<Visitor> {
  const res = await app.inject({ method: 'GET', url: '/api/account/session' });
  const setCookie = res.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error('no session cookie');
  const cookie = first.split(';')[0];
  const token = res.json().data.csrfToken as string;
  return {
    get: (url) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, body = {}) => app.inject({ method: 'POST', url, payload: body as object, headers: { cookie, RequestVerificationToken: token } }),
    postWithoutToken: (url, body = {}) => app.inject({ method: 'POST', url, payload: body as object, headers: { cookie } }),
  };
}
