import type { ApiResult, HttpVerb } from '../api/api-client';

/** A mocked API call: called with the JSON body the page sent (nothing for a GET). */
export type ApiMock = jest.Mock<Promise<ApiResult<unknown>> | undefined, [body?: unknown]>;

const calls = new Map<string, ApiMock>();

function respond(result: ApiResult<unknown>) {
  // As the server writes it: { success, data, Message? }, a failure's text in Message.
  const body = result.success
    ? { success: true, data: result.data, ...(result.message ? { Message: result.message } : {}) }
    : { success: false, data: null, Message: result.message ?? (typeof result.data === 'string' ? result.data : undefined) };
  return { ok: result.status < 400, status: result.status, headers: { get: () => null }, text: async () => JSON.stringify(body) };
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
export function mockApi(verb: HttpVerb, url: string): ApiMock {
  global.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
  const call: ApiMock = jest.fn();
  calls.set(`${verb} ${url}`, call);
  return call;
}
