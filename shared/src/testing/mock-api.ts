import type { ApiResult, HttpVerb } from '../api/api-client';

/** A mocked API call: called with the JSON body the page sent (nothing for a GET). */
export type ApiMock = jest.Mock<Promise<ApiResult<unknown>> | undefined, [body?: unknown]>;

const calls = new Map<string, ApiMock>();

// A JSON answer as the API writes it; with a content type, the body is sent as is (an HTML fragment).
const asResponse = (status: number, body: unknown, type?: string) => ({
  ok: status < 400,
  status,
  headers: { get: (name: string) => (type && name.toLowerCase() === 'content-type' ? type : null) },
  text: async () => (type ? String(body) : JSON.stringify(body)),
});

function respond(result: ApiResult<unknown>) {
  // As the server writes it: { success, data, Message? }, a failure's text in Message.
  const body = result.success
    ? { success: true, data: result.data, ...(result.message ? { Message: result.message } : {}) }
    : { success: false, data: null, Message: result.message ?? (typeof result.data === 'string' ? result.data : undefined) };
  return asResponse(result.status, body);
}

async function fakeFetch(url: string, init: RequestInit = {}) {
  const key = `${init.method ?? 'GET'} ${url}`;
  const call = calls.get(key);
  if (!call) throw new Error(`No mock for ${key}`);
  const result = await (typeof init.body === 'string' ? call(JSON.parse(init.body)) : call());
  // A mock given no answer behaves like a network failure.
  if (!result) throw new TypeError('Failed to fetch');
  return respond(result);
}

/**
 * Answers the page's `fetch` of `verb url` with what the returned mock resolves to, written as the
 * shared client yields it ({ success, status, data, message }; a failure's data is the server's
 * text). The real fetchers, query hooks and visitorMessage run; tests assert on the mock's calls.
 */
export function mockApi(verb: HttpVerb, url: string): ApiMock;
/**
 * Answers every call of the page with `route` (for a page whose calls depend on each other, or on
 * their query): the answer is the server's body and status, `undefined` a 404 "Not found", `null`
 * a network failure, a promise an answer held open. Records what the page sent.
 */
export function mockApi(route: ApiRoute): ApiRoutes;
export function mockApi(verbOrRoute: HttpVerb | ApiRoute, url?: string): ApiMock | ApiRoutes {
  if (typeof verbOrRoute === 'function') return mockRoutes(verbOrRoute);
  global.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
  const call: ApiMock = jest.fn();
  calls.set(`${verbOrRoute} ${url}`, call);
  return call;
}

/** A request as the page's API client sent it: its JSON body parsed. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** The server's answer to one request: its status (200 unless said) and its JSON body, or a text of `type`. */
export interface ApiAnswer {
  status?: number;
  body: unknown;
  type?: string;
}

/** `where` is the request's URL read against the store's origin, for its path and query. */
export type ApiRoute = (request: SentRequest, where: URL) => ApiAnswer | null | undefined | Promise<ApiAnswer | null | undefined>;

export interface ApiRoutes {
  /** The page's fetch, as a jest mock (its calls as the page made them). */
  fetch: jest.Mock;
  /** Every request sent so far, in order. */
  calls: SentRequest[];
  /** The requests sent so far, optionally only those of one method and URL. */
  sent(method?: string, url?: string): SentRequest[];
}

/** A success as the server writes it. */
export const okBody = (data: unknown): ApiAnswer => ({ body: { success: true, data } });
/** A refusal as the platform words it: the visitor's text in Message, with its status. */
export const failBody = (message: string, status = 400): ApiAnswer => ({ status, body: { success: false, data: null, Message: message } });

function mockRoutes(route: ApiRoute): ApiRoutes {
  const requests: SentRequest[] = [];
  const mock = jest.fn(async (url: string | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: SentRequest = { method: init?.method ?? 'GET', url: String(url), body };
    requests.push(request);
    const answer = await route(request, new URL(request.url, 'http://store.test'));
    if (answer === null) throw new TypeError('Failed to fetch');
    const { status = 200, body: answerBody, type } = answer ?? failBody('Not found', 404);
    return asResponse(status, answerBody, type);
  });
  global.fetch = mock as unknown as typeof fetch;
  const sent = (method?: string, url?: string) => requests.filter((r) => (!method || r.method === method) && (!url || r.url === url));
  return { fetch: mock, calls: requests, sent };
}

/** A call held open until the test answers it (to see the page while it waits). */
export function deferred() {
  let answer: (value: ApiAnswer) => void = () => undefined;
  const promise = new Promise<ApiAnswer>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}
