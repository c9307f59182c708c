import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface Visitor {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** A POST without the request-verification token, as a forged cross-site request would send it. */
  postWithoutToken(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

const firstCookie = (res: LightMyRequestResponse): string | null => {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first ? first.split(';')[0] : null;
};

/**
 * A browser with its own session cookie and request-verification token. Like the page's API
 * client it follows a rotated session (sign-in sends a new cookie and a new token header).
 */
export async function newVisitor(app: FastifyInstance): Promise<Visitor> {
  const res = await app.inject({ method: 'GET', url: '/api/account/session' });
  let cookie = firstCookie(res);
  if (!cookie) throw new Error('no session cookie');
  let token = res.json().data.csrfToken as string;
  const follow = (r: LightMyRequestResponse) => {
    cookie = firstCookie(r) ?? cookie;
    const rotated = r.headers['requestverificationtoken'];
    if (typeof rotated === 'string') token = rotated;
    return r;
  };
  return {
    get: async (url) => follow(await app.inject({ method: 'GET', url, headers: { cookie: cookie! } })),
    post: async (url, body = {}) =>
      follow(await app.inject({ method: 'POST', url, payload: body as object, headers: { cookie: cookie!, RequestVerificationToken: token } })),
    postWithoutToken: (url, body = {}) => app.inject({ method: 'POST', url, payload: body as object, headers: { cookie: cookie! } }),
  };
}
